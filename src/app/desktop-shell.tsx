import { lazy, Suspense, use, type ReactNode } from 'react';
import { platform } from '@/platform';

const PlainTextConsentDialog = lazy(() => import('@/components/plain-text-consent-dialog'));

/** Renders once the desktop's preferences (theme, tutorial seen) are loaded from main. */
function WhenReady({ children }: { children: ReactNode }) {
  use(platform.ready);
  return children;
}

/**
 * Desktop only (the web renders `children` as they are): waits for the platform to be ready, so
 * the synchronous preferences are main's, and renders the plain-text consent question.
 */
export function DesktopShell({ children }: { children: ReactNode }) {
  const desktop = platform.desktop;
  if (!desktop) return children;
  return (
    <Suspense fallback={null}>
      <WhenReady>
        {children}
        <PlainTextConsentDialog desktop={desktop} />
      </WhenReady>
    </Suspense>
  );
}

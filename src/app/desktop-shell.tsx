import { lazy, Suspense, use, useEffect, type ReactNode } from 'react';
import { notify } from '@/components/notify';
import { platform } from '@/platform';

const PlainTextConsentDialog = lazy(() => import('@/components/plain-text-consent-dialog'));

/** Renders once the desktop's preferences (theme, tutorial seen) are loaded from main. */
function WhenReady({ children }: { children: ReactNode }) {
  use(platform.ready);
  return children;
}

/** How long a desktop notice (saved data moved aside, local backend not started) stays up. */
const NOTICE_MS = 10_000;

function DesktopNotices({ desktop }: { desktop: NonNullable<typeof platform.desktop> }) {
  useEffect(
    () => desktop.onNotice((message) => notify.error(message, { duration: NOTICE_MS })),
    [desktop],
  );
  return null;
}

/**
 * Desktop only (the web renders `children` as they are): waits for the platform to be ready, so
 * the synchronous preferences are main's, and renders the plain-text consent question and the platform's notices.
 */
export function DesktopShell({ children }: { children: ReactNode }) {
  const desktop = platform.desktop;
  if (!desktop) return children;
  return (
    <Suspense fallback={null}>
      <WhenReady>
        {children}
        <PlainTextConsentDialog desktop={desktop} />
        <DesktopNotices desktop={desktop} />
      </WhenReady>
    </Suspense>
  );
}

import { lazy, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { notify } from '@/components/notify';
import { platform } from '@/platform';

const PlainTextConsentDialog = lazy(() => import('@/components/plain-text-consent-dialog'));

/** Renders once the platform can be read synchronously (the desktop's preferences from main). */
function WhenReady({ ready, children }: { ready: Promise<void>; children: ReactNode }) {
  use(ready);
  return children;
}

/** How long a platform notice (saved data moved aside, local backend not started) stays up. */
const NOTICE_MS = 10_000;

function PlatformNotices() {
  useEffect(
    () => platform.onNotice((message) => notify.error(message, { duration: NOTICE_MS })),
    [],
  );
  return null;
}

/** Loads the plain-text question's dialog once the platform first asks it (the web never does). */
function PlainTextConsent() {
  const [asked, setAsked] = useState(false);
  useEffect(() => platform.onPlainTextConsentNeeded(() => setAsked(true)), []);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <PlainTextConsentDialog subscribe={platform.onPlainTextConsentNeeded} />
    </Suspense>
  );
}

/**
 * What the platform needs from the app around everything else: waiting until it is ready where
 * it is not at once (so the synchronous preferences are main's on desktop; the web renders
 * `children` straight away), its notices as toasts, and the plain-text consent question.
 */
export function PlatformShell({ children }: { children: ReactNode }) {
  const content = (
    <>
      {children}
      <PlainTextConsent />
      <PlatformNotices />
    </>
  );
  const ready = platform.ready;
  if (!ready) return content;
  return (
    <Suspense fallback={null}>
      <WhenReady ready={ready}>{content}</WhenReady>
    </Suspense>
  );
}

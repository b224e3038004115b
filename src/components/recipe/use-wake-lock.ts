import { useEffect } from 'react';

interface Sentinel {
  release: () => Promise<void>;
}
interface WakeLockApi {
  request: (type: 'screen') => Promise<Sentinel>;
}

function wakeLockApi(): WakeLockApi | null {
  const nav = navigator as Navigator & { wakeLock?: WakeLockApi };
  return nav.wakeLock && typeof nav.wakeLock.request === 'function' ? nav.wakeLock : null;
}

/**
 * Keeps the screen awake while `active` (the Wake Lock API, where the browser has it), asks again
 * when the page becomes visible (browsers drop the lock when it is hidden) and releases it when
 * `active` ends. Without the API, or when refused, it does nothing.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const api = wakeLockApi();
    if (!active || !api) return;
    let sentinel: Sentinel | null = null;
    let done = false;
    const acquire = () => {
      api
        .request('screen')
        .then((lock) => {
          if (done) void lock.release().catch(() => undefined);
          else sentinel = lock;
        })
        .catch(() => undefined);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') acquire();
    };
    acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
    };
  }, [active]);
}

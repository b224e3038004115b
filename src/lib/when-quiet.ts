/**
 * Calls `then` once the page has gone quiet: no request started and no long task run for `quietMs`
 * (where the browser reports neither, `quietMs` from now), or after `limitMs` whatever happens.
 */
export function whenQuiet(then: () => void, quietMs: number, limitMs: number): void {
  let quiet = 0;
  let observer: PerformanceObserver | undefined;
  const done = () => {
    window.clearTimeout(quiet);
    window.clearTimeout(limit);
    observer?.disconnect();
    then();
  };
  const limit = window.setTimeout(done, limitMs);
  const restart = () => {
    window.clearTimeout(quiet);
    quiet = window.setTimeout(done, quietMs);
  };
  if (typeof PerformanceObserver !== 'undefined') {
    observer = new PerformanceObserver(restart);
    const types = PerformanceObserver.supportedEntryTypes ?? [];
    for (const type of ['resource', 'longtask'])
      if (types.includes(type)) observer.observe({ type, buffered: false });
  }
  restart();
}

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from './when-quiet';

/** The page's requests and long tasks, as the browser reports them to an observer. */
let report: () => void;
const observed: string[] = [];

class FakeObserver {
  static supportedEntryTypes = ['resource', 'longtask', 'paint'];
  constructor(callback: () => void) {
    report = callback;
  }
  observe({ type }: { type: string }) {
    observed.push(type);
  }
  disconnect() {
    report = () => {};
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  observed.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenQuiet', () => {
  it('waits for the page to go quiet: each request or long task starts the wait again', () => {
    const then = vi.fn();
    whenQuiet(then, 1000, 10_000);
    expect(observed).toEqual(['resource', 'longtask']);
    vi.advanceTimersByTime(900);
    report();
    vi.advanceTimersByTime(900);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(then).toHaveBeenCalledTimes(1);
    report();
    vi.advanceTimersByTime(20_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes ahead at the limit on a page that never goes quiet', () => {
    const then = vi.fn();
    whenQuiet(then, 1000, 5000);
    for (let ms = 500; ms < 5000; ms += 500) {
      vi.advanceTimersByTime(500);
      report();
    }
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(then).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('counts quiet time alone where the browser cannot report requests', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const then = vi.fn();
    whenQuiet(then, 1000, 5000);
    vi.advanceTimersByTime(1000);
    expect(then).toHaveBeenCalledTimes(1);
  });
});

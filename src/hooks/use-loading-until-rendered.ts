import { useDeferredValue } from 'react';

/**
 * A page's "Loading..." gate: true at once when its data starts loading, and after the data is in
 * until the page behind the gate has rendered. That render is a deferred one, which React runs in
 * slices that yield to the browser, instead of one long task (a page of hundreds of buttons, as
 * the kitchen's and the bar's are). Coming back to "Loading..." is never deferred, so a previous
 * owner's data is not shown meanwhile.
 */
export function useLoadingUntilRendered(loading: boolean): boolean {
  return useDeferredValue(loading) || loading;
}

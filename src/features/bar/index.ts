import { lazy } from 'react';

/** The pages load on demand (with the drink library); the shelf's sync host is light. */
export const BarPage = lazy(() => import('./bar-page'));
export const DrinkResultsPage = lazy(() => import('./drink-results-page'));
export const DrinkPage = lazy(() => import('./drink-page'));
export type { KitchenItems } from './bar-page';
/**
 * Loads and saves the shelf for the session's owner; mounted once at the root (behind Suspense),
 * loaded right after the first render so the kitchen's first load stays small.
 */
export const BarSync = lazy(() =>
  import('./shelf-sync-host').then((m) => ({ default: m.BarSync })),
);

import { lazy } from 'react';

/** The pages load on demand (with the drink library); the shelf's sync host is light. */
export const BarPage = lazy(() => import('./bar-page'));
export const DrinkResultsPage = lazy(() => import('./drink-results-page'));
export const DrinkPage = lazy(() => import('./drink-page'));
export type { KitchenItems } from './bar-page';
export { BarSync, useShelfStatus } from './shelf-sync-host';
export { GUEST_BAR_KEY } from './shelf-storage';

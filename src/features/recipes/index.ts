import { lazy } from 'react';

export { useRecipeSearch, isServiceDownMessage, type RecipeRouteState } from './use-recipe-search';
export { SEARCH_TEXTS } from './search-texts';
export { CURRENT_RECIPES_KEY } from './recipe-session';
export type { KitchenAccess } from './kitchen-access';

/** The recipe screens load on demand (the kitchen's first load stays small). */
export const RecipeResultsPage = lazy(() => import('./recipe-results-page'));
export const RecipeDetailPage = lazy(() => import('./recipe-detail-page'));
export const ShoppingSuggestionsPage = lazy(() => import('./shopping-suggestions-page'));

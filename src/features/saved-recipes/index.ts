import { lazy } from 'react';

export type { SavedPageProps } from './saved-recipes-page';

/** /saved-recipes and /saved-recipe/{id}, loaded on demand. */
export const SavedRecipesPage = lazy(() => import('./saved-recipes-page'));
export const SavedRecipePage = lazy(() => import('./saved-recipe-page'));

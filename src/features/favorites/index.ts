import { lazy } from 'react';

/**
 * The heart for recipe cards and pages, and /favorites. Both load on demand (with the Supabase
 * client), so the kitchen's first load only carries these two lazy wrappers.
 */
export const FavoriteToggle = lazy(() => import('./favorite-toggle'));
export const FavoritesPage = lazy(() => import('./favorites-page'));

import { lazy } from 'react';

/** /nutrition, loaded lazily with its route. */
export const NutritionPage = lazy(() => import('./nutrition-page'));
/** "Log it" for recipe, drink and saved-recipe pages (provided through src/components/log-it-slot). */
export const LogItButton = lazy(() => import('./log-it-button'));
/** The current user's daily goals (for the meal planner and others). */
export { useDailyGoals } from './use-daily-goals';

import { lazy } from 'react';

export { MEAL_PREP_TEXTS } from './texts';

/**
 * Loads and saves the plan for the session's owner; mounted once at the root (behind Suspense),
 * loaded right after the first render so the kitchen's first load stays small.
 */
export const MealPlanSync = lazy(() =>
  import('./plan-sync-host').then((m) => ({ default: m.MealPlanSync })),
);

/** /meal-prep loads on demand. */
export const MealPrepPage = lazy(() => import('./meal-prep-page'));
/** "Add to plan" for recipe pages and result cards, loaded on demand. */
export const AddToPlanButton = lazy(() => import('./recipe-plan-button'));
/** "From your plan today" for the food diary (provided through src/components/plan-today-slot). */
export const PlanTodayPanel = lazy(() => import('./plan-today'));

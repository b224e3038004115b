import { lazy } from 'react';

export { MealPlanSync } from './plan-sync-host';
export { GUEST_MEAL_PLAN_KEY } from './plan-storage';
export { GUEST_SHOPPING_KEY } from './shopping-sync';
export { MEAL_PREP_TEXTS } from './texts';

/** /meal-prep loads on demand. */
export const MealPrepPage = lazy(() => import('./meal-prep-page'));
/** "Add to plan" for recipe pages and result cards, loaded on demand. */
export const AddToPlanButton = lazy(() => import('./recipe-plan-button'));

import { atom } from 'jotai';
import { EMPTY_PLAN, type MealPlan, type PlanChoices } from '@domain';

export const mealPlanAtom = atom<MealPlan>(EMPTY_PLAN);

/** 'loading' until the stored plan of the current owner has been read. */
export const mealPlanStatusAtom = atom<'loading' | 'ready'>('loading');

/** The last "Plan my week" choices, so re-rolls use them (kept for the session). */
export const lastChoicesAtom = atom<Omit<PlanChoices, 'days' | 'seed'> | null>(null);

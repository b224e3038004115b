import { createSlot } from './slot';

/**
 * "From your plan today" on the food diary: `src/app/` provides the meal planner's list of today's
 * planned meals (each with the tracker's one-tap "Log it"; `<PlanTodayProvider panel={…}>`, loaded
 * on demand) and the diary renders `<PlanTodaySlot />`, which shows nothing when none is provided.
 */
const slot = createSlot<Record<never, never>, 'panel'>('panel', { lazy: true });

export const PlanTodayProvider = slot.Provider;
export const PlanTodaySlot = slot.Slot;

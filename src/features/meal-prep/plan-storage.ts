import { EMPTY_PLAN, parseStoredPlan, type MealPlan } from '@domain';
import type { PlatformStorage } from '@/platform';
import { writeSanitizedJson } from '@/lib/sanitized-storage';

/** Device-storage key of a guest's meal plan (the encrypted store on desktop). */
export const GUEST_MEAL_PLAN_KEY = 'larder-meal-plan';

/** Reads the guest plan; anything unreadable is ignored with a console warning, never thrown. */
export async function loadGuestPlan(storage: PlatformStorage): Promise<MealPlan> {
  let raw: string | null;
  try {
    raw = await storage.getItem(GUEST_MEAL_PLAN_KEY);
  } catch (error) {
    console.warn('Could not read the saved meal plan; starting empty.', error);
    return EMPTY_PLAN;
  }
  if (raw === null) return EMPTY_PLAN;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    console.warn(`Ignoring the saved meal plan in "${GUEST_MEAL_PLAN_KEY}": it is not valid JSON.`);
    return EMPTY_PLAN;
  }
  const { plan, warnings } = parseStoredPlan(json);
  for (const warning of warnings) console.warn(`Saved meal plan: ${warning}`);
  return plan;
}

export async function saveGuestPlan(storage: PlatformStorage, plan: MealPlan): Promise<void> {
  try {
    await writeSanitizedJson(storage, GUEST_MEAL_PLAN_KEY, plan);
  } catch (error) {
    console.warn('Could not save the meal plan on this device.', error);
  }
}

import { compareNames } from '../ingredients/sort-names.ts';
import { keySet, kitchenItemKey } from './item-key.ts';
import type { KitchenItemKey } from './item-key.ts';
import { MAX_KITCHEN_INGREDIENTS } from './limits.ts';

/** Spec §5: adding chicken thighs or chicken breasts also adds "Chicken" if absent. */
export const CHICKEN = 'Chicken';
const CHICKEN_CUT = /\bchicken\s+(?:thighs?|breasts?)\b/i;

export function impliesChicken(item: string): boolean {
  return CHICKEN_CUT.test(item);
}

export type MergePlan =
  | { kind: 'none-new'; unique: string[] }
  | { kind: 'too-many' }
  | { kind: 'merged'; ingredients: string[]; fresh: string[]; extras: string[] };

/** Case-insensitive de-duplication that keeps the first spelling. */
export function uniqueItems(items: readonly string[]): string[] {
  const seen = new Set<KitchenItemKey>();
  const out: string[] = [];
  for (const item of items) {
    const key = kitchenItemKey(item);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/**
 * Plans adding already-validated items to a kitchen: skips what is there
 * (case-insensitively), applies the chicken rule, enforces the size cap and
 * returns the new sorted list. Pure; the caller builds the outcome.
 */
export function planMerge(current: readonly string[], items: readonly string[]): MergePlan {
  const unique = uniqueItems(items);
  const present = keySet(current);
  const fresh = unique.filter((item) => !present.has(kitchenItemKey(item)));
  if (fresh.length === 0) return { kind: 'none-new', unique };
  const extras: string[] = [];
  const chickenKey = kitchenItemKey(CHICKEN);
  const hasChicken =
    present.has(chickenKey) || fresh.some((item) => kitchenItemKey(item) === chickenKey);
  if (!hasChicken && fresh.some(impliesChicken)) extras.push(CHICKEN);
  if (current.length + fresh.length + extras.length > MAX_KITCHEN_INGREDIENTS)
    return { kind: 'too-many' };
  const ingredients = [...current, ...fresh, ...extras].sort(compareNames);
  return { kind: 'merged', ingredients, fresh, extras };
}

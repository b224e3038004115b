import type { IngredientKey } from './canonical-types.ts';
import { satisfies } from './families.ts';

/** Pantry staples assumed present unless the user changes the list. */
export const DEFAULT_STAPLES: readonly IngredientKey[] = ['salt', 'black-pepper', 'water'] as IngredientKey[];

/** Whether a recipe's need is covered by the user's staples (a staple of a more specific kind counts). */
export function isStaple(need: IngredientKey, staples: readonly IngredientKey[] = DEFAULT_STAPLES): boolean {
  return staples.some((staple) => satisfies(staple, need));
}

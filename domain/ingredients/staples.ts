import type { IngredientKey } from './canonical-types.ts';
import { DEFAULT_STAPLES } from './default-staples.ts';
import { satisfies } from './families.ts';

export { DEFAULT_STAPLES };

/** Whether a recipe's need is covered by the user's staples (a staple of a more specific kind counts). */
export function isStaple(
  need: IngredientKey,
  staples: readonly IngredientKey[] = DEFAULT_STAPLES,
): boolean {
  return staples.some((staple) => satisfies(staple, need));
}

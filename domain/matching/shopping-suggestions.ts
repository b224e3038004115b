import { INGREDIENTS } from '../ingredients/canonical.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { compareMatches } from './match-recipes.ts';
import type { MatchableRecipe, RecipeMatch } from './types.ts';

export interface ShoppingSuggestion<R extends MatchableRecipe = MatchableRecipe> {
  readonly key: IngredientKey;
  /** Display name from the vocabulary (the key when unknown). */
  readonly name: string;
  /** Recipes for which this is the only missing ingredient: buying it makes them cookable. */
  readonly unlocks: number;
  /** Recipes missing this and something else: buying it brings them closer. */
  readonly bringsCloser: number;
  /** The recipes it unlocks, best first. */
  readonly unlockedRecipes: readonly R[];
  /** The recipes it brings closer, best first. */
  readonly closerRecipes: readonly R[];
}

export interface ShoppingOptions {
  /** At most this many ingredients (default: all). */
  readonly limit?: number;
  /** At most this many recipes listed per ingredient (default 10; counts are never cut). */
  readonly recipesPerIngredient?: number;
}

interface Tally<R extends MatchableRecipe> {
  unlocked: RecipeMatch<R>[];
  closer: RecipeMatch<R>[];
}

/**
 * What to buy: every missing ingredient across the matches, ranked by how many recipes it would
 * unlock (it is their only missing ingredient), then by how many it brings closer, then by name.
 */
export function shoppingSuggestions<R extends MatchableRecipe>(
  matches: readonly RecipeMatch<R>[],
  options: ShoppingOptions = {},
): ShoppingSuggestion<R>[] {
  const perIngredient = options.recipesPerIngredient ?? 10;
  const tallies = new Map<IngredientKey, Tally<R>>();
  for (const match of matches) {
    if (match.canMake) continue;
    const only = match.missing.length === 1;
    for (const key of new Set(match.missing)) {
      let tally = tallies.get(key);
      if (!tally) {
        tally = { unlocked: [], closer: [] };
        tallies.set(key, tally);
      }
      (only ? tally.unlocked : tally.closer).push(match);
    }
  }
  const list = [...tallies].map(([key, tally]): ShoppingSuggestion<R> => {
    const pick = (items: RecipeMatch<R>[]) => [...items].sort(compareMatches).slice(0, perIngredient).map((m) => m.recipe);
    return {
      key,
      name: INGREDIENTS.get(key)?.name ?? key,
      unlocks: tally.unlocked.length,
      bringsCloser: tally.closer.length,
      unlockedRecipes: pick(tally.unlocked),
      closerRecipes: pick(tally.closer),
    };
  });
  list.sort(
    (a, b) => b.unlocks - a.unlocks || b.bringsCloser - a.bringsCloser || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  return options.limit !== undefined ? list.slice(0, Math.max(0, options.limit)) : list;
}

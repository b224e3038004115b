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
    const pick = (items: RecipeMatch<R>[]) =>
      [...items]
        .sort(compareMatches)
        .slice(0, perIngredient)
        .map((m) => m.recipe);
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
    (a, b) =>
      b.unlocks - a.unlocks ||
      b.bringsCloser - a.bringsCloser ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  return options.limit !== undefined ? list.slice(0, Math.max(0, options.limit)) : list;
}

/** A set of ingredients that, bought together, makes recipes cookable. */
export interface ShoppingBasket<R extends MatchableRecipe = MatchableRecipe> {
  /** What to buy, sorted. */
  readonly keys: readonly IngredientKey[];
  /** Display names from the vocabulary, in `keys` order. */
  readonly names: readonly string[];
  /** How many recipes become cookable once all of it is bought. */
  readonly unlocks: number;
  /** Those recipes, best first (at most `recipesPerBasket`). */
  readonly recipes: readonly R[];
}

export interface BasketOptions {
  /** At most this many baskets (default 5). */
  readonly limit?: number;
  /** At most this many recipes listed per basket (default 8; counts are never cut). */
  readonly recipesPerBasket?: number;
}

/**
 * The cheapest additions that unlock the most recipes, for a kitchen where no single purchase
 * does (nothing is one ingredient away): each distinct set of missing ingredients is a candidate
 * basket, counted by every recipe it would make cookable (those whose missing set it contains).
 * Ranked by size (fewest things to buy), then by recipes unlocked, then by keys. Pass matches that
 * include recipes using nothing in the kitchen (`includeUnrelated`), so an empty or unmatched
 * kitchen still gets baskets.
 */
export function shoppingBaskets<R extends MatchableRecipe>(
  matches: readonly RecipeMatch<R>[],
  options: BasketOptions = {},
): ShoppingBasket<R>[] {
  const limit = options.limit ?? 5;
  const perBasket = options.recipesPerBasket ?? 8;
  const open = matches.filter((m) => !m.canMake && m.missing.length > 0);
  const candidates = new Map<string, IngredientKey[]>();
  for (const match of open) {
    const keys = [...new Set(match.missing)].sort();
    candidates.set(keys.join('\u0000'), keys);
  }
  const ordered = [...candidates.values()].sort((a, b) => a.length - b.length);
  // Only the smallest sizes can make the list: stop once `limit` baskets of smaller sizes exist.
  const picked: IngredientKey[][] = [];
  for (const keys of ordered) {
    const last = picked[picked.length - 1];
    if (picked.length >= limit && last && keys.length > last.length) break;
    picked.push(keys);
  }
  const baskets = picked.map((keys): ShoppingBasket<R> => {
    const have = new Set(keys);
    const unlocked = open.filter((m) => m.missing.every((k) => have.has(k)));
    return {
      keys,
      names: keys.map((key) => INGREDIENTS.get(key)?.name ?? key),
      unlocks: unlocked.length,
      recipes: [...unlocked]
        .sort(compareMatches)
        .slice(0, perBasket)
        .map((m) => m.recipe),
    };
  });
  baskets.sort(
    (a, b) =>
      a.keys.length - b.keys.length ||
      b.unlocks - a.unlocks ||
      (a.keys.join() < b.keys.join() ? -1 : a.keys.join() > b.keys.join() ? 1 : 0),
  );
  return baskets.slice(0, Math.max(0, limit));
}

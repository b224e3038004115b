import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { DEFAULT_STAPLES } from '../ingredients/staples.ts';
import { coverageOf, readKitchen } from './read-kitchen.ts';
import {
  buildRecipeIndex,
  isRecipeIndex,
  type IndexedRecipe,
  type RecipeIndex,
} from './recipe-index.ts';
import type { MatchFilters, MatchOptions, MatchableRecipe, RecipeMatch } from './types.ts';

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The ranking: "can make now" first, then fewest missing, then the larger share of the kitchen
 * used, then title and id (so equal inputs always give the same order).
 */
export function compareMatches(a: RecipeMatch, b: RecipeMatch): number {
  return (
    compareRank(a, b) ||
    compareByTitle(a, b, a.recipe.title.toLowerCase(), b.recipe.title.toLowerCase())
  );
}

/** compareMatches before the titles: can make now, fewest missing, larger share used. */
function compareRank(a: RecipeMatch, b: RecipeMatch): number {
  if (a.canMake !== b.canMake) return a.canMake ? -1 : 1;
  if (a.missing.length !== b.missing.length) return a.missing.length - b.missing.length;
  if (a.usedShare !== b.usedShare) return b.usedShare - a.usedShare;
  return 0;
}

/** compareMatches' tiebreak, given each title lower-cased. */
function compareByTitle(a: RecipeMatch, b: RecipeMatch, lowerA: string, lowerB: string): number {
  return (
    compareText(lowerA, lowerB) ||
    compareText(a.recipe.title, b.recipe.title) ||
    compareText(a.recipe.id, b.recipe.id)
  );
}

function dietList(diet: MatchFilters['diet']): string[] {
  if (diet === undefined) return [];
  return (typeof diet === 'string' ? [diet] : [...diet])
    .map((d) => d.trim().toLowerCase())
    .filter((d) => d !== '');
}

function passesRecipeFilters<R extends MatchableRecipe>(
  entry: IndexedRecipe<R>,
  filters: MatchFilters,
  diets: readonly string[],
): boolean {
  if (filters.mealType && entry.mealType !== filters.mealType.trim().toLowerCase()) return false;
  if (filters.cuisine && entry.cuisine !== filters.cuisine.trim().toLowerCase()) return false;
  for (const diet of diets) if (!entry.dietTags.has(diet)) return false;
  if (filters.maxTotalMinutes !== undefined) {
    const total = entry.recipe.totalMinutes;
    if (total === null || total > filters.maxTotalMinutes) return false;
  }
  return true;
}

/**
 * Matches one kitchen, already read into keys, against a recipe list or a prepared index.
 * A recipe is listed when it can be made now or uses at least one kitchen ingredient as a
 * required one (optional ones alone do not list it).
 */
export function matchKitchenKeys<R extends MatchableRecipe>(
  kitchenKeys: readonly IngredientKey[],
  recipes: readonly R[] | RecipeIndex<R>,
  options: MatchOptions = {},
): RecipeMatch<R>[] {
  const index = isRecipeIndex(recipes) ? recipes : buildRecipeIndex(recipes);
  const kitchen = coverageOf(kitchenKeys);
  const staples = coverageOf(options.staples ?? DEFAULT_STAPLES);
  const kitchenSize = new Set(kitchenKeys).size;
  const filters = options.filters ?? {};
  const diets = dietList(filters.diet);
  const maxMissing = filters.maxMissing;
  const out: RecipeMatch<R>[] = [];
  // Each match's title lower-cased once (the index holds it): compareMatches would lower-case both
  // titles on every comparison that reaches them, ~1,400 strings to sort 100 matches.
  const sortTitles = new Map<RecipeMatch<R>, string>();

  for (const entry of index.entries) {
    if (!passesRecipeFilters(entry, filters, diets)) continue;
    const used = new Set<IngredientKey>();
    const missing: IngredientKey[] = [];
    for (const need of entry.required) {
      const provider = kitchen.get(need);
      if (provider !== undefined) used.add(provider);
      else if (!staples.has(need)) missing.push(need);
    }
    if (maxMissing !== undefined && missing.length > maxMissing) continue;
    const canMake = missing.length === 0;
    // Listed only when it can be made now or the kitchen covers one of its required ingredients.
    if (!canMake && used.size === 0 && !options.includeUnrelated) continue;
    for (const extra of entry.optional) {
      const provider = kitchen.get(extra);
      if (provider !== undefined) used.add(provider);
    }
    const needed = entry.required.length;
    const match: RecipeMatch<R> = {
      recipe: entry.recipe,
      used: [...used].sort(),
      missing,
      canMake,
      score: needed === 0 ? 100 : Math.round((100 * (needed - missing.length)) / needed),
      usedShare: kitchenSize === 0 ? 0 : used.size / kitchenSize,
    };
    out.push(match);
    sortTitles.set(match, entry.sortTitle);
  }
  // The order of compareMatches.
  out.sort(
    (a, b) =>
      compareRank(a, b) ||
      compareByTitle(a, b, sortTitles.get(a) as string, sortTitles.get(b) as string),
  );
  return options.limit !== undefined ? out.slice(0, Math.max(0, options.limit)) : out;
}

/**
 * Ranks recipes for a kitchen of raw items ("Eggs", "2 cups flour", "cheddar"): items are
 * normalised to canonical keys (unknown ones are skipped — use `readKitchen` to report them),
 * the family tree decides what covers what (cheddar covers cheese, not the reverse), staples are
 * assumed present, filters apply, and the best come first (see `compareMatches`).
 */
export function matchRecipes<R extends MatchableRecipe>(
  kitchen: readonly string[],
  recipes: readonly R[] | RecipeIndex<R>,
  options: MatchOptions = {},
): RecipeMatch<R>[] {
  return matchKitchenKeys(readKitchen(kitchen).keys, recipes, options);
}

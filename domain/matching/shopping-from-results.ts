import type { IngredientKey } from '../ingredients/canonical-types.ts';
import {
  shoppingSuggestions,
  type ShoppingOptions,
  type ShoppingSuggestion,
} from './shopping-suggestions.ts';
import type { MatchableRecipe, RecipeMatch } from './types.ts';

/**
 * Shopping suggestions from the recipes a search actually returned (suggest-recipes-web's answer as
 * stored in session storage: library, larger-corpus, saved and AI recipes alike), rather than from
 * the bundled library. Each answer already carries its match data (`missing`, `canMake`,
 * `usedShare`), so nothing is re-matched: an ingredient unlocks the returned recipes for which it
 * is the only thing missing. The input is untrusted (hand-edited storage): anything malformed is
 * skipped, never thrown on.
 */

/** A returned recipe as the suggestions list it (title for the link, id for the tiebreak). */
export interface ReturnedRecipe extends MatchableRecipe {
  readonly slug: string;
}

/** At most this many returned recipes are read (the function answers at most 1000). */
export const MAX_RETURNED_RECIPES = 1000;
/** At most this many missing ingredients are read per recipe. */
const MAX_MISSING_PER_RECIPE = 50;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : null;

/** The missing keys of one answer: `missing` (keys), else `missingNames` (older or AI answers). */
function missingOf(value: Obj): IngredientKey[] | null {
  const list = Array.isArray(value.missing)
    ? value.missing
    : Array.isArray(value.missingNames)
      ? value.missingNames
      : null;
  if (list === null) return null;
  const keys = new Set<IngredientKey>();
  for (const item of list.slice(0, MAX_MISSING_PER_RECIPE)) {
    const key = str(item);
    if (key !== null) keys.add(key.toLowerCase().slice(0, 100) as IngredientKey);
  }
  return [...keys];
}

/** One answer as a match, or null when it has no title or no match data. */
function toReturnedMatch(value: unknown): RecipeMatch<ReturnedRecipe> | null {
  if (!isObj(value)) return null;
  const title = str(value.title)?.slice(0, 300);
  const missing = missingOf(value);
  if (!title || missing === null) return null;
  const slug = str(value.slug) ?? '';
  const share =
    typeof value.usedShare === 'number' && Number.isFinite(value.usedShare) ? value.usedShare : 0;
  const score = typeof value.score === 'number' && Number.isFinite(value.score) ? value.score : 0;
  return {
    recipe: {
      id: str(value.id) ?? (slug || title),
      slug,
      title,
      ingredientKeys: [],
      optionalKeys: [],
      totalMinutes: null,
    },
    used: [],
    missing,
    // What the answer claims is checked against what it lists: nothing missing means cookable.
    canMake: missing.length === 0,
    score,
    usedShare: Math.min(1, Math.max(0, share)),
  };
}

/** The returned recipes with match data, once each (by id); null when the value is not a list. */
export function returnedMatches(value: unknown): RecipeMatch<ReturnedRecipe>[] | null {
  if (!Array.isArray(value)) return null;
  const seen = new Set<string>();
  const out: RecipeMatch<ReturnedRecipe>[] = [];
  for (const entry of value.slice(0, MAX_RETURNED_RECIPES)) {
    const match = toReturnedMatch(entry);
    if (!match || seen.has(match.recipe.id)) continue;
    seen.add(match.recipe.id);
    out.push(match);
  }
  return out;
}

/**
 * Missing ingredients across the returned recipes, ranked by how many of them each would unlock,
 * then how many it brings closer, then by key (see shoppingSuggestions). Null when the value is not
 * a list of recipes; [] when none of them misses anything.
 */
export function shoppingFromResults(
  value: unknown,
  options: ShoppingOptions = {},
): ShoppingSuggestion<ReturnedRecipe>[] | null {
  const matches = returnedMatches(value);
  return matches === null ? null : shoppingSuggestions(matches, options);
}

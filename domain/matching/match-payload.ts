import { INGREDIENTS } from '../ingredients/canonical.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import type { MatchableLibraryRecipe } from './library-recipes.ts';
import type { RecipeMatch } from './types.ts';
import type {
  MatchData,
  RecipeCard,
  RecipeMatchPayload,
  RecipeSummaryPayload,
} from '../recipes/contract.ts';

/** Lower-case display name of a key ("spring-onion" → "spring onion"). */
export function ingredientDisplayName(key: IngredientKey | string): string {
  return (INGREDIENTS.get(key as IngredientKey)?.name ?? key).toLowerCase();
}

export function matchData(match: RecipeMatch): MatchData {
  return {
    used: [...match.used],
    missing: [...match.missing],
    usedNames: match.used.map(ingredientDisplayName),
    missingNames: match.missing.map(ingredientDisplayName),
    missingCount: match.missing.length,
    canMake: match.canMake,
    score: match.score,
    usedShare: Math.round(match.usedShare * 1000) / 1000,
  };
}

/** The card of a recipe held in the matcher's shape (a library recipe, a key-index entry). */
export interface CardSource {
  readonly title: string;
  readonly servings: number | null;
  readonly prepMinutes: number | null;
  readonly cookMinutes: number | null;
  readonly totalMinutes: number | null;
  readonly cuisine?: string | null;
  readonly mealType?: string | null;
  readonly dietTags?: readonly string[];
  readonly imageUrl: string | null;
  readonly source: string;
}

/** A card in the answer shape from a recipe in the matcher's shape, with its row's id and slug. */
export function cardOf(recipe: CardSource, id: string, slug: string): RecipeCard {
  const { title, servings, prepMinutes, cookMinutes, totalMinutes, imageUrl, source } = recipe;
  const { cuisine = null, mealType = null, dietTags = [] } = recipe;
  const times = { servings, prepMinutes, cookMinutes, totalMinutes };
  return {
    id,
    slug,
    title,
    ...times,
    cuisine,
    mealType,
    dietTags: [...dietTags],
    imageUrl,
    source,
  };
}

/**
 * A match as a summary: its card and match data, no details (see RecipeSummaryPayload). Written
 * field by field, in the order of `{ ...card, ...matchData(match), ai, summary }`: an object made
 * from two spreads is built slowly by V8 (~11 µs a summary against ~0.2 µs, measured on Node 20,
 * 100 summaries an answer) and is slower to serialise.
 */
export function summaryPayload(card: RecipeCard, match: RecipeMatch): RecipeSummaryPayload {
  const data = matchData(match);
  return {
    id: card.id,
    slug: card.slug,
    title: card.title,
    servings: card.servings,
    prepMinutes: card.prepMinutes,
    cookMinutes: card.cookMinutes,
    totalMinutes: card.totalMinutes,
    cuisine: card.cuisine,
    mealType: card.mealType,
    dietTags: card.dietTags,
    imageUrl: card.imageUrl,
    source: card.source,
    used: data.used,
    missing: data.missing,
    usedNames: data.usedNames,
    missingNames: data.missingNames,
    missingCount: data.missingCount,
    canMake: data.canMake,
    score: data.score,
    usedShare: data.usedShare,
    ai: false,
    summary: true,
  };
}

/** A built-in library match in the function's answer shape (for offline results). */
export function libraryMatchPayload(
  match: RecipeMatch<MatchableLibraryRecipe>,
): RecipeMatchPayload {
  const r = match.recipe;
  return {
    ...cardOf({ ...r, imageUrl: null, source: 'larder' }, r.slug, r.slug),
    description: r.description,
    equipment: [...r.equipment],
    ingredients: r.ingredients,
    steps: r.steps,
    nutrition: r.nutrition,
    ...matchData(match),
    ai: false,
  };
}

import { INGREDIENTS } from '../ingredients/canonical.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import type { MatchableLibraryRecipe } from './library-recipes.ts';
import type { RecipeMatch } from './types.ts';

/**
 * One suggested recipe as suggest-recipes-web answers it (and as the offline matcher produces it):
 * everything a results card and the recipe pages need, plus the match data.
 */
export interface RecipeMatchPayload {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  servings: number | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  cuisine: string | null;
  mealType: string | null;
  dietTags: string[];
  equipment: string[];
  ingredients: unknown;
  steps: unknown;
  nutrition: unknown;
  imageUrl: string | null;
  /** 'larder' (built-in), 'ai', 'saved' (the caller's own saved recipe), or an imported corpus. */
  source: string;
  /** For source 'saved': the saved_recipes row id, and the page it was saved from. */
  savedRecipeId?: string;
  url?: string;
  siteName?: string | null;
  /** Kitchen keys used, and the missing non-optional, non-staple keys. */
  used: string[];
  missing: string[];
  /** Lower-case display names of the same keys. */
  usedNames: string[];
  missingNames: string[];
  missingCount: number;
  canMake: boolean;
  score: number;
  usedShare: number;
  /** Written by an AI model rather than taken from a recipe collection. */
  ai: boolean;
  /** Card fields only (large corpora): read the full recipe from the recipes table by slug. */
  summary?: true;
}

/** Fields a summary leaves out: the app reads them from the recipes table when a recipe is opened. */
export type RecipeDetailField = 'description' | 'equipment' | 'ingredients' | 'steps' | 'nutrition';

/** A suggested recipe from a large corpus: the card and match data, without the recipe's details. */
export type RecipeSummaryPayload = Omit<RecipeMatchPayload, RecipeDetailField> & { summary: true };

export type MatchData = Pick<RecipeMatchPayload, 'used' | 'missing' | 'usedNames' | 'missingNames' | 'missingCount' | 'canMake' | 'score' | 'usedShare'>;

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

/** A built-in library match in the function's answer shape (for offline results). */
export function libraryMatchPayload(match: RecipeMatch<MatchableLibraryRecipe>): RecipeMatchPayload {
  const r = match.recipe;
  return {
    id: r.slug,
    slug: r.slug,
    title: r.title,
    description: r.description,
    servings: r.servings,
    prepMinutes: r.prepMinutes,
    cookMinutes: r.cookMinutes,
    totalMinutes: r.totalMinutes,
    cuisine: r.cuisine,
    mealType: r.mealType,
    dietTags: [...r.dietTags],
    equipment: [...r.equipment],
    ingredients: r.ingredients,
    steps: r.steps,
    nutrition: r.nutrition,
    imageUrl: null,
    source: 'larder',
    ...matchData(match),
    ai: false,
  };
}

import type { IngredientKey } from '../ingredients/canonical-types.ts';

/**
 * What the matcher needs to know about a recipe, whatever its source (the built-in library, a
 * database row, a user's saved recipe).
 */
export interface MatchableRecipe {
  /** Stable identifier (the slug for library recipes); the last tiebreak. */
  readonly id: string;
  readonly title: string;
  /** Distinct keys of the non-optional ingredients. */
  readonly ingredientKeys: readonly IngredientKey[];
  /** Distinct keys of the optional ingredients (never counted as missing). */
  readonly optionalKeys: readonly IngredientKey[];
  /** Prep plus cook minutes; null when unknown (such recipes pass no time filter). */
  readonly totalMinutes: number | null;
  readonly mealType?: string | null;
  readonly cuisine?: string | null;
  readonly dietTags?: readonly string[];
}

export interface MatchFilters {
  /** breakfast, lunch, dinner, side, dessert, snack (case-insensitive). */
  readonly mealType?: string;
  readonly cuisine?: string;
  /** A diet tag, or several that must all apply (vegetarian, vegan, gluten-free, dairy-free). */
  readonly diet?: string | readonly string[];
  readonly maxTotalMinutes?: number;
  /** Leave out recipes missing more than this many ingredients. */
  readonly maxMissing?: number;
}

export interface MatchOptions {
  /** Keys assumed present (salt, pepper, water by default); never reported missing. */
  readonly staples?: readonly IngredientKey[];
  readonly filters?: MatchFilters;
  /** At most this many matches, best first. */
  readonly limit?: number;
  /** Also list recipes that use nothing in the kitchen (for shopping baskets). */
  readonly includeUnrelated?: boolean;
}

export interface RecipeMatch<R extends MatchableRecipe = MatchableRecipe> {
  readonly recipe: R;
  /** Kitchen keys this recipe uses (required or optional), sorted. */
  readonly used: readonly IngredientKey[];
  /** Non-optional, non-staple ingredients the kitchen does not cover, in recipe order. */
  readonly missing: readonly IngredientKey[];
  /** Nothing is missing: the recipe can be made now. */
  readonly canMake: boolean;
  /** 0–100: the share of the recipe's required ingredients covered (staples count as covered). */
  readonly score: number;
  /** 0–1: the share of the kitchen's known ingredients this recipe uses. */
  readonly usedShare: number;
}

export interface IngredientSuggestionRef {
  readonly key: IngredientKey;
  readonly name: string;
}

/** A kitchen item the vocabulary does not know, with the closest known ingredient if any. */
export interface UnknownItem {
  readonly item: string;
  readonly suggestion: IngredientSuggestionRef | null;
}

export interface KitchenReading {
  /** Distinct known keys, sorted. */
  readonly keys: readonly IngredientKey[];
  readonly unknown: readonly UnknownItem[];
}

import type { IngredientKey } from '../ingredients/canonical-types.ts';
import type { MatchableRecipe } from './types.ts';

/** One recipe with what matching reads from it prepared once. */
export interface IndexedRecipe<R extends MatchableRecipe> {
  readonly recipe: R;
  readonly required: readonly IngredientKey[];
  readonly optional: readonly IngredientKey[];
  /** Lower-cased for filters. */
  readonly mealType: string | null;
  readonly cuisine: string | null;
  readonly dietTags: ReadonlySet<string>;
  /** Lower-cased title, for the deterministic tiebreak. */
  readonly sortTitle: string;
}

/** Recipes prepared for repeated matching (build once per recipe list, reuse per kitchen). */
export interface RecipeIndex<R extends MatchableRecipe = MatchableRecipe> {
  readonly entries: readonly IndexedRecipe<R>[];
}

const INDEXES = new WeakMap<readonly MatchableRecipe[], RecipeIndex<MatchableRecipe>>();

function distinct(keys: readonly IngredientKey[]): IngredientKey[] {
  return [...new Set(keys)];
}

/**
 * Recipes prepared for matching, not remembered: for a list matched once (a request's candidates
 * or saved recipes). buildRecipeIndex remembers its lists in a WeakMap, whose entries a
 * young-generation collection does not clear, so a one-off list and its index (~140 KB for 100
 * SQL candidates) were promoted to the old generation instead of dying young.
 */
export function indexRecipes<R extends MatchableRecipe>(recipes: readonly R[]): RecipeIndex<R> {
  const entries = recipes.map((recipe): IndexedRecipe<R> => {
    const required = distinct(recipe.ingredientKeys);
    const requiredSet = new Set(required);
    return {
      recipe,
      required,
      optional: distinct(recipe.optionalKeys).filter((k) => !requiredSet.has(k)),
      mealType: recipe.mealType ? recipe.mealType.toLowerCase() : null,
      cuisine: recipe.cuisine ? recipe.cuisine.toLowerCase() : null,
      dietTags: new Set((recipe.dietTags ?? []).map((t) => t.toLowerCase())),
      sortTitle: recipe.title.toLowerCase(),
    };
  });
  return { entries };
}

/** indexRecipes, remembered per list (by identity): for a list matched again and again (a library). */
export function buildRecipeIndex<R extends MatchableRecipe>(recipes: readonly R[]): RecipeIndex<R> {
  const cached = INDEXES.get(recipes) as RecipeIndex<R> | undefined;
  if (cached) return cached;
  const index = indexRecipes(recipes);
  INDEXES.set(recipes, index as RecipeIndex<MatchableRecipe>);
  return index;
}

export function isRecipeIndex<R extends MatchableRecipe>(
  value: readonly R[] | RecipeIndex<R>,
): value is RecipeIndex<R> {
  return !Array.isArray(value) && 'entries' in value;
}

import { DEFAULT_STAPLES } from '../ingredients/staples.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import type { MatchableLibraryRecipe } from './library-recipes.ts';
import type { RecipeMatchPayload } from '../recipes/contract.ts';
import { libraryMatchPayload } from './match-payload.ts';
import { matchKitchenKeys } from './match-recipes.ts';
import { indexRecipes } from './recipe-index.ts';

/**
 * One library recipe in the answer shape, matched against a kitchen (its keys): what the recipe
 * page shows for a recipe opened by its title. With no kitchen, everything but the staples is missing.
 */
export function libraryRecipePayload(
  recipe: MatchableLibraryRecipe,
  kitchenKeys: readonly IngredientKey[],
  staples: readonly IngredientKey[] = DEFAULT_STAPLES,
): RecipeMatchPayload {
  const [match] = matchKitchenKeys([...kitchenKeys], indexRecipes([recipe]), { staples });
  return libraryMatchPayload(
    match ?? {
      recipe,
      used: [],
      missing: recipe.ingredientKeys.filter((k) => !staples.includes(k)),
      canMake: false,
      score: 0,
      usedShare: 0,
    },
  );
}

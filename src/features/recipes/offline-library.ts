/**
 * The bundled recipe library for offline use (item 7), loaded on demand: the same domain matcher
 * the server runs, over RECIPE_LIBRARY, with the index built once per session.
 */
import {
  DEFAULT_STAPLES,
  RECIPE_LIBRARY,
  buildRecipeIndex,
  libraryMatchPayload,
  libraryRecipePayload,
  lookupBarcode,
  matchKitchenKeys,
  matchableLibrary,
  readKitchen,
  shoppingSuggestions,
  type IngredientKey,
  type MatchableLibraryRecipe,
  type RecipeIndex,
  type RecipeMatch,
  type RecipeMatchPayload,
} from '@domain';
import type { UnknownNote } from './recipe-session';
import { RECIPES_PER_INGREDIENT, toShoppingItems, type ShoppingItem } from './shopping-items';

/** The server's defaults: "can make now" and those one or two ingredients away, best 100. */
const MAX_MISSING = 2;
const LIMIT = 100;

let index: RecipeIndex<MatchableLibraryRecipe> | null = null;

function libraryIndex(): RecipeIndex<MatchableLibraryRecipe> {
  index ??= buildRecipeIndex(matchableLibrary(RECIPE_LIBRARY));
  return index;
}

function kitchenKeys(ingredients: readonly string[], barcodes: readonly string[]): IngredientKey[] {
  const keys = new Set<IngredientKey>(readKitchen(ingredients).keys);
  for (const code of barcodes) {
    const found = lookupBarcode(code);
    if (found.status === 'found') keys.add(found.product.key);
  }
  return [...keys].sort();
}

function matches(
  ingredients: readonly string[],
  barcodes: readonly string[],
  maxMissing: number | undefined,
  limit: number | undefined,
): RecipeMatch<MatchableLibraryRecipe>[] {
  return matchKitchenKeys(kitchenKeys(ingredients, barcodes), libraryIndex(), {
    staples: DEFAULT_STAPLES,
    ...(maxMissing !== undefined ? { filters: { maxMissing } } : {}),
    ...(limit !== undefined ? { limit } : {}),
  });
}

/** What suggest-recipes-web would answer from the built-in library, with what it did not know. */
export function matchOffline(
  ingredients: readonly string[],
  barcodes: readonly string[] = [],
): { recipes: RecipeMatchPayload[]; unknown: UnknownNote[] } {
  const unknown: UnknownNote[] = readKitchen(ingredients, { suggest: true }).unknown.map((u) => ({
    item: u.item,
    suggestion: u.suggestion ? u.suggestion.name.toLowerCase() : null,
  }));
  for (const code of barcodes) {
    if (lookupBarcode(code).status !== 'found') unknown.push({ item: code, suggestion: null });
  }
  return {
    recipes: matches(ingredients, barcodes, MAX_MISSING, LIMIT).map(libraryMatchPayload),
    unknown,
  };
}

/** Missing ingredients ranked by how many bundled recipes each would unlock. */
export function shoppingOffline(
  ingredients: readonly string[],
  barcodes: readonly string[] = [],
): ShoppingItem[] {
  return toShoppingItems(
    shoppingSuggestions(matches(ingredients, barcodes, MAX_MISSING, undefined), {
      recipesPerIngredient: RECIPES_PER_INGREDIENT,
    }),
  );
}

/** A library recipe by its title (case-insensitive) or slug, in the answer shape, or null. */
export function findLibraryRecipe(
  title: string,
  kitchen: readonly string[],
): RecipeMatchPayload | null {
  const wanted = title.trim().toLowerCase();
  const recipe = matchableLibrary(RECIPE_LIBRARY).find(
    (r) => r.title.toLowerCase() === wanted || r.slug === wanted,
  );
  return recipe ? libraryRecipePayload(recipe, kitchenKeys(kitchen, [])) : null;
}

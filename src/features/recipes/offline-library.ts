/**
 * The bundled recipe library for offline use (item 7), loaded on demand: the same domain matcher
 * the server runs, over RECIPE_LIBRARY, with the index built once per session.
 */
import {
  RECIPE_LIBRARY,
  buildRecipeIndex,
  libraryMatchPayload,
  libraryRecipePayload,
  lookupBarcode,
  matchKitchenKeys,
  matchableLibrary,
  readKitchen,
  readSuggestedRecipe,
  shoppingBaskets,
  shoppingSuggestions,
  type IngredientKey,
  type MatchableLibraryRecipe,
  type RecipeIndex,
  type RecipeMatch,
  type RecipeMatchPayload,
  type SuggestedRecipe,
} from '@domain';
import { assumedStaples } from '@/lib/staples';
import type { UnknownNote } from './recipe-session';
import {
  RECIPES_PER_INGREDIENT,
  toShoppingItems,
  type ShoppingBasketItem,
  type ShoppingItem,
} from './shopping-items';

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
  includeUnrelated = false,
): RecipeMatch<MatchableLibraryRecipe>[] {
  return matchKitchenKeys(kitchenKeys(ingredients, barcodes), libraryIndex(), {
    staples: assumedStaples(),
    includeUnrelated,
    ...(maxMissing !== undefined ? { filters: { maxMissing } } : {}),
    ...(limit !== undefined ? { limit } : {}),
  });
}

/**
 * What suggest-recipes-web would answer from the built-in library, with what it did not know; the
 * recipes read as the app holds them (as searchBackend reads the function's answer).
 */
export function matchOffline(
  ingredients: readonly string[],
  barcodes: readonly string[] = [],
): { recipes: SuggestedRecipe[]; unknown: UnknownNote[] } {
  const unknown: UnknownNote[] = readKitchen(ingredients, { suggest: true }).unknown.map((u) => ({
    item: u.item,
    suggestion: u.suggestion ? u.suggestion.name.toLowerCase() : null,
  }));
  for (const code of barcodes) {
    if (lookupBarcode(code).status !== 'found') unknown.push({ item: code, suggestion: null });
  }
  return {
    recipes: matches(ingredients, barcodes, MAX_MISSING, LIMIT)
      .map((match) => readSuggestedRecipe(libraryMatchPayload(match)))
      .filter((r): r is SuggestedRecipe => r !== null),
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

/** At most this many baskets are offered. */
const MAX_BASKETS = 5;

/**
 * For a kitchen no single purchase helps (nothing in the library is one or two ingredients away,
 * or nothing is recognised): the fewest ingredients to buy that make the most library recipes.
 */
export function basketsOffline(
  ingredients: readonly string[],
  barcodes: readonly string[] = [],
): ShoppingBasketItem[] {
  return shoppingBaskets(matches(ingredients, barcodes, undefined, undefined, true), {
    limit: MAX_BASKETS,
    recipesPerBasket: RECIPES_PER_INGREDIENT,
  }).map((b) => ({
    key: b.keys.join('+'),
    names: b.names.map((n) => n.toLowerCase()),
    unlocks: b.unlocks,
    recipes: b.recipes.map((r) => ({ title: r.title })),
  }));
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
  return recipe ? libraryRecipePayload(recipe, kitchenKeys(kitchen, []), assumedStaples()) : null;
}

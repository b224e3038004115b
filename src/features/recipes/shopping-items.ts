/**
 * What /shopping-suggestions lists: missing ingredients ranked by how many recipes each would
 * unlock. From the recipes the last search returned (session storage `currentRecipes`: the
 * function's answer, which may hold saved recipes and a corpus larger than the bundled library)
 * when there are any; the page falls back to the bundled library otherwise (offline-library).
 */
import { returnedMatches, shoppingSuggestions, type ShoppingSuggestion } from '@domain';
import { readStoredRecipes } from './stored-recipes';

export interface ShoppingItem {
  key: string;
  name: string;
  unlocks: number;
  bringsCloser: number;
  unlockedRecipes: { title: string }[];
  closerRecipes: { title: string }[];
}

/** Several ingredients to buy together, with the recipes they make cookable. */
export interface ShoppingBasketItem {
  key: string;
  names: string[];
  unlocks: number;
  recipes: { title: string }[];
}

/** At most this many ingredients are listed, each with at most this many recipes. */
export const MAX_SHOPPING_ITEMS = 40;
export const RECIPES_PER_INGREDIENT = 8;

/** Ranked suggestions in the page's shape: only ingredients that unlock or bring a recipe closer. */
export function toShoppingItems(list: readonly ShoppingSuggestion[]): ShoppingItem[] {
  return list
    .filter((s) => s.unlocks > 0 || s.bringsCloser > 0)
    .slice(0, MAX_SHOPPING_ITEMS)
    .map((s) => ({
      key: s.key,
      name: s.name.toLowerCase(),
      unlocks: s.unlocks,
      bringsCloser: s.bringsCloser,
      unlockedRecipes: s.unlockedRecipes.map((r) => ({ title: r.title })),
      closerRecipes: s.closerRecipes.map((r) => ({ title: r.title })),
    }));
}

export interface ResultsShopping {
  /** How many returned recipes were read. */
  recipes: number;
  items: ShoppingItem[];
}

/**
 * Suggestions from the stored search results; null when there are none to use (nothing stored, an
 * empty or unreadable value, or results that miss nothing), so the caller uses the library instead.
 */
export function shoppingFromStoredResults(): ResultsShopping | null {
  const stored = readStoredRecipes();
  if (stored.status !== 'ok' || stored.recipes.length === 0) return null;
  const matches = returnedMatches(stored.recipes) ?? [];
  const items = toShoppingItems(
    shoppingSuggestions(matches, { recipesPerIngredient: RECIPES_PER_INGREDIENT }),
  );
  return items.length > 0 ? { recipes: matches.length, items } : null;
}

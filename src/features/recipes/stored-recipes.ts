/**
 * Reading back the recipes of the last search (session storage `currentRecipes`, written by
 * storeSearch in recipe-session.ts). Apart from it because reading checks each recipe with the
 * recipe contract (zod), which only the pages that read results load, not the kitchen.
 */
import { readSuggestedRecipes, type SuggestedRecipe } from '@domain';
import { CURRENT_RECIPES_KEY } from './recipe-session';

export type StoredRecipes =
  { status: 'none' } | { status: 'corrupt' } | { status: 'ok'; recipes: SuggestedRecipe[] };

/**
 * The stored recipes, read as any recipes are (readSuggestedRecipes: an unreadable one is left
 * out); "corrupt" when the value is not JSON or not a list. Never throws on what is stored.
 */
export function readStoredRecipes(): StoredRecipes {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(CURRENT_RECIPES_KEY);
  } catch {
    return { status: 'none' };
  }
  if (raw === null) return { status: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    return { status: 'corrupt' };
  }
  const recipes = readSuggestedRecipes(value);
  return recipes === null ? { status: 'corrupt' } : { status: 'ok', recipes };
}

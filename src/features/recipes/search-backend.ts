/**
 * The network half of a recipe search (spec §7), loaded on demand so the Supabase client stays off
 * the kitchen's first load: `suggest-recipes-web` through the app's one call path to it
 * (`invokeSuggest`, src/lib/suggest-function.ts: supabase-js, else a direct POST with the anon
 * key), its answer read as recipes (the recipe contract, domain/recipes/contract.ts). A non-OK answer becomes "HTTP {status}: {text}". Only when both
 * cannot reach the server is the backend "unreachable".
 */
import { readSuggestedRecipes, type RecipeSearchRequest, type SuggestedRecipe } from '@domain';
import { errorMessageOf, invokeSuggest } from '@/lib/suggest-function';
import { toUnknownNotes, type UnknownNote } from './recipe-session';

export type BackendOutcome =
  | { kind: 'recipes'; recipes: SuggestedRecipe[]; unknown: UnknownNote[] }
  | { kind: 'error'; message: string }
  | { kind: 'unreachable' };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;

/**
 * The function's answer, read once here: its error message, or its recipes as the app holds them
 * (readSuggestedRecipes; a missing list counts as none, an unreadable recipe is left out).
 */
export function outcomeOf(data: unknown): BackendOutcome {
  const message = errorMessageOf(data);
  if (message !== null) return { kind: 'error', message };
  if (!isObj(data)) return { kind: 'recipes', recipes: [], unknown: [] };
  const recipes = readSuggestedRecipes(data.recipes) ?? [];
  const unknown = [
    ...toUnknownNotes(data.unknownIngredients),
    ...toUnknownNotes(data.unknownBarcodes),
  ];
  return { kind: 'recipes', recipes, unknown };
}

/** Asks the backend for recipes; never throws. */
export async function searchBackend(body: RecipeSearchRequest): Promise<BackendOutcome> {
  const outcome = await invokeSuggest(body);
  return outcome.kind === 'data' ? outcomeOf(outcome.data) : outcome;
}

/**
 * One recipe read from the public `recipes` table: the details a summary leaves out (large corpora
 * answer summaries, see SuggestedRecipe.complete), or a recipe that is neither in the current results
 * nor bundled. Loaded on demand so the Supabase client stays off the kitchen's first load. Looked
 * up by slug, else by title; either is only a filter value that supabase-js sends. Answers are
 * held in the app's server-data cache (src/lib/server-cache.ts) for the session — library rows do
 * not change under a user — so going back and forth between the results and a recipe does not
 * refetch, and two look-ups of one recipe at the same time share one request.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { readSuggestedRecipe, rowCard, type RecipeCardRow, type SuggestedRecipe } from '@domain';
import { isJsonObject } from '@/lib/json-values';
import { queryCache, SERVER_KEYS } from '@/lib/server-cache';
import { supabase } from '@/lib/supabase';

export class RecipeDetailsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecipeDetailsError';
  }
}

/** Which recipe to read: its slug when it has one, else its title. */
export interface RecipeRef {
  slug: string;
  title: string;
}

const TABLE = 'recipes';
/** The columns the recipe pages show (not the matching columns). */
const COLUMNS =
  'id,slug,title,description,servings,prep_minutes,cook_minutes,total_minutes,cuisine,meal_type,diet_tags,equipment,ingredients,steps,nutrition';
/** The table's own limits: anything else cannot be a recipe there, so it is not asked for. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_SLUG = 200;
const MAX_TITLE = 300;
/** A recipe is one small row: past this, the page says it could not be read and offers Retry. */
const TIMEOUT_MS = 15_000;

/**
 * A row as the REST API answers it (snake_case), read as the recipe pages read any recipe: its card
 * and details in the answer's shape (rowCard, as the function answers them), then checked like any
 * answer (readSuggestedRecipe). Its `source` is not read: a row of the recipes table is never one
 * of the user's saved recipes.
 */
export function recipeRowView(row: unknown): SuggestedRecipe | null {
  if (!isJsonObject(row)) return null;
  // Untrusted until read: rowCard only moves the columns, readSuggestedRecipe checks each of them.
  return readSuggestedRecipe({ ...rowCard(row as unknown as RecipeCardRow), source: 'larder' });
}

function filterOf(ref: RecipeRef): { column: 'slug' | 'title'; value: string } | null {
  if (ref.slug.length <= MAX_SLUG && SLUG.test(ref.slug))
    return { column: 'slug', value: ref.slug };
  const title = ref.title.trim();
  return title !== '' && title.length <= MAX_TITLE ? { column: 'title', value: title } : null;
}

/** The recipe, or null when the table has none; throws RecipeDetailsError when it cannot be read. */
export async function fetchRecipeDetails(
  client: SupabaseClient,
  ref: RecipeRef,
): Promise<SuggestedRecipe | null> {
  const filter = filterOf(ref);
  if (!filter) return null;
  const { data, error } = await client
    .from(TABLE)
    .select(COLUMNS)
    .eq(filter.column, filter.value)
    // the recipe pages show meals; a drink of the same name has its own page (/bar-recipe)
    .eq('kind', 'meal')
    .order('slug')
    .limit(1)
    .abortSignal(AbortSignal.timeout(TIMEOUT_MS))
    .maybeSingle()
    // the page offers Retry at once, not after the client's own retries (1 + 2 + 4 s)
    .retry(false);
  if (error) throw new RecipeDetailsError(error.message);
  return recipeRowView(data);
}

/** fetchRecipeDetails through the app's client and cache (a failure is not kept: it is asked again). */
export function loadRecipeDetails(ref: RecipeRef): Promise<SuggestedRecipe | null> {
  const filter = filterOf(ref);
  if (!filter) return Promise.resolve(null);
  return queryCache.fetch(
    SERVER_KEYS.recipe(filter.column, filter.value),
    () => fetchRecipeDetails(supabase, ref),
    { staleMs: Infinity, refetchOnFocus: false },
  );
}

/**
 * Reading and writing `saved_recipes` as the signed-in user. Row-level security decides what the
 * user may see and change; these functions never filter by user themselves. They take the client
 * as an argument and throw `SavedRecipesError` on failure; the pages decide what to show.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ImportRow } from './import-recipes';
import { toSavedRecipe, toSavedRecipes, type SavedRecipe } from './saved-recipe';

export class SavedRecipesError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'SavedRecipesError';
  }
}

const TABLE = 'saved_recipes';
/** The REST server answers at most this many rows a request. */
const PAGE = 1000;
/** Request bodies over 1 MiB are refused; batches stay under this. */
const MAX_BATCH_CHARS = 800_000;
const UNIQUE_VIOLATION = '23505';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fail(error: { message: string; code?: string | null }): never {
  throw new SavedRecipesError(error.message, error.code ?? null);
}

/** Every saved recipe the user can read, newest first (page by page past the server's row cap). */
export async function listSavedRecipes(client: SupabaseClient): Promise<SavedRecipe[]> {
  const out: SavedRecipe[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client
      .from(TABLE)
      .select('*')
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, from + PAGE - 1);
    if (error) fail(error);
    const rows = Array.isArray(data) ? data : [];
    out.push(...toSavedRecipes(rows));
    if (rows.length < PAGE) return out;
  }
}

/** One saved recipe, or null when there is none the user may read (a bad id included). */
export async function getSavedRecipe(
  client: SupabaseClient,
  id: string,
): Promise<SavedRecipe | null> {
  if (!UUID.test(id)) return null;
  const { data, error } = await client.from(TABLE).select('*').eq('id', id).maybeSingle();
  if (error) fail(error);
  return toSavedRecipe(data);
}

export async function deleteSavedRecipe(client: SupabaseClient, id: string): Promise<void> {
  const { error } = await client.from(TABLE).delete().eq('id', id);
  if (error) fail(error);
}

/** The favourite rows pointing at a saved recipe (deleting the recipe deletes them too). */
export async function favoritesOf(
  client: SupabaseClient,
  id: string,
): Promise<Record<string, unknown>[]> {
  const { data, error } = await client
    .from('favorites')
    .select('id,user_id,saved_recipe_id,created_at')
    .eq('saved_recipe_id', id);
  return error || !Array.isArray(data) ? [] : (data as Record<string, unknown>[]);
}

/**
 * Puts a deleted recipe back exactly as it was (same id and date), for "Undo", and its favourite
 * rows with it (best effort: the recipe is what matters).
 */
export async function restoreSavedRecipe(
  client: SupabaseClient,
  recipe: SavedRecipe,
  userId: string,
  favorites: readonly Record<string, unknown>[] = [],
): Promise<void> {
  const { updated_at: _updated, ...row } = recipe;
  const { error } = await client.from(TABLE).insert({ ...row, user_id: userId });
  if (error) fail(error);
  if (favorites.length > 0) await client.from('favorites').insert([...favorites]);
}

export async function updateNotesAndTags(
  client: SupabaseClient,
  id: string,
  notes: string | null,
  tags: string[],
): Promise<SavedRecipe> {
  const { data, error } = await client
    .from(TABLE)
    .update({ notes, tags })
    .eq('id', id)
    .select('*')
    .maybeSingle();
  if (error) fail(error);
  const row = toSavedRecipe(data);
  if (!row) throw new SavedRecipesError('not found', 'PGRST116');
  return row;
}

/** The canonical URLs the user has saved, to report duplicates before importing. */
export async function savedCanonicalUrls(client: SupabaseClient): Promise<Set<string>> {
  const out = new Set<string>();
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client
      .from(TABLE)
      .select('canonical_url')
      .order('id', { ascending: true })
      .range(from, from + PAGE - 1);
    if (error) fail(error);
    const rows = (Array.isArray(data) ? data : []) as { canonical_url?: unknown }[];
    for (const r of rows) if (typeof r.canonical_url === 'string') out.add(r.canonical_url);
    if (rows.length < PAGE) return out;
  }
}

/** Rows in as few requests as the server's body limit allows (usually one). */
function batches(rows: readonly ImportRow[]): ImportRow[][] {
  const out: ImportRow[][] = [];
  let current: ImportRow[] = [];
  let size = 0;
  for (const row of rows) {
    const chars = JSON.stringify(row).length;
    if (current.length > 0 && size + chars > MAX_BATCH_CHARS) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(row);
    size += chars;
  }
  if (current.length > 0) out.push(current);
  return out;
}

export interface InsertOutcome {
  inserted: number;
  /** Titles that turned out to be saved already (saved elsewhere while the preview was open). */
  duplicates: string[];
}

/**
 * Inserts imported rows. Each batch is one request; when a batch meets a duplicate canonical URL
 * (saved meanwhile, e.g. in another tab) it is retried row by row so only the duplicates are left
 * out. Any other error stops the import and is thrown.
 */
export async function insertImported(
  client: SupabaseClient,
  rows: readonly ImportRow[],
): Promise<InsertOutcome> {
  const outcome: InsertOutcome = { inserted: 0, duplicates: [] };
  for (const batch of batches(rows)) {
    // Rows may differ in keys (created_at is optional): missing ones take the column default.
    const { error } = await client.from(TABLE).insert(batch, { defaultToNull: false });
    if (!error) {
      outcome.inserted += batch.length;
      continue;
    }
    if (error.code !== UNIQUE_VIOLATION) fail(error);
    for (const row of batch) {
      const one = await client.from(TABLE).insert(row);
      if (!one.error) outcome.inserted += 1;
      else if (one.error.code === UNIQUE_VIOLATION) outcome.duplicates.push(row.title);
      else fail(one.error);
    }
  }
  return outcome;
}

import type { TablesInsert } from '@domain';
import type { LarderClient } from '@/lib/supabase';
import type { FavoriteTarget } from '@/components/favorite-slot';

/** One favourite as the app shows it: what it points at, its title, when it was added. */
export interface FavoriteEntry {
  /** `favoriteKey(target)`: one per target. */
  key: string;
  /** The favorites row id; null while an optimistic add is on its way. */
  id: string | null;
  target: FavoriteTarget;
  /** public.recipes id of a built-in recipe (what the row stores); null for saved recipes. */
  recipeId: string | null;
  title: string;
  createdAt: string;
}

/** The row to insert: a built-in recipe by its id, or a saved recipe by its id. */
export type FavoriteRef = { recipeId: string } | { savedRecipeId: string };

/** What the favourites store needs from the backend (supabase-js in the app, a fake in tests). */
export interface FavoritesApi {
  list(): Promise<FavoriteEntry[]>;
  recipeIdForSlug(slug: string): Promise<string | null>;
  /** public.recipes id of the library drink with this title (kind = 'drink'). */
  drinkIdForTitle(title: string): Promise<string | null>;
  insert(
    userId: string,
    ref: FavoriteRef,
    createdAt?: string,
  ): Promise<{ id: string; createdAt: string }>;
  remove(id: string): Promise<void>;
}

/** A failed backend call; `code` is the Postgres/PostgREST code when there is one. */
export class FavoritesError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'FavoritesError';
  }
}

export const UNIQUE_VIOLATION = '23505';

export function favoriteKey(target: FavoriteTarget): string {
  switch (target.kind) {
    case 'recipe':
      return `recipe:${target.slug}`;
    case 'drink':
      return `drink:${target.title}`;
    case 'saved':
      return `saved:${target.id}`;
  }
}

/** Where a favourite opens: the built-in recipe or drink page by title, or the saved recipe by id. */
export function favoritePath(entry: Pick<FavoriteEntry, 'target' | 'title'>): string {
  switch (entry.target.kind) {
    case 'recipe':
      return `/recipe/${encodeURIComponent(entry.title)}`;
    case 'drink':
      return `/bar-recipe/${encodeURIComponent(entry.target.title)}`;
    case 'saved':
      return `/saved-recipe/${encodeURIComponent(entry.target.id)}`;
  }
}

/** At most this many favourites are read (newest first). */
export const MAX_FAVORITES = 500;

export interface FavoriteRow {
  id: string;
  recipe_id: string | null;
  saved_recipe_id: string | null;
  created_at: string;
}

/**
 * Favourite rows joined (in the client: the REST layer has no embedded resources) with the
 * recipes and saved recipes they point at, newest first. Rows whose target is gone are left out.
 */
export function toFavoriteEntries(
  rows: readonly FavoriteRow[],
  recipes: readonly { id: string; slug: string; title: string; kind?: string }[],
  saved: readonly { id: string; title: string }[],
): FavoriteEntry[] {
  const recipeById = new Map(recipes.map((r) => [r.id, r]));
  const savedById = new Map(saved.map((s) => [s.id, s]));
  const entries: FavoriteEntry[] = [];
  for (const row of rows) {
    const recipe = row.recipe_id ? recipeById.get(row.recipe_id) : undefined;
    const own = row.saved_recipe_id ? savedById.get(row.saved_recipe_id) : undefined;
    const target: FavoriteTarget | null = recipe
      ? recipe.kind === 'drink'
        ? { kind: 'drink', title: recipe.title }
        : { kind: 'recipe', slug: recipe.slug }
      : own
        ? { kind: 'saved', id: own.id }
        : null;
    if (!target) continue;
    entries.push({
      key: favoriteKey(target),
      id: row.id,
      target,
      recipeId: recipe?.id ?? null,
      title: (recipe ?? own)?.title ?? '',
      createdAt: row.created_at,
    });
  }
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function fail(
  error: { message: string; code?: string } | null,
  what: string,
): asserts error is null {
  if (error) throw new FavoritesError(`${what}: ${error.message}`, error.code ?? null);
}

/** The favourites API over supabase-js; RLS limits every call to the signed-in user's rows. */
export function supabaseFavoritesApi(client: LarderClient): FavoritesApi {
  return {
    async list() {
      const rows = await client
        .from('favorites')
        .select('id,recipe_id,saved_recipe_id,created_at')
        .order('created_at', { ascending: false })
        .limit(MAX_FAVORITES);
      fail(rows.error, 'Could not read favorites');
      const favorites: FavoriteRow[] = rows.data ?? [];
      const recipeIds = favorites.flatMap((f) => (f.recipe_id ? [f.recipe_id] : []));
      const savedIds = favorites.flatMap((f) => (f.saved_recipe_id ? [f.saved_recipe_id] : []));
      const [recipes, saved] = await Promise.all([
        recipeIds.length > 0
          ? client.from('recipes').select('id,slug,title,kind').in('id', recipeIds)
          : Promise.resolve({ data: [], error: null }),
        savedIds.length > 0
          ? client.from('saved_recipes').select('id,title').in('id', savedIds)
          : Promise.resolve({ data: [], error: null }),
      ]);
      fail(recipes.error, 'Could not read favourite recipes');
      fail(saved.error, 'Could not read favourite saved recipes');
      return toFavoriteEntries(favorites, recipes.data ?? [], saved.data ?? []);
    },
    async recipeIdForSlug(slug) {
      const { data, error } = await client
        .from('recipes')
        .select('id')
        .eq('slug', slug)
        .maybeSingle();
      fail(error, 'Could not find the recipe');
      return data?.id ?? null;
    },
    async drinkIdForTitle(title) {
      const { data, error } = await client
        .from('recipes')
        .select('id')
        .eq('kind', 'drink')
        .eq('title', title)
        .limit(1)
        .maybeSingle();
      fail(error, 'Could not find the drink');
      return data?.id ?? null;
    },
    async insert(userId, ref, createdAt) {
      const row: TablesInsert<'favorites'> = {
        user_id: userId,
        ...('recipeId' in ref
          ? { recipe_id: ref.recipeId }
          : { saved_recipe_id: ref.savedRecipeId }),
        ...(createdAt ? { created_at: createdAt } : {}),
      };
      const { data, error } = await client
        .from('favorites')
        .insert(row)
        .select('id,created_at')
        .single();
      fail(error, 'Could not add the favorite');
      return { id: data.id, createdAt: data.created_at };
    },
    async remove(id) {
      const { error } = await client.from('favorites').delete().eq('id', id);
      fail(error, 'Could not remove the favorite');
    },
  };
}

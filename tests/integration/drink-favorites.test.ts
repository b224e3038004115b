import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  DRINK_LIBRARY,
  drinkFromRow,
  drinkRowSlug,
  drinkSlugOfRow,
  type Database,
} from '../../domain/index.ts';
import { postgresAvailable, type DatabaseKind } from './helpers/schema-db.ts';
import { startHttpBackend, type HttpBackend } from './helpers/rls-http-server.ts';

const SETUP_TIMEOUT_MS = 180_000;
const kinds: DatabaseKind[] = ['pglite', 'postgres'];
const postgresUp = await postgresAvailable();

type Client = SupabaseClient<Database>;

/** The queries the app's favourites API makes (src/features/favorites/favorites-api.ts). */
function favouritesOf(client: Client) {
  return {
    async recipeIdForSlug(slug: string): Promise<string | null> {
      const { data, error } = await client
        .from('recipes')
        .select('id')
        .eq('slug', slug)
        .maybeSingle();
      if (error) throw error;
      return data?.id ?? null;
    },
    async insert(userId: string, recipeId: string) {
      const { data, error } = await client
        .from('favorites')
        .insert({ user_id: userId, recipe_id: recipeId })
        .select('id')
        .single();
      if (error) throw error;
      return data.id;
    },
    /** Favourites joined with their recipes in the client, as the app does (id, slug, title, kind). */
    async list() {
      const rows = await client.from('favorites').select('id, recipe_id').order('created_at');
      if (rows.error) throw rows.error;
      const ids = rows.data.flatMap((r) => (r.recipe_id ? [r.recipe_id] : []));
      const recipes = await client.from('recipes').select('id, slug, title, kind').in('id', ids);
      if (recipes.error) throw recipes.error;
      return rows.data.map((r) => ({
        id: r.id,
        recipe: recipes.data.find((x) => x.id === r.recipe_id),
      }));
    },
    async remove(id: string) {
      const { error } = await client.from('favorites').delete().eq('id', id);
      if (error) throw error;
    },
  };
}

/**
 * Favourite drinks at the data level: a drink is a row of public.recipes (kind 'drink'), so the
 * favourites the app already keeps (favorites.recipe_id) hold drinks too — over HTTP with real
 * sessions, with the queries the app's favourites API makes.
 */
describe.each(kinds)('favourite drinks on %s', (kind) => {
  const skip = kind === 'postgres' && !postgresUp;
  let backend: HttpBackend;
  let a: { id: string; client: Client; fav: ReturnType<typeof favouritesOf> };
  let b: { id: string; fav: ReturnType<typeof favouritesOf> };
  const negroni = DRINK_LIBRARY.find((d) => d.id === 'negroni')!;

  beforeAll(async () => {
    if (skip) return;
    backend = await startHttpBackend(kind);
    const userA = await backend.signedInUser('fav-a@larder.test');
    const userB = await backend.signedInUser('fav-b@larder.test');
    a = { id: userA.id, client: userA.client, fav: favouritesOf(userA.client) };
    b = { id: userB.id, fav: favouritesOf(userB.client) };
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await backend?.close();
  });

  it.skipIf(skip)('favourites a drink and reads it back as a drink, the whole drink', async () => {
    const recipeId = await a.fav.recipeIdForSlug(drinkRowSlug(negroni));
    expect(recipeId).toMatch(/^[0-9a-f-]{36}$/);
    const id = await a.fav.insert(a.id, recipeId!);
    expect(await a.fav.list()).toEqual([
      { id, recipe: { id: recipeId, slug: 'drink-negroni', title: 'Negroni', kind: 'drink' } },
    ]);
    // what a favourites page needs to tell a drink from a meal, and to show it
    expect(drinkSlugOfRow('drink-negroni')).toBe('negroni');
    const row = await a.client
      .from('recipes')
      .select('id, kind, title, description, ingredients, steps, drink')
      .eq('id', recipeId!)
      .single();
    expect(row.error).toBeNull();
    expect(drinkFromRow(row.data)).toEqual(negroni);
  });

  it.skipIf(skip)('keeps a drink and the meal of the same name apart', async () => {
    const lassi = DRINK_LIBRARY.find((d) => d.id === 'mango-lassi')!;
    const drink = await a.fav.recipeIdForSlug(drinkRowSlug(lassi));
    const meal = await a.fav.recipeIdForSlug('mango-lassi');
    expect(drink).not.toBeNull();
    expect(meal).not.toBeNull();
    expect(drink).not.toBe(meal);
    await a.fav.insert(a.id, drink!);
    await a.fav.insert(a.id, meal!);
    const kinds = (await a.fav.list()).map((f) => `${f.recipe?.kind}:${f.recipe?.slug}`);
    expect(kinds.sort()).toEqual([
      'drink:drink-mango-lassi',
      'drink:drink-negroni',
      'meal:mango-lassi',
    ]);
  });

  it.skipIf(skip)(
    'holds each drink once per user, keeps it to its owner, and removes it',
    async () => {
      const recipeId = (await a.fav.recipeIdForSlug(drinkRowSlug(negroni)))!;
      await expect(a.fav.insert(a.id, recipeId)).rejects.toMatchObject({ code: '23505' });
      expect(await b.fav.list()).toEqual([]);
      await expect(b.fav.insert(a.id, recipeId)).rejects.toMatchObject({ code: '42501' });
      const mine = await b.fav.insert(b.id, recipeId);
      expect((await b.fav.list()).map((f) => f.recipe?.title)).toEqual(['Negroni']);
      await b.fav.remove(mine);
      expect(await b.fav.list()).toEqual([]);
      expect((await a.fav.list()).map((f) => f.recipe?.title)).toContain('Negroni');
    },
  );
});

import { describe, expect, it, vi } from 'vitest';
import {
  FavoritesError,
  toFavoriteEntries,
  UNIQUE_VIOLATION,
  type FavoriteEntry,
  type FavoriteRef,
  type FavoritesApi,
} from './favorites-api';
import { QueryCache } from '@/lib/server-cache';
import { FavoritesStore } from './favorites-store';

const USER = '11111111-1111-4111-8111-111111111111';
const PANCAKES_ID = 'aaaaaaaa-0000-4000-8000-000000000001';
const SOUP_ID = 'aaaaaaaa-0000-4000-8000-000000000002';
const BREAD_SAVED_ID = 'bbbbbbbb-0000-4000-8000-000000000001';
const NEGRONI_ID = 'aaaaaaaa-0000-4000-8000-000000000003';

function entry(
  over: Partial<FavoriteEntry> & Pick<FavoriteEntry, 'key' | 'target' | 'title'>,
): FavoriteEntry {
  return { id: `fav-${over.key}`, recipeId: null, createdAt: '2026-11-01T10:00:00.000Z', ...over };
}

const pancakes = entry({
  key: 'recipe:classic-pancakes',
  target: { kind: 'recipe', slug: 'classic-pancakes' },
  recipeId: PANCAKES_ID,
  title: 'Classic Pancakes',
  createdAt: '2026-11-02T10:00:00.000Z',
});
const bread = entry({
  key: `saved:${BREAD_SAVED_ID}`,
  target: { kind: 'saved', id: BREAD_SAVED_ID },
  title: 'Pumpkin Bread',
  createdAt: '2026-11-01T10:00:00.000Z',
});

/** A backend in memory: the list, and every insert and delete it was asked for. */
function fakeApi(initial: FavoriteEntry[] = []) {
  let rows = [...initial];
  let next = 0;
  const calls = { list: 0, slug: 0, inserts: [] as FavoriteRef[], removes: [] as string[] };
  const api: FavoritesApi = {
    list: vi.fn(async () => {
      calls.list += 1;
      return [...rows];
    }),
    recipeIdForSlug: vi.fn(async (slug: string) => {
      calls.slug += 1;
      return (
        ({ 'classic-pancakes': PANCAKES_ID, 'tomato-soup': SOUP_ID } as Record<string, string>)[
          slug
        ] ?? null
      );
    }),
    drinkIdForTitle: vi.fn(async (title: string) => (title === 'Negroni' ? NEGRONI_ID : null)),
    insert: vi.fn(async (_user: string, ref: FavoriteRef, createdAt?: string) => {
      calls.inserts.push(ref);
      next += 1;
      return { id: `new-${next}`, createdAt: createdAt ?? `2026-11-22T10:00:0${next}.000Z` };
    }),
    remove: vi.fn(async (id: string) => {
      calls.removes.push(id);
      rows = rows.filter((r) => r.id !== id);
    }),
  };
  return { api, calls, setRows: (r: FavoriteEntry[]) => (rows = r) };
}

async function signedIn(initial: FavoriteEntry[] = []) {
  const backend = fakeApi(initial);
  const store = new FavoritesStore(backend.api);
  store.setUser(USER);
  await store.load();
  return { store, ...backend };
}

const titles = (store: FavoritesStore) => store.getSnapshot().entries.map((e) => e.title);

describe('toFavoriteEntries', () => {
  it('joins rows to their recipes and saved recipes, newest first, dropping rows whose target is gone', () => {
    const entries = toFavoriteEntries(
      [
        {
          id: 'f1',
          recipe_id: PANCAKES_ID,
          saved_recipe_id: null,
          created_at: '2026-11-01T00:00:00Z',
        },
        {
          id: 'f2',
          recipe_id: null,
          saved_recipe_id: BREAD_SAVED_ID,
          created_at: '2026-11-03T00:00:00Z',
        },
        { id: 'f3', recipe_id: SOUP_ID, saved_recipe_id: null, created_at: '2026-11-02T00:00:00Z' },
      ],
      [{ id: PANCAKES_ID, slug: 'classic-pancakes', title: 'Classic Pancakes' }],
      [{ id: BREAD_SAVED_ID, title: 'Pumpkin Bread' }],
    );
    expect(entries).toEqual([
      {
        key: `saved:${BREAD_SAVED_ID}`,
        id: 'f2',
        target: { kind: 'saved', id: BREAD_SAVED_ID },
        recipeId: null,
        title: 'Pumpkin Bread',
        createdAt: '2026-11-03T00:00:00Z',
      },
      {
        key: 'recipe:classic-pancakes',
        id: 'f1',
        target: { kind: 'recipe', slug: 'classic-pancakes' },
        recipeId: PANCAKES_ID,
        title: 'Classic Pancakes',
        createdAt: '2026-11-01T00:00:00Z',
      },
    ]);
  });
});

describe('FavoritesStore', () => {
  it('reads the list once for everyone who asks at the same time', async () => {
    const { api, calls } = fakeApi([pancakes]);
    const store = new FavoritesStore(api);
    store.setUser(USER);
    await Promise.all([store.load(), store.load(), store.load()]);
    expect(calls.list).toBe(1);
    expect(store.getSnapshot().status).toBe('ready');
    expect(store.has({ kind: 'recipe', slug: 'classic-pancakes' })).toBe(true);
  });

  it('guests have no list and cannot add', async () => {
    const { api, calls } = fakeApi([pancakes]);
    const store = new FavoritesStore(api);
    store.setUser(null);
    await store.load();
    expect(store.getSnapshot()).toMatchObject({ status: 'idle', entries: [] });
    await expect(store.add({ kind: 'recipe', slug: 'tomato-soup' }, 'Tomato Soup')).rejects.toThrow(
      FavoritesError,
    );
    expect(calls.list).toBe(0);
    expect(calls.inserts).toEqual([]);
  });

  it('adds a built-in recipe by its library id (looked up once per slug) and shows it at once', async () => {
    const { store, calls } = await signedIn([pancakes]);
    const adding = store.add({ kind: 'recipe', slug: 'tomato-soup' }, 'Tomato Soup');
    expect(titles(store)).toEqual(['Tomato Soup', 'Classic Pancakes']);
    expect(store.getSnapshot().pending.has('recipe:tomato-soup')).toBe(true);
    await adding;
    expect(calls.inserts).toEqual([{ recipeId: SOUP_ID }]);
    expect(store.getSnapshot().entries[0]).toMatchObject({ id: 'new-1', recipeId: SOUP_ID });
    expect(store.getSnapshot().pending.size).toBe(0);

    await store.remove({ kind: 'recipe', slug: 'tomato-soup' });
    await store.add({ kind: 'recipe', slug: 'tomato-soup' }, 'Tomato Soup');
    expect(calls.slug).toBe(1);
  });

  it('uses the id already known from the list instead of looking the slug up', async () => {
    const { store, calls } = await signedIn([pancakes]);
    await store.remove(pancakes.target);
    await store.add(pancakes.target, pancakes.title);
    expect(calls.slug).toBe(0);
    expect(calls.inserts).toEqual([{ recipeId: PANCAKES_ID }]);
  });

  it('adds a library drink by the id of its recipes row (kind drink), found by its title', async () => {
    const { store, calls } = await signedIn();
    await store.add({ kind: 'drink', title: 'Negroni' }, 'Negroni');
    expect(calls.inserts).toEqual([{ recipeId: NEGRONI_ID }]);
    expect(store.has({ kind: 'drink', title: 'Negroni' })).toBe(true);
    await expect(store.add({ kind: 'drink', title: 'No Such Drink' }, 'x')).rejects.toThrow(
      FavoritesError,
    );
  });

  it('reads a drink row back as a drink favourite', () => {
    const [entry] = toFavoriteEntries(
      [
        {
          id: 'f9',
          recipe_id: NEGRONI_ID,
          saved_recipe_id: null,
          created_at: '2026-11-05T00:00:00Z',
        },
      ],
      [{ id: NEGRONI_ID, slug: 'negroni', title: 'Negroni', kind: 'drink' }],
      [],
    );
    expect(entry).toMatchObject({
      key: 'drink:Negroni',
      target: { kind: 'drink', title: 'Negroni' },
    });
  });

  it('adds a saved recipe by its row id', async () => {
    const { store, calls } = await signedIn();
    await store.add(bread.target, bread.title);
    expect(calls.inserts).toEqual([{ savedRecipeId: BREAD_SAVED_ID }]);
    expect(titles(store)).toEqual(['Pumpkin Bread']);
  });

  it('rolls an add back when the backend refuses it', async () => {
    const { store, api } = await signedIn([pancakes]);
    vi.mocked(api.insert).mockRejectedValueOnce(new FavoritesError('permission denied', '42501'));
    await expect(store.add(bread.target, bread.title)).rejects.toThrow('permission denied');
    expect(titles(store)).toEqual(['Classic Pancakes']);
    expect(store.getSnapshot().pending.size).toBe(0);
  });

  it('rolls an add back when the recipe is not in the library', async () => {
    const { store, calls } = await signedIn();
    await expect(store.add({ kind: 'recipe', slug: 'no-such-recipe' }, 'Nothing')).rejects.toThrow(
      /no-such-recipe/,
    );
    expect(titles(store)).toEqual([]);
    expect(calls.inserts).toEqual([]);
  });

  it('an add that already exists elsewhere (unique violation) reads the real row instead of failing', async () => {
    const { store, api, setRows } = await signedIn();
    const soup = entry({
      key: 'recipe:tomato-soup',
      target: { kind: 'recipe', slug: 'tomato-soup' },
      recipeId: SOUP_ID,
      title: 'Tomato Soup',
      id: 'other-tab',
    });
    setRows([soup]);
    vi.mocked(api.insert).mockRejectedValueOnce(
      new FavoritesError('duplicate key', UNIQUE_VIOLATION),
    );
    await store.add(soup.target, soup.title);
    expect(store.getSnapshot().entries).toEqual([soup]);
  });

  it('removes at once, returns the removed favourite, and puts it back in place when refused', async () => {
    const { store, api, calls } = await signedIn([pancakes, bread]);
    const removing = store.remove(pancakes.target);
    expect(titles(store)).toEqual(['Pumpkin Bread']);
    expect(await removing).toEqual(pancakes);
    expect(calls.removes).toEqual([pancakes.id]);

    vi.mocked(api.remove).mockRejectedValueOnce(new FavoritesError('network down'));
    await store.add(pancakes.target, pancakes.title, pancakes.createdAt);
    await expect(store.remove(bread.target)).rejects.toThrow('network down');
    expect(titles(store)).toEqual(['Classic Pancakes', 'Pumpkin Bread']);
  });

  it('undo puts a removed favourite back in its old place (its old date)', async () => {
    const older = { ...bread, createdAt: '2026-10-01T00:00:00.000Z' };
    const newest = entry({
      key: 'saved:x',
      target: { kind: 'saved', id: 'x' },
      title: 'Newest',
      createdAt: '2026-11-20T00:00:00.000Z',
    });
    const { store, calls } = await signedIn([newest, pancakes, older]);
    const removed = await store.remove(pancakes.target);
    expect(removed).not.toBeNull();
    await store.add(removed!.target, removed!.title, removed!.createdAt);
    expect(titles(store)).toEqual(['Newest', 'Classic Pancakes', 'Pumpkin Bread']);
    expect(calls.inserts.at(-1)).toEqual({ recipeId: PANCAKES_ID });
  });

  it('ignores a second click while a change of the same recipe is on its way', async () => {
    const { store, calls } = await signedIn();
    const first = store.add(bread.target, bread.title);
    const second = store.add(bread.target, bread.title);
    const removal = store.remove(bread.target);
    await Promise.all([first, second]);
    expect(await removal).toBeNull();
    expect(calls.inserts).toHaveLength(1);
    expect(titles(store)).toEqual(['Pumpkin Bread']);
  });

  it('a reload keeps changes still on their way', async () => {
    const { store, api } = await signedIn([pancakes]);
    let finish: (v: { id: string; createdAt: string }) => void = () => {};
    vi.mocked(api.insert).mockImplementationOnce(
      () => new Promise((resolve) => (finish = resolve)),
    );
    const adding = store.add(bread.target, bread.title);
    await Promise.resolve();
    await store.load();
    expect(titles(store)).toEqual(['Pumpkin Bread', 'Classic Pancakes']);
    finish({ id: 'late', createdAt: '2026-11-22T12:00:00.000Z' });
    await adding;
    expect(store.getSnapshot().entries[0]).toMatchObject({ id: 'late', title: 'Pumpkin Bread' });
  });

  it('a new user (or sign-out) forgets the old list, and a late answer for the old user is dropped', async () => {
    const { api } = fakeApi([pancakes]);
    let answer: (v: FavoriteEntry[]) => void = () => {};
    vi.mocked(api.list).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const store = new FavoritesStore(api);
    store.setUser(USER);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().status));
    store.setUser('22222222-2222-4222-8222-222222222222');
    answer([bread]);
    await store.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getSnapshot().userId).toBe('22222222-2222-4222-8222-222222222222');
    expect(titles(store)).toEqual(['Classic Pancakes']);
    expect(api.list).toHaveBeenCalledTimes(2);

    store.setUser(null);
    expect(store.getSnapshot()).toMatchObject({ userId: null, status: 'idle', entries: [] });
    expect(seen).toContain('idle');
  });

  it('a failed read shows the error state, and a retry recovers', async () => {
    const { api } = fakeApi([pancakes]);
    vi.mocked(api.list).mockRejectedValueOnce(new FavoritesError('Could not read favorites'));
    const store = new FavoritesStore(api);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    store.setUser(USER);
    await Promise.resolve();
    await store.load();
    expect(store.getSnapshot().status).toBe('error');
    await store.load();
    expect(store.getSnapshot().status).toBe('ready');
    expect(titles(store)).toEqual(['Classic Pancakes']);
  });

  it('holds the list in the shared cache: a change made elsewhere shows once the cache is told', async () => {
    const { api, setRows } = fakeApi([pancakes]);
    const cache = new QueryCache();
    const store = new FavoritesStore(api, cache);
    store.setUser(USER);
    const stop = store.observe();
    await store.load();
    expect(titles(store)).toEqual(['Classic Pancakes']);
    // Undo of a deleted saved recipe puts its favourite row back (saved-recipes feature).
    setRows([pancakes, bread]);
    cache.invalidate(['favorites']);
    await vi.waitFor(() => expect(titles(store)).toEqual(['Classic Pancakes', 'Pumpkin Bread']));
    expect(api.list).toHaveBeenCalledTimes(2);
    stop();
    cache.dispose();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import handler from './handler.ts';
import { clearRecipeCache, type Connection } from './recipe-source.ts';
import { SavedRecipesError, isUserToken, readSavedRecipes } from './saved-recipes.ts';

const BASE = 'http://project.test';
const jwt = (claims: Record<string, unknown>): string =>
  `Bearer x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const USER = jwt({ role: 'authenticated', sub: 'u1' });
const ANON = jwt({ role: 'anon' });

const PANCAKES = {
  id: 'r1',
  slug: 'classic-pancakes',
  title: 'Classic Pancakes',
  ingredient_keys: ['egg', 'flour', 'milk'],
  optional_keys: [],
  prep_minutes: 5,
  cook_minutes: 10,
  total_minutes: 15,
};

function fakeProject(saved: () => Response): ReturnType<typeof vi.fn> {
  const fetchMock = vi.fn((input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/rest/v1/saved_recipes')) return Promise.resolve(saved());
    return Promise.resolve(
      new Response(JSON.stringify([PANCAKES]), { headers: { 'content-range': '0-0/1' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A connection through the global fetch (which the tests replace). */
const conn = (authorization: string): Connection => ({
  baseUrl: BASE,
  apiKey: 'anon-key',
  authorization,
  fetch: (input, init) => fetch(input, init),
});

describe('saved recipes in suggest-recipes-web', () => {
  beforeEach(() => {
    vi.stubEnv('SUPABASE_URL', BASE);
    vi.stubEnv('SUPABASE_ANON_KEY', 'anon-key');
    clearRecipeCache();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it.each([
    [USER, true],
    [ANON, false],
    ['Bearer anon-key', false],
    ['Bearer a.%%%.c', false],
    ['', false],
  ])('reads %j as a user token: %s', (authorization, expected) => {
    expect(isUserToken(authorization)).toBe(expected);
  });

  it('does not ask about saved recipes for a guest', async () => {
    const fetchMock = fakeProject(() => new Response('[]'));
    expect(await readSavedRecipes(conn(ANON))).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads them with the caller's token and no user filter (RLS decides)", async () => {
    const fetchMock = fakeProject(() => new Response('[]'));
    await readSavedRecipes(conn(USER));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).not.toMatch(/user_id/);
    expect((init.headers as Record<string, string>).Authorization).toBe(USER);
  });

  it('throws a SavedRecipesError when the REST API refuses', async () => {
    fakeProject(() => new Response('{"message":"boom"}', { status: 500 }));
    await expect(readSavedRecipes(conn(USER))).rejects.toBeInstanceOf(SavedRecipesError);
  });

  it('still answers the library matches when saved recipes cannot be read', async () => {
    fakeProject(() => new Response('{"message":"boom"}', { status: 500 }));
    const res = await handler(
      new Request(`${BASE}/functions/v1/suggest-recipes-web`, {
        method: 'POST',
        headers: { Authorization: USER },
        body: JSON.stringify({ ingredients: ['eggs', 'flour', 'milk'], barcodes: [] }),
      }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { recipes: { slug: string; canMake: boolean }[] };
    expect(body.recipes).toEqual([
      expect.objectContaining({ slug: 'classic-pancakes', canMake: true }),
    ]);
    expect(console.error).toHaveBeenCalled();
  });
});

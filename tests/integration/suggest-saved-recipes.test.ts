import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ingredientDisplayName } from '../../domain/index.ts';
import { startScrapeHarness, type ScrapeHarness, type SignedIn } from './helpers/scrape-harness.ts';

interface Payload {
  id: string;
  slug: string;
  title: string;
  source: string;
  savedRecipeId?: string;
  url?: string;
  siteName?: string | null;
  canMake: boolean;
  missing: string[];
  used: string[];
  ingredients: { text: string; key: string | null }[];
  steps: string[];
}
interface SuggestAnswer {
  recipes: Payload[];
}

/** One engine is enough: the function reads saved_recipes through the REST API either way. */
describe("suggest-recipes-web matches the caller's own saved recipes (pglite)", () => {
  let h: ScrapeHarness;
  let cookA: SignedIn;
  let cookB: SignedIn;
  let savedId: string;
  let savedUrl: string;
  /** The saved recipe's required (non-optional, known) keys, as kitchen words. */
  let kitchen: string[];
  let keys: string[];

  const suggest = async (client: SupabaseClient, ingredients: string[]): Promise<Payload[]> => {
    const { data, error } = await client.functions.invoke<SuggestAnswer>('suggest-recipes-web', {
      body: { ingredients, barcodes: [], limit: 500 },
    });
    expect(error).toBeNull();
    return data?.recipes ?? [];
  };

  beforeAll(async () => {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_API_KEY;
    h = await startScrapeHarness('pglite', { loopback: true });
    cookA = await h.signIn();
    cookB = await h.signIn();
    savedUrl = `${h.pages.origin}/pages/acozykitchen.com.html`;
    const answer = await h.scrape(cookA.client, { url: savedUrl });
    expect(answer.status).toBe(200);
    const [row] = await h.rows(cookA.userId);
    savedId = String(row?.id);
    const lines = row?.ingredients as { key: string | null; optional?: boolean }[];
    const required = new Set(
      lines.filter((l) => l.key !== null && l.optional !== true).map((l) => String(l.key)),
    );
    keys = [...required];
    kitchen = keys.map(ingredientDisplayName);
  }, 180_000);

  afterAll(async () => {
    await h?.stop();
  });

  it('offers the owner their saved page as can-make when every known ingredient is in the kitchen', async () => {
    expect(kitchen.length).toBeGreaterThan(5);
    const recipes = await suggest(cookA.client, kitchen);
    const saved = recipes.find((r) => r.source === 'saved');
    expect(saved).toMatchObject({
      id: `saved:${savedId}`,
      savedRecipeId: savedId,
      title: 'Pumpkin Coffee Cake',
      url: savedUrl,
      canMake: true,
      missing: [],
    });
    expect(saved?.steps.length).toBeGreaterThan(3);
    expect(saved?.steps.every((s) => typeof s === 'string')).toBe(true);
    // Unknown lines (no key) are still shown, only not matched.
    expect(saved?.ingredients.length).toBeGreaterThanOrEqual(kitchen.length);
    // Ranked among the library's can-make recipes by the same comparator.
    const firstNotCanMake = recipes.findIndex((r) => !r.canMake);
    expect(firstNotCanMake === -1 || recipes.indexOf(saved as Payload) < firstNotCanMake).toBe(
      true,
    );
  });

  it('reports what the saved recipe is missing when an ingredient is taken away', async () => {
    expect(keys).toContain('egg');
    const withoutEggs = keys.filter((k) => k !== 'egg').map(ingredientDisplayName);
    const saved = (await suggest(cookA.client, withoutEggs)).find((r) => r.source === 'saved');
    expect(saved).toMatchObject({ savedRecipeId: savedId, canMake: false, missing: ['egg'] });
  });

  it("never offers A's saved recipe to another user or to a guest", async () => {
    for (const client of [cookB.client, h.guest()]) {
      const recipes = await suggest(client, kitchen);
      expect(recipes.length).toBeGreaterThan(0);
      expect(recipes.filter((r) => r.source === 'saved' || r.id.startsWith('saved:'))).toEqual([]);
    }
  });
});

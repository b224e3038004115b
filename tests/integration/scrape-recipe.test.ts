import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_PAGES_DIR } from './helpers/scrape-pages.ts';
import { startScrapeHarness, type ScrapeHarness, type SignedIn } from './helpers/scrape-harness.ts';

interface Expected {
  title: string;
  ingredients: string[];
}

const ROW_FIELDS = [
  'id',
  'user_id',
  'url',
  'canonical_url',
  'title',
  'ingredients',
  'ingredient_keys',
  'instructions',
  'created_at',
];

for (const engine of ['pglite', 'postgres'] as const) {
  describe(`scrape-recipe saves pages through supabase-js (${engine})`, () => {
    let h: ScrapeHarness;
    let cook: SignedIn;
    const page = (name: string) => `${h.pages.origin}/pages/${name}.html`;

    beforeAll(async () => {
      h = await startScrapeHarness(engine, { loopback: true });
      cook = await h.signIn();
    }, 180_000);

    afterAll(async () => {
      await h?.stop();
    });

    it('saves a recipe page with its title, ingredients, canonical keys and steps', async () => {
      const expected = JSON.parse(
        await fs.readFile(`${RECIPE_PAGES_DIR}acozykitchen.com.json`, 'utf8'),
      ) as Expected;
      const answer = await h.scrape(cook.client, { url: page('acozykitchen.com') });
      expect(answer.status).toBe(200);
      const recipe = answer.body.recipe as Record<string, unknown>;
      for (const field of ROW_FIELDS) expect(recipe).toHaveProperty(field);
      expect(recipe.title).toBe(expected.title);
      expect(recipe.user_id).toBe(cook.userId);

      const [row, ...others] = await h.rows(cook.userId);
      expect(others).toHaveLength(0);
      expect(row?.id).toBe(recipe.id);
      expect(row?.title).toBe('Pumpkin Coffee Cake');
      expect(row?.url).toBe(page('acozykitchen.com'));
      const ingredients = row?.ingredients as { text: string; key: string | null }[];
      expect(ingredients.map((i) => i.text)).toEqual(expected.ingredients);
      expect(row?.ingredient_keys).toEqual(expect.arrayContaining(['flour', 'sugar']));
      expect((row?.ingredient_keys as string[]).length).toBeGreaterThan(5);
      expect((row?.instructions as { text: string }[]).length).toBeGreaterThan(3);
      expect(row?.total_minutes).toBe(65);
      expect(row?.yields).toBe('8 servings');
    });

    it('refuses the same page again with "already been saved"', async () => {
      const answer = await h.scrape(cook.client, { url: page('acozykitchen.com') });
      expect(answer).toMatchObject({
        status: 409,
        body: { error: 'This recipe has already been saved' },
      });
      expect(String(answer.body.error)).toContain('already been saved');
      expect(await h.rows(cook.userId)).toHaveLength(1);
    });

    it('treats a URL that differs only by its fragment as the same recipe', async () => {
      const answer = await h.scrape(cook.client, {
        url: `${page('acozykitchen.com')}#wprm-recipe-container`,
      });
      expect(answer.status).toBe(409);
    });

    it('saves the same URL sent three times at the same moment exactly once', async () => {
      const racer = await h.signIn();
      const url = page('spainonafork.com');
      const answers = await Promise.all([1, 2, 3].map(() => h.scrape(racer.client, { url })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      expect(answers.find((a) => a.status === 409)?.body.error).toContain('already been saved');
      expect(await h.rows(racer.userId)).toHaveLength(1);
    });

    it('lets another user save the same page: rows are per user, behind RLS', async () => {
      const other = await h.signIn();
      expect((await h.scrape(other.client, { url: page('acozykitchen.com') })).status).toBe(200);
      const { data } = await other.client.from('saved_recipes').select('user_id, title');
      expect(data).toEqual([{ user_id: other.userId, title: 'Pumpkin Coffee Cake' }]);
    });

    it('refuses a guest with "You must be logged in to save recipes"', async () => {
      const answer = await h.scrape(h.guest(), { url: page('arla.se') });
      expect(answer).toEqual({
        status: 401,
        body: { error: 'You must be logged in to save recipes' },
      });
    });
  });
}

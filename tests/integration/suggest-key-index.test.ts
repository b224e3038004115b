import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngredientKey } from '../../domain/index.ts';
import { matchKitchenKeys } from '../../domain/index.ts';
import { readKitchen } from '../../domain/index.ts';
import { createLocalBackend, type LocalBackend } from '../../server/index.ts';
import {
  toMatchableRow,
  type RecipeRow,
} from '../../supabase/functions/suggest-recipes-web/recipe-rows.ts';
import {
  loadCorpus,
  observeCooccurrence,
  sampleKitchens,
  synthesiseKeySets,
} from '../../scripts/bench-suggest.ts';
import {
  APP_SCHEMA,
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from './helpers/test-database.ts';

/** More meal recipes than the function holds whole, so it ranks them over its key index. */
const CORPUS = 1500;

interface Answer {
  recipes: (Record<string, unknown> & { slug: string; missing: string[]; used: string[] })[];
}

for (const engine of ['pglite', 'postgres'] as const) {
  describe(`suggest-recipes-web over its key index (${engine})`, () => {
    let backend: LocalBackend;
    let dataDir: string;
    let database: ThrowawayDatabase | null = null;
    let rows: RecipeRow[];
    const model = observeCooccurrence();

    beforeAll(async () => {
      delete process.env.OPENAI_BASE_URL;
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-key-index-'));
      if (engine === 'postgres') database = await createThrowawayDatabase(APP_SCHEMA);
      backend = await createLocalBackend({
        dataDir,
        databaseUrl: database?.url,
        port: 0,
        quiet: true,
      });
      await loadCorpus(backend.db, synthesiseKeySets(model, CORPUS, 9));
      rows = (await backend.db.query<RecipeRow>("select * from public.recipes where kind = 'meal'"))
        .rows;
    }, 180_000);

    afterAll(async () => {
      await backend?.close();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    const call = async (ingredients: string[]) => {
      const res = await fetch(`${backend.url}/functions/v1/suggest-recipes-web`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${backend.anonKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ ingredients, barcodes: [] }),
      });
      expect(res.status).toBe(200);
      return { by: res.headers.get('x-larder-matched-by') ?? '', text: await res.text() };
    };

    it('answers in SQL until the key index is read, then from the index, ranked as the domain matcher ranks', async () => {
      const first = await call(['eggs', 'flour']);
      expect(first.by).toMatch(/^(sql|key-index)/);
      let by = first.by;
      for (let i = 0; i < 200 && by === 'sql'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        by = (await call(['eggs', 'flour'])).by;
      }
      expect(by).toBe('key-index');

      const all = rows.map(toMatchableRow);
      for (const kitchen of [
        ...sampleKitchens(model, 5, 2, 31),
        ...sampleKitchens(model, 20, 2, 32),
        ...sampleKitchens(model, 50, 1, 33),
      ]) {
        const answer = JSON.parse((await call(kitchen)).text) as Answer;
        const keys = readKitchen(kitchen).keys as IngredientKey[];
        const expected = matchKitchenKeys(keys, all, { filters: { maxMissing: 2 }, limit: 100 });
        expect(answer.recipes.map((r) => [r.slug, r.missing, r.used])).toEqual(
          expected.map((m) => [m.recipe.id, m.missing, m.used]),
        );
      }
    });

    it('answers summaries: the card fields of each row, and no details', async () => {
      const answer = JSON.parse(
        (await call(sampleKitchens(model, 20, 1, 41)[0] ?? [])).text,
      ) as Answer;
      expect(answer.recipes.length).toBeGreaterThan(0);
      const bySlug = new Map(rows.map((row) => [row.slug, row]));
      for (const recipe of answer.recipes) {
        const row = bySlug.get(recipe.slug);
        expect(recipe).toMatchObject({
          summary: true,
          id: row?.id,
          title: row?.title,
          servings: row?.servings,
          prepMinutes: row?.prep_minutes,
          cookMinutes: row?.cook_minutes,
          totalMinutes: row?.total_minutes,
          dietTags: row?.diet_tags ?? [],
          source: row?.source,
          ai: false,
        });
        for (const detail of ['description', 'equipment', 'ingredients', 'steps', 'nutrition'])
          expect(recipe).not.toHaveProperty(detail);
      }
      // The details the app reads when a summary is opened: the row by slug, as a guest may read it.
      const slug = answer.recipes[0]?.slug ?? '';
      const res = await fetch(
        `${backend.url}/rest/v1/recipes?select=slug,steps,ingredients&slug=eq.${encodeURIComponent(slug)}`,
        {
          headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
        },
      );
      const [detail] = (await res.json()) as {
        slug: string;
        steps: unknown[];
        ingredients: unknown[];
      }[];
      expect(detail?.slug).toBe(slug);
      expect(detail?.steps.length).toBeGreaterThan(0);
      expect(detail?.ingredients.length).toBeGreaterThan(0);
    });
  });
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../server/index.ts';
import {
  loadCorpus,
  matchCardsCall,
  observeCooccurrence,
  sampleKitchens,
  synthesiseKeySets,
} from '../../scripts/bench-suggest.ts';
import {
  APP_SCHEMA,
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from './helpers/test-database.ts';

/**
 * Hosted Supabase matches a large corpus in SQL (match_recipes; the key index off), the embedded
 * backend over its per-process key index: the same kitchen must get the same answer from both —
 * the same recipes in the same order, with the same used and missing ingredients, and the same
 * cards (both answer summaries: the app reads a recipe's details when it is opened).
 */
const CORPUS = 1500;

interface Answer {
  recipes: {
    slug: string;
    canMake: boolean;
    missing: string[];
    used: string[];
    missingCount: number;
  }[];
}

type Request = { ingredients: string[]; limit?: number; filters?: Record<string, unknown> };

for (const engine of ['pglite', 'postgres'] as const) {
  describe(`suggest-recipes-web answers the same with and without its key index (${engine})`, () => {
    let dataDir: string;
    let database: ThrowawayDatabase | null = null;
    let backend: LocalBackend | null = null;
    const model = observeCooccurrence();
    const requests: Request[] = [
      ...[
        ...sampleKitchens(model, 5, 3, 51),
        ...sampleKitchens(model, 20, 3, 52),
        ...sampleKitchens(model, 50, 2, 53),
      ].map((ingredients) => ({ ingredients })),
      { ingredients: sampleKitchens(model, 20, 1, 54)[0] ?? [], limit: 10 },
      { ingredients: sampleKitchens(model, 20, 1, 55)[0] ?? [], filters: { maxMissing: 1 } },
      { ingredients: sampleKitchens(model, 50, 1, 56)[0] ?? [], filters: { maxMissing: 0 } },
      { ingredients: ['eggs', 'flour', 'milk', 'butter', 'sugar'] },
    ];
    const open = () =>
      createLocalBackend({ dataDir, databaseUrl: database?.url, port: 0, quiet: true });

    beforeAll(async () => {
      delete process.env.OPENAI_BASE_URL;
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-paths-'));
      if (engine === 'postgres') database = await createThrowawayDatabase(APP_SCHEMA);
      backend = await open();
      await loadCorpus(backend.db, synthesiseKeySets(model, CORPUS, 17));
      await backend.close();
      backend = null;
    }, 180_000);

    afterAll(async () => {
      delete process.env.SUGGEST_KEY_INDEX_MAX_RECIPES;
      await backend?.close();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    const call = async (server: LocalBackend, request: Request) => {
      const res = await fetch(`${server.url}/functions/v1/suggest-recipes-web`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          Authorization: `Bearer ${server.anonKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ barcodes: [], ...request }),
      });
      expect(res.status).toBe(200);
      const answer = (await res.json()) as Answer;
      return { by: res.headers.get('x-larder-matched-by') ?? '', recipes: answer.recipes };
    };

    it("takes both of match_recipe_cards' ways to tier 0 (anchor pairs and the first anchor)", async () => {
      // It probes anchor pairs when the recipes outnumber the n(n+1)/2 probes of n have keys 20 to
      // 1 (migration 20261128400000): this corpus puts the smallest kitchens on the probes and the
      // others on the first anchor, so the comparison below checks both.
      backend = await open();
      const { rows } = await backend.db.query<{ n: number }>(
        "select reltuples::float8 as n from pg_catalog.pg_class where oid = 'public.recipes'::regclass",
      );
      await backend.close();
      backend = null;
      const recipes = rows[0]?.n ?? 0;
      const probed = requests.map(({ ingredients }) => {
        const n = (matchCardsCall(ingredients)[0] as string[]).length;
        return ((n * (n + 1)) / 2) * 20 <= recipes;
      });
      expect(probed).toContain(true);
      expect(probed).toContain(false);
    });

    it('the same recipes, order, used and missing ingredients', async () => {
      // Hosted: the key index turned off, every answer from match_recipes.
      process.env.SUGGEST_KEY_INDEX_MAX_RECIPES = '0';
      backend = await open();
      const inSql = [];
      for (const request of requests) {
        const answer = await call(backend, request);
        expect(answer.by).toBe('sql');
        inSql.push(answer.recipes);
      }
      await backend.close();

      // Embedded: a new process with the index on, once it has read it.
      delete process.env.SUGGEST_KEY_INDEX_MAX_RECIPES;
      backend = await open();
      let by = (await call(backend, requests[0] ?? { ingredients: [] })).by;
      for (let i = 0; i < 300 && by === 'sql'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        by = (await call(backend, requests[0] ?? { ingredients: [] })).by;
      }
      expect(by).toBe('key-index');
      const total = inSql.reduce((sum, recipes) => sum + recipes.length, 0);
      expect(total).toBeGreaterThan(requests.length * 5);
      for (const [i, request] of requests.entries()) {
        const answer = await call(backend, request);
        expect(answer.by).toBe('key-index');
        // The whole card, not only the ranking: title, times, image, tags and match data alike.
        expect(answer.recipes, JSON.stringify(request)).toEqual(inSql[i]);
      }
    }, 120_000);
  });
}

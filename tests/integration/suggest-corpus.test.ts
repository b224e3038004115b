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

/**
 * More meal recipes than the function keeps in memory, with its key index turned off
 * (SUGGEST_KEY_INDEX_MAX_RECIPES=0), so it matches in SQL (match_recipe_cards).
 */
const CORPUS = 1500;

interface Answer {
  recipes: { slug: string; canMake: boolean; missing: string[]; used: string[] }[];
}

for (const engine of ['pglite', 'postgres'] as const) {
  describe(`suggest-recipes-web over a large corpus, matched in SQL (${engine})`, () => {
    let backend: LocalBackend;
    let dataDir: string;
    let database: ThrowawayDatabase | null = null;
    let kitchens: string[][];
    let rows: RecipeRow[];

    beforeAll(async () => {
      delete process.env.OPENAI_BASE_URL;
      process.env.SUGGEST_KEY_INDEX_MAX_RECIPES = '0';
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-corpus-'));
      if (engine === 'postgres') database = await createThrowawayDatabase(APP_SCHEMA);
      backend = await createLocalBackend({
        dataDir,
        databaseUrl: database?.url,
        port: 0,
        quiet: true,
      });
      const model = observeCooccurrence();
      await loadCorpus(backend.db, synthesiseKeySets(model, CORPUS, 7));
      kitchens = [
        ...sampleKitchens(model, 5, 2, 11),
        ...sampleKitchens(model, 20, 2, 12),
        ...sampleKitchens(model, 50, 1, 13),
      ];
      rows = (await backend.db.query<RecipeRow>("select * from public.recipes where kind = 'meal'"))
        .rows;
    }, 180_000);

    afterAll(async () => {
      delete process.env.SUGGEST_KEY_INDEX_MAX_RECIPES;
      await backend?.close();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    const call = async (ingredients: string[], extra: Record<string, unknown> = {}) => {
      const res = await fetch(`${backend.url}/functions/v1/suggest-recipes-web`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${backend.anonKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ ingredients, barcodes: [], ...extra }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-larder-matched-by')).toBe('sql');
      return (await res.json()) as Answer;
    };

    it('ranks like the in-memory matcher over the same rows, with the same match details', async () => {
      const all = rows.map(toMatchableRow);
      for (const kitchen of kitchens) {
        const answer = await call(kitchen);
        const keys = readKitchen(kitchen).keys as IngredientKey[];
        const expected = matchKitchenKeys(keys, all, { filters: { maxMissing: 2 }, limit: 100 });
        expect(answer.recipes.map((r) => [r.canMake, r.missing.length])).toEqual(
          expected.map((m) => [m.canMake, m.missing.length]),
        );
        const bySlug = new Map(
          matchKitchenKeys(keys, all, { filters: { maxMissing: 2 } }).map((m) => [m.recipe.id, m]),
        );
        for (const r of answer.recipes) {
          const m = bySlug.get(r.slug);
          expect(m, r.slug).toBeDefined();
          expect(r.missing).toEqual(m?.missing);
          expect(r.used).toEqual(m?.used);
        }
      }
    });

    it('still finds the library pancakes among a large corpus', async () => {
      const answer = await call(['eggs', 'flour', 'milk', 'butter', 'sugar'], { limit: 500 });
      expect(answer.recipes.find((r) => r.slug === 'classic-pancakes')?.canMake).toBe(true);
    });

    it('honours maxMissing above two (the unindexed path)', async () => {
      const answer = await call(kitchens[0] ?? [], { filters: { maxMissing: 4 }, limit: 500 });
      expect(answer.recipes.some((r) => r.missing.length > 2)).toBe(true);
      for (const r of answer.recipes) expect(r.missing.length).toBeLessThanOrEqual(4);
    });

    it('keeps key masks and anchors up to date for recipes added one at a time', async () => {
      await backend.db.query(
        `insert into public.recipes (slug, title, ingredient_keys, source) values ('zz-test-toast', 'Zz Test Toast', array['bread', 'butter', 'zz-new-key'], 'test')`,
      );
      const [row] = (
        await backend.db.query<{ anchors: string[]; n: number }>(
          "select match_anchors as anchors, bit_count(key_mask)::int as n from public.recipes where slug = 'zz-test-toast'",
        )
      ).rows;
      expect(row?.n).toBe(3);
      expect(row?.anchors).toContain('zz-new-key');
      const found = (
        await backend.db.query<{ slug: string }>(
          "select slug from public.match_recipes(array['bread','butter','salt'], array['bread','butter'], 2, null, null, '{}', null, 1000) where slug = 'zz-test-toast'",
        )
      ).rows;
      expect(found).toHaveLength(1);
    });

    it("finds a recipe added one at a time by its anchors' pair codes", async () => {
      await backend.db.query(
        `insert into public.recipes (slug, title, ingredient_keys, source) values ('zz-test-sandwich', 'Zz Test Sandwich', array['bread', 'butter', 'zz-sandwich-key'], 'test')`,
      );
      // The trigger writes the codes, and writes them again over any other value.
      await backend.db.query(
        "update public.recipes set match_pair_12 = 0, match_pair_23 = 0 where slug = 'zz-test-sandwich'",
      );
      const [codes] = (
        await backend.db.query<{ ok12: boolean; ok23: boolean }>(
          `select match_pair_12 = public.recipe_match_pair_code(match_anchors[1], match_anchors[2]) as ok12,
                  match_pair_23 = public.recipe_match_pair_code(match_anchors[2], match_anchors[3]) as ok23
             from public.recipes where slug = 'zz-test-sandwich'`,
        )
      ).rows;
      expect(codes).toEqual({ ok12: true, ok23: true });
      // Four have keys are 10 probes: the table outnumbers them 20 to 1, so tier 0 and tier 1 probe
      // the pair codes (match_pair_12, and match_pair_23 for a recipe missing its rarest key).
      const [table] = (
        await backend.db.query<{ n: number }>(
          "select reltuples::float8 as n from pg_catalog.pg_class where oid = 'public.recipes'::regclass",
        )
      ).rows;
      expect(table?.n).toBeGreaterThanOrEqual(400);
      const find = async (have: string[], maxMissing: number) =>
        (
          await backend.db.query<{ slug: string }>(
            'select slug from public.match_recipe_cards($1::text[], $2::text[], $3, null, null, $4, null, 1000) where slug = $5',
            [have, have.filter((k) => k !== 'salt'), maxMissing, [], 'zz-test-sandwich'],
          )
        ).rows.length;
      expect(await find(['bread', 'butter', 'zz-sandwich-key', 'salt'], 0)).toBe(1);
      expect(await find(['bread', 'butter', 'cheese', 'salt'], 1)).toBe(1);
      expect(await find(['bread', 'butter', 'cheese', 'salt'], 0)).toBe(0);
    });
  });
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRINK_LIBRARY, RECIPE_LIBRARY, drinkFromRow, drinkRowSlug } from '../../domain/index.ts';
import { createLocalBackend, type LocalBackend } from '../../server/index.ts';
import {
  APP_SCHEMA,
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from './helpers/test-database.ts';
import { DRINK_SEED_FILE, renderDrinkSeed } from '../../scripts/generate-drink-seed.ts';

describe('the generated drink seed migration', () => {
  it('is up to date with the bundled drink library (run `npx tsx scripts/generate-drink-seed.ts` if not)', async () => {
    const onDisk = await fs.readFile(DRINK_SEED_FILE, 'utf8');
    expect(onDisk === renderDrinkSeed(), `${DRINK_SEED_FILE} is stale: regenerate it`).toBe(true);
  });

  it('renders deterministically, whatever the order of the library', () => {
    expect(renderDrinkSeed([...DRINK_LIBRARY].reverse())).toBe(renderDrinkSeed(DRINK_LIBRARY));
  });

  it("inserts every drink once, as kind 'drink', never overwriting a row that is not a drink", () => {
    const sql = renderDrinkSeed();
    for (const drink of DRINK_LIBRARY)
      expect(sql).toContain(`('${drinkRowSlug(drink)}', 'drink', `);
    expect(sql).toMatch(
      /on conflict \(slug\) do update set[\s\S]*where public\.recipes\.kind = 'drink';/,
    );
  });
});

/** How many meal recipes of the bundled library ask for each key (what recipe_key_frequencies must hold). */
function mealKeyCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const recipe of RECIPE_LIBRARY)
    for (const key of recipe.ingredientKeys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

for (const engine of ['pglite', 'postgres'] as const) {
  describe(`the drinks in public.recipes (${engine})`, () => {
    let backend: LocalBackend;
    let dataDir: string;
    let database: ThrowawayDatabase | null = null;

    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-drinks-'));
      if (engine === 'postgres') database = await createThrowawayDatabase(APP_SCHEMA);
      backend = await createLocalBackend({
        dataDir,
        databaseUrl: database?.url,
        port: 0,
        quiet: true,
      });
    }, 180_000);

    afterAll(async () => {
      await backend?.close();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    const drinkRows = async () =>
      (
        await backend.db.query<{
          slug: string;
          title: string;
          kind: string;
          match_anchors: string[];
        }>(
          "select slug, title, description, kind, ingredients, steps, drink, match_anchors from public.recipes where kind = 'drink' order by slug",
        )
      ).rows;

    const expectDrinks = async (): Promise<void> => {
      const rows = await drinkRows();
      expect(rows.length).toBe(DRINK_LIBRARY.length);
      expect(rows.map((r) => r.title).sort()).toEqual(DRINK_LIBRARY.map((d) => d.title).sort());
      const bySlug = new Map(rows.map((r) => [r.slug, r]));
      for (const drink of DRINK_LIBRARY)
        expect(drinkFromRow(bySlug.get(drinkRowSlug(drink))), drink.title).toEqual(drink);
    };

    it('holds exactly the bundled drinks, each turning back into the same drink', async () => {
      await expectDrinks();
    });

    it('keeps the meals as they were: all of them, still meals, the Mango Lassi meal included', async () => {
      const { rows } = await backend.db.query<{ n: number }>(
        "select count(*)::int as n from public.recipes where kind = 'meal' and source = 'larder'",
      );
      expect(rows[0]?.n).toBe(RECIPE_LIBRARY.length);
      const lassi = await backend.db.query<{ slug: string; kind: string }>(
        "select slug, kind from public.recipes where title = 'Mango Lassi' order by slug",
      );
      expect(lassi.rows).toEqual([
        { slug: 'drink-mango-lassi', kind: 'drink' },
        { slug: 'mango-lassi', kind: 'meal' },
      ]);
    });

    it('leaves the meal key bookkeeping alone: no bit positions, anchors or frequencies from drinks', async () => {
      const drinkOnly = [...new Set(DRINK_LIBRARY.flatMap((d) => d.ingredientKeys))].filter(
        (k) => !mealKeyCounts().has(k),
      );
      expect(drinkOnly.length).toBeGreaterThan(50);
      const bits = await backend.db.query<{ key: string }>(
        'select key from public.ingredient_key_bits where key = any($1)',
        [drinkOnly],
      );
      expect(bits.rows).toEqual([]);
      const freq = await backend.db.query<{ key: string; recipe_count: number }>(
        'select key, recipe_count from public.recipe_key_frequencies',
      );
      expect(new Map(freq.rows.map((r) => [r.key, r.recipe_count]))).toEqual(mealKeyCounts());
      expect((await drinkRows()).every((r) => r.match_anchors.length === 0)).toBe(true);
    });

    it('never answers a drink from match_recipes, even for a bar of bottles', async () => {
      const bar = [
        'gin',
        'campari',
        'sweet-vermouth',
        'lime',
        'lime-juice',
        'sugar',
        'simple-syrup',
        'white-rum',
        'mint',
        'soda-water',
        'mango',
        'yogurt',
        'milk',
      ];
      const { rows } = await backend.db.query<{ kind: string }>(
        'select kind from public.match_recipes($1::text[], $1::text[], 50, null, null, $2::text[], null, 1000)',
        [bar, []],
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.kind === 'meal')).toBe(true);
    });

    it('brings the drinks back after they are removed, and running the seed again changes nothing', async () => {
      await backend.db.exec("delete from public.recipes where kind = 'drink';");
      const seed = await fs.readFile(DRINK_SEED_FILE, 'utf8');
      await backend.db.exec(seed);
      await expectDrinks();
      await backend.db.exec(seed);
      await expectDrinks();
    });

    it('refuses drink facts on a meal', async () => {
      await expect(
        backend.db.exec(
          `update public.recipes set drink = '{"method":"stir"}'::jsonb where slug = 'mango-lassi';`,
        ),
      ).rejects.toThrow(/recipes_drink_facts/);
    });
  });
}

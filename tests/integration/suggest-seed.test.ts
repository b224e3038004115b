import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_LIBRARY } from '../../domain/index.ts';
import { createLocalBackend, type LocalBackend } from '../../server/index.ts';
import {
  APP_SCHEMA,
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from './helpers/test-database.ts';
import {
  FROZEN_SEED_FILES,
  SEED_FILE,
  renderRecipeSeed,
  sqlText,
} from '../../scripts/generate-recipe-seed.ts';

describe('the generated recipe seed migration', () => {
  it('is up to date with the built-in library (run `npx tsx scripts/generate-recipe-seed.ts` if not)', async () => {
    const onDisk = await fs.readFile(SEED_FILE, 'utf8');
    expect(onDisk === renderRecipeSeed(), `${SEED_FILE} is stale: regenerate it`).toBe(true);
  });

  it('keeps every recipe an earlier, frozen seed inserted (the newest seed updates them, nothing is orphaned)', async () => {
    const slugs = new Set(RECIPE_LIBRARY.map((r) => r.slug));
    for (const file of FROZEN_SEED_FILES) {
      const sql = await fs.readFile(file, 'utf8');
      const seeded = [...sql.matchAll(/^ {2}\('([a-z0-9-]+)', 'meal', /gm)].map((m) => m[1]);
      expect(seeded.length).toBeGreaterThan(300);
      expect(seeded.filter((slug) => !slugs.has(slug ?? ''))).toEqual([]);
    }
  });

  it('renders deterministically, whatever the order of the library', () => {
    expect(renderRecipeSeed([...RECIPE_LIBRARY].reverse())).toBe(renderRecipeSeed(RECIPE_LIBRARY));
  });

  it('inserts every library recipe once', () => {
    const sql = renderRecipeSeed();
    for (const recipe of RECIPE_LIBRARY)
      expect(sql).toContain(`(${sqlText(recipe.slug)}, 'meal', `);
    expect(sql).toContain('on conflict (slug) do update set');
  });

  it('quotes text safely', () => {
    expect(sqlText("Shepherd's pie")).toBe("'Shepherd''s pie'");
  });
});

interface SeededRow {
  slug: string;
  title: string;
  steps: string[];
  ingredient_keys: string[];
  diet_tags: string[];
}

for (const engine of ['pglite', 'postgres'] as const) {
  describe(`the seed migrations on a database (${engine})`, () => {
    let backend: LocalBackend;
    let dataDir: string;
    let database: ThrowawayDatabase | null = null;

    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-seed-'));
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

    const libraryRows = async (): Promise<Map<string, SeededRow>> => {
      const { rows } = await backend.db.query<SeededRow>(
        "select slug, title, steps, ingredient_keys, diet_tags from public.recipes where source = 'larder' and kind = 'meal'",
      );
      return new Map(rows.map((r) => [r.slug, r]));
    };

    const expectLibrary = async (): Promise<void> => {
      const rows = await libraryRows();
      expect(rows.size).toBe(RECIPE_LIBRARY.length);
      for (const recipe of RECIPE_LIBRARY) {
        const row = rows.get(recipe.slug);
        expect(row?.title).toBe(recipe.title);
        expect(row?.steps).toEqual(recipe.steps);
        expect(row?.ingredient_keys).toEqual(recipe.ingredientKeys);
        expect(row?.diet_tags).toEqual(recipe.dietTags);
      }
    };

    it('holds exactly the bundled library on a new database', async () => {
      await expectLibrary();
    });

    it('brings a database that ran only the earlier seed up to date, and running it again changes nothing', async () => {
      // Back to the state of a database that applied the first seed only: its rows as they were then.
      await backend.db.exec(
        `delete from public.recipes where source = 'larder' and kind = 'meal';`,
      );
      for (const file of FROZEN_SEED_FILES) await backend.db.exec(await fs.readFile(file, 'utf8'));
      expect((await libraryRows()).size).toBeLessThan(RECIPE_LIBRARY.length);
      const seed = await fs.readFile(SEED_FILE, 'utf8');
      await backend.db.exec(seed);
      await expectLibrary();
      await backend.db.exec(seed);
      await expectLibrary();
    });
  });
}

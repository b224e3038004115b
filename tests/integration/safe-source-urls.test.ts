import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bootstrapDir,
  migrationsDir,
  openTestDatabase,
  postgresAvailable,
  type DatabaseKind,
  type TestDatabase,
} from './helpers/schema-db.ts';

/** Setting up a database (bootstrap, every migration, the recipe seed) is slow on a busy machine. */
const SETUP_TIMEOUT_MS = 180_000;
const MIGRATION = '20261126500000_safe_saved_recipe_urls.sql';
const kinds: DatabaseKind[] = ['pglite', 'postgres'];
const postgresUp = await postgresAvailable();

const USER = 'dddddddd-0000-4000-8000-0000000000d1';
const OTHER = 'dddddddd-0000-4000-8000-0000000000d2';
const TWIN_HTTP = '00000000-0000-4000-8000-000000000003';

async function run(t: TestDatabase, dir: string, names: string[]): Promise<void> {
  for (const name of names) {
    try {
      await t.db.exec(await fs.readFile(path.join(dir, name), 'utf8'));
    } catch (error) {
      throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
    }
  }
}

const sqlNames = async (dir: string) =>
  (await fs.readdir(dir)).filter((n) => n.endsWith('.sql')).sort();

// Saved-recipe addresses follow the rule of every URL the app stores and renders (#14): https:, or
// http: to this machine. Rows saved over http before the rule are upgraded, never lost.
describe.each(kinds)('saved recipes’ source URLs on %s', (kind) => {
  const skip = kind === 'postgres' && !postgresUp;
  let t: TestDatabase;

  beforeAll(async () => {
    if (skip) return;
    t = await openTestDatabase(kind);
    const migrations = await sqlNames(migrationsDir);
    const at = migrations.indexOf(MIGRATION);
    expect(at).toBeGreaterThan(0);
    await run(t, bootstrapDir, await sqlNames(bootstrapDir));
    await run(t, migrationsDir, migrations.slice(0, at));
    // What users saved before the rule: http pages, one of them saved both ways.
    await t.db.query(
      `insert into auth.users (id, email) values ($1, 'src-a@larder.test'), ($2, 'src-b@larder.test')`,
      [USER, OTHER],
    );
    await t.db.query(
      `insert into public.saved_recipes (id, user_id, url, canonical_url, title, notes) values
        ('00000000-0000-4000-8000-000000000001', $1, 'http://soup.example/leek?x=1', 'http://soup.example/leek', 'Leek soup', 'my notes'),
        ('00000000-0000-4000-8000-000000000002', $1, 'https://pie.example/apple', 'https://pie.example/apple', 'Apple pie', null),
        ($3, $1, 'http://pie.example/apple', 'http://pie.example/apple', 'Apple pie (old)', 'keep me'),
        ('00000000-0000-4000-8000-000000000004', $1, 'http://127.0.0.1:54321/page', 'http://127.0.0.1:54321/page', 'Local page', null),
        ('00000000-0000-4000-8000-000000000005', $2, 'HTTP://pie.example/apple', 'http://pie.example/apple', 'Other user''s pie', null)`,
      [USER, OTHER, TWIN_HTTP],
    );
    await run(t, migrationsDir, migrations.slice(at));
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)('upgrades rows saved over http to https and keeps every row', async () => {
    const rows = await t.db.query<{
      id: string;
      url: string;
      canonical_url: string;
      notes: string | null;
    }>(`select id, url, canonical_url, notes from public.saved_recipes order by id`);
    expect(rows.rows).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000001',
        url: 'https://soup.example/leek?x=1',
        canonical_url: 'https://soup.example/leek',
        notes: 'my notes',
      },
      {
        id: '00000000-0000-4000-8000-000000000002',
        url: 'https://pie.example/apple',
        canonical_url: 'https://pie.example/apple',
        notes: null,
      },
      // Saved both ways: the http copy keeps its notes, told apart by a fragment.
      {
        id: TWIN_HTTP,
        url: 'https://pie.example/apple',
        canonical_url: `https://pie.example/apple#saved-${TWIN_HTTP}`,
        notes: 'keep me',
      },
      // http: to this machine (the embedded backend) stays, as for pictures.
      {
        id: '00000000-0000-4000-8000-000000000004',
        url: 'http://127.0.0.1:54321/page',
        canonical_url: 'http://127.0.0.1:54321/page',
        notes: null,
      },
      {
        id: '00000000-0000-4000-8000-000000000005',
        url: 'https://pie.example/apple',
        canonical_url: 'https://pie.example/apple',
        notes: null,
      },
    ]);
  });

  it.skipIf(skip)('refuses http:, javascript: and data: addresses from now on', async () => {
    const insert = (url: string, canonical: string) =>
      t.db.query(
        `insert into public.saved_recipes (user_id, url, canonical_url, title) values ($1, $2, $3, 'x')`,
        [OTHER, url, canonical],
      );
    for (const [url, canonical] of [
      ['http://tracker.example/r', 'https://tracker.example/r'],
      ['https://ok.example/r', 'http://ok.example/r'],
      ['javascript:alert(1)//https://x', 'https://x.example/'],
      ['https://x.example/a b', 'https://x.example/ab'],
    ] as const) {
      await expect(insert(url, canonical), url).rejects.toMatchObject({ code: '23514' });
    }
    await expect(insert('https://ok.example/r', 'https://ok.example/r')).resolves.toBeTruthy();
    await expect(
      insert('http://localhost:8080/r', 'http://localhost:8080/r'),
    ).resolves.toBeTruthy();
    await expect(
      t.db.query(
        `update public.saved_recipes set url = 'http://soup.example/leek' where id = '00000000-0000-4000-8000-000000000001'`,
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it.skipIf(skip)('validated the rule for the rows already there', async () => {
    const constraints = await t.db.query<{ conname: string; convalidated: boolean }>(
      `select conname, convalidated from pg_constraint
        where conrelid = 'public.saved_recipes'::regclass and conname like 'saved_recipes_%url_safe'
        order by conname`,
    );
    expect(constraints.rows).toEqual([
      { conname: 'saved_recipes_canonical_url_safe', convalidated: true },
      { conname: 'saved_recipes_image_url_safe', convalidated: true },
      { conname: 'saved_recipes_url_safe', convalidated: true },
    ]);
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BOOTSTRAP_DIR } from '../../server/db/bootstrap.ts';
import type { Database } from '../../server/db/database.ts';
import { applySchema } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { startPglite } from '../../server/db/pglite-start.ts';
import {
  saveSchemaTemplate,
  schemaTemplateFile,
  type SchemaDirs,
} from '../../server/db/pglite-template.ts';
import { createLocalBackend } from '../../server/index.ts';
import { postgresAvailable } from './helpers/schema-db.ts';
import {
  APP_SCHEMA,
  createThrowawayDatabase,
  dropTemplateDatabase,
} from './helpers/test-database.ts';
import { openPostgres } from '../../server/db/postgres.ts';

const postgresUp = await postgresAvailable();

// Several new PGlite clusters per test, each seconds on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

const temps: string[] = [];
afterAll(async () => {
  for (const file of temps) await fs.rm(file, { recursive: true, force: true });
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

/**
 * A migrations folder of its own (a random comment makes its hash, and so its template, this
 * test's alone) with the given files.
 */
async function migrations(files: Record<string, string>): Promise<SchemaDirs> {
  const dir = await tempDir('larder-tpl-mig-');
  const salt = `-- ${randomBytes(8).toString('hex')}\n`;
  for (const [name, sql] of Object.entries(files))
    await fs.writeFile(path.join(dir, name), salt + sql);
  const schema = { bootstrapDir: BOOTSTRAP_DIR, migrationsDir: dir };
  const file = await schemaTemplateFile(schema);
  if (file) temps.push(file);
  return schema;
}

/** A new database as the server makes one: opened with its schema, then bootstrapped and migrated. */
async function migrated(schema: SchemaDirs, dataDir?: string): Promise<Database> {
  const db = await openPglite(dataDir, schema);
  await applySchema(db, schema);
  return db;
}

async function tables(db: Database): Promise<string[]> {
  const result = await db.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' order by 1",
  );
  return result.rows.map((r) => r.tablename);
}

async function versions(db: Database): Promise<string[]> {
  const result = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations order by 1',
  );
  return result.rows.map((r) => r.version);
}

describe('the PGlite schema template', () => {
  it('is saved by the first new database and is what later new databases start from', async () => {
    const schema = await migrations({
      '20260101000000_create_jars.sql': 'create table public.jars (id int primary key);',
    });
    const file = await schemaTemplateFile(schema);
    if (!file) throw new Error('schema templates are off here (LARDER_PGLITE_TEMPLATE=off?)');
    await expect(fs.access(file)).rejects.toThrow();

    const first = await migrated(schema);
    expect(await tables(first)).toEqual(['jars']);
    await first.close();
    await fs.access(file);

    // A template holding a row no migration makes: a new database that has it came from the file.
    const marked = await startPglite(undefined, schema);
    await marked.exec(
      "insert into public.jars values (7); comment on table public.jars is 'marked'",
    );
    await saveSchemaTemplate(marked, file);
    await marked.close();

    for (const dataDir of [undefined, path.join(await tempDir('larder-tpl-data-'), 'db')]) {
      const later = await migrated(schema, dataDir);
      expect((await later.query('select id from public.jars')).rows).toEqual([{ id: 7 }]);
      expect(await versions(later)).toEqual(['20260101000000']);
      await later.close();
    }
  });

  it('is not used once a migration changes or another is added: the database has the new schema', async () => {
    const schema = await migrations({
      '20260101000000_create_shelf.sql': 'create table public.shelf (id int);',
    });
    const before = await schemaTemplateFile(schema);
    await (await migrated(schema)).close();

    // The same file name with other contents.
    await fs.writeFile(
      path.join(schema.migrationsDir, '20260101000000_create_shelf.sql'),
      'create table public.shelves (id int);',
    );
    const changed = await schemaTemplateFile(schema);
    if (changed) temps.push(changed);
    expect(changed).not.toBe(before);
    const db = await migrated(schema);
    expect(await tables(db)).toEqual(['shelves']);
    await db.close();

    // One more migration, as another branch may add.
    await fs.writeFile(
      path.join(schema.migrationsDir, '20260101000100_create_tins.sql'),
      'create table public.tins (id int);',
    );
    const added = await schemaTemplateFile(schema);
    if (added) temps.push(added);
    expect(added).not.toBe(changed);
    const next = await migrated(schema, path.join(await tempDir('larder-tpl-data-'), 'db'));
    expect(await tables(next)).toEqual(['shelves', 'tins']);
    expect(await versions(next)).toEqual(['20260101000000', '20260101000100']);
    await next.close();
  });

  it('falls back to running the migrations when the template is corrupt, and replaces it', async () => {
    const schema = await migrations({
      '20260101000000_create_crates.sql': 'create table public.crates (id int);',
    });
    const file = await schemaTemplateFile(schema);
    if (!file) throw new Error('schema templates are off here (LARDER_PGLITE_TEMPLATE=off?)');
    await fs.writeFile(file, 'not a tarball of a PGlite cluster');

    for (const dataDir of [undefined, path.join(await tempDir('larder-tpl-data-'), 'db')]) {
      const db = await migrated(schema, dataDir);
      expect(await tables(db)).toEqual(['crates']);
      expect(await versions(db)).toEqual(['20260101000000']);
      await db.close();
      // The bad file was discarded and a good one saved from the database migrated instead.
      expect((await fs.stat(file)).size).toBeGreaterThan(1_000_000);
      await fs.writeFile(file, 'not a tarball of a PGlite cluster');
    }
  });

  it('holds nothing of one server: two servers on new data folders get their own signing keys', async () => {
    const start = async () =>
      createLocalBackend({
        dataDir: await tempDir('larder-tpl-server-'),
        databaseUrl: undefined,
        quiet: true,
        env: { SITE_URL: 'http://localhost:5173' },
      });
    const first = await start();
    const second = await start();
    try {
      expect(await schemaTemplateFile(APP_SCHEMA)).toBeTruthy();
      expect(second.anonKey).not.toBe(first.anonKey);
      expect(second.serviceRoleKey).not.toBe(first.serviceRoleKey);
      const users = await second.db.query('select id from auth.users');
      expect(users.rows).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe.skipIf(!postgresUp)('the PostgreSQL template database of the tests', () => {
  it('gives a throwaway database the schema of the files as they are now', async () => {
    const schema = await migrations({
      '20260101000000_create_bins.sql': 'create table public.bins (id int);',
    });
    const file = path.join(schema.migrationsDir, '20260101000000_create_bins.sql');
    const original = await fs.readFile(file, 'utf8');
    const look = async () => {
      const database = await createThrowawayDatabase(schema);
      const db = await openPostgres(database.url);
      try {
        return { tables: await tables(db), versions: await versions(db) };
      } finally {
        await db.close();
        await database.drop();
      }
    };
    try {
      expect(await look()).toEqual({ tables: ['bins'], versions: ['20260101000000'] });
      await fs.writeFile(file, 'create table public.boxes (id int);');
      expect(await look()).toEqual({ tables: ['boxes'], versions: ['20260101000000'] });
    } finally {
      // Both template databases were made for this test alone.
      await dropTemplateDatabase(schema);
      await fs.writeFile(file, original);
      await dropTemplateDatabase(schema);
    }
  });
});

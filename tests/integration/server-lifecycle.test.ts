import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// PGlite starts in seconds (initdb on a new folder); several starts per test.
vi.setConfig({ testTimeout: 180_000 });
import { createLocalBackend, type LocalBackend } from '../../server/index.ts';
import { LOCK_FILE } from '../../server/lock.ts';
import { DB_KINDS, REST_FIXTURES_DIR } from './helpers/rest-backend.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './helpers/test-database.ts';

const temps: string[] = [];
const databases: ThrowawayDatabase[] = [];
const running: LocalBackend[] = [];

async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

async function databaseUrl(kind: string): Promise<string | undefined> {
  if (kind !== 'postgres') return undefined;
  const db = await createThrowawayDatabase();
  databases.push(db);
  return db.url;
}

/** The error a start-up that must fail rejects with. */
async function startFailure(options: Parameters<typeof createLocalBackend>[0]): Promise<Error> {
  const outcome = await start(options).then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof Error)) throw new Error('start-up should have failed');
  return outcome;
}

async function start(options: Parameters<typeof createLocalBackend>[0]): Promise<LocalBackend> {
  const backend = await createLocalBackend({ quiet: true, ...options });
  running.push(backend);
  return backend;
}

afterEach(async () => {
  for (const backend of running.splice(0)) await backend.close();
});
afterAll(async () => {
  for (const db of databases) await db.drop();
  for (const dir of temps) await fs.rm(dir, { recursive: true, force: true });
});

describe.each(DB_KINDS)('starting and stopping on %s', (kind) => {
  it('reports health, applies each migration once and keeps data across restarts', async () => {
    const dataDir = await tempDir('larder-life-');
    const migrations = await tempDir('larder-mig-');
    await fs.writeFile(
      path.join(migrations, '20260101000000_create_visits.sql'),
      'create table public.visits (id serial primary key, at timestamptz default now());',
    );
    await fs.writeFile(
      path.join(migrations, '20260101000100_seed_visits.sql'),
      'insert into public.visits default values;',
    );
    const url = await databaseUrl(kind);
    const first = await start({ dataDir, databaseUrl: url, migrationsDir: migrations });
    const health = await fetch(`${first.url}/health`);
    expect(health.status).toBe(200);
    // `busy: true` may follow when the database is still at work right after start: with PGlite in
    // its worker thread the server answers meanwhile instead of blocking (README, "Limits").
    expect(await health.json()).toMatchObject({ status: 'ok', database: kind });
    await first.close();

    const second = await start({ dataDir, databaseUrl: url, migrationsDir: migrations });
    expect((await second.db.query('select * from public.visits')).rows).toHaveLength(1);
    const recorded = await second.db.query<{ version: string; name: string }>(
      'select version, name from supabase_migrations.schema_migrations order by version',
    );
    expect(recorded.rows).toEqual([
      { version: '20260101000000', name: 'create_visits' },
      { version: '20260101000100', name: 'seed_visits' },
    ]);
  });

  it('stops start-up at a failing migration, naming the file and the SQL error, and rolls it back', async () => {
    const dataDir = await tempDir('larder-bad-');
    const migrations = await tempDir('larder-badmig-');
    await fs.writeFile(
      path.join(migrations, '20260101000000_create_good.sql'),
      'create table public.good (id int);',
    );
    await fs.writeFile(
      path.join(migrations, '20260101000100_create_broken.sql'),
      'create table public.half_done (id int);\n\ncreate tabel public.oops (id int);\n',
    );
    const url = await databaseUrl(kind);
    const failure = await startFailure({ dataDir, databaseUrl: url, migrationsDir: migrations });
    expect(failure.message).toContain('20260101000100_create_broken.sql');
    expect(failure.message).toMatch(/syntax error at or near "tabel"/);
    expect(failure.message).toContain('SQLSTATE 42601');
    expect(failure.message).toContain('line 3');
    // The lock was released and nothing of the broken file remains; fixing it lets start-up finish.
    await fs.writeFile(
      path.join(migrations, '20260101000100_create_broken.sql'),
      'create table public.fixed (id int);',
    );
    const backend = await start({ dataDir, databaseUrl: url, migrationsDir: migrations });
    const tables = await backend.db.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' and tablename in ('good', 'half_done', 'fixed') order by 1",
    );
    expect(tables.rows.map((r) => r.tablename)).toEqual(['fixed', 'good']);
  });
});

describe('the data folder lock', () => {
  it('refuses a second server on the same data folder and takes over a stale lock', async () => {
    const dataDir = await tempDir('larder-lock-');
    const first = await start({ dataDir, migrationsDir: REST_FIXTURES_DIR });
    const second = await startFailure({ dataDir, migrationsDir: REST_FIXTURES_DIR });
    expect(second.message).toContain(`already using the data folder ${dataDir}`);
    expect(second.message).toContain(`process ${process.pid}`);
    // The refused start did not disturb the running one.
    expect((await fetch(`${first.url}/health`)).status).toBe(200);
    await first.close();

    // A lock left by a process that died (as after SIGKILL) is taken over.
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    await fs.writeFile(path.join(dataDir, LOCK_FILE), `${dead.pid}\n`);
    const third = await start({ dataDir, migrationsDir: REST_FIXTURES_DIR });
    expect((await fetch(`${third.url}/health`)).status).toBe(200);
    expect((await fs.readFile(path.join(dataDir, LOCK_FILE), 'utf8')).trim()).toBe(
      String(process.pid),
    );
    await third.close();
    await expect(fs.access(path.join(dataDir, LOCK_FILE))).rejects.toThrow();
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../../server/db/database.ts';
import { openPglite } from '../../../server/db/pglite.ts';
import { openPostgres } from '../../../server/db/postgres.ts';

/**
 * Throwaway databases with the real bootstrap SQL (server/db/bootstrap) and the real migrations
 * (supabase/migrations) applied, on PGlite or on the PostgreSQL server of the test machine.
 */
export type DatabaseKind = 'pglite' | 'postgres';

const root = path.resolve(import.meta.dirname, '../../..');
export const bootstrapDir = path.join(root, 'server/db/bootstrap');
export const migrationsDir = path.join(root, 'supabase/migrations');

/** The test machine's PostgreSQL (trust auth); a database per test file is created from it. */
export const postgresAdminUrl =
  process.env.LARDER_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function sqlFiles(dir: string): Promise<{ name: string; sql: string }[]> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith('.sql')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => ({ name, sql: await fs.readFile(path.join(dir, name), 'utf8') })),
  );
}

/** Applies bootstrap files then migrations, in name order; names the failing file. */
export async function applySchema(
  db: Database,
  options: { migrations?: boolean } = {},
): Promise<void> {
  const bootstrap = await sqlFiles(bootstrapDir);
  const files = [
    ...bootstrap,
    ...(options.migrations === false ? [] : await sqlFiles(migrationsDir)),
  ];
  for (const file of files) {
    try {
      await db.exec(file.sql);
    } catch (error) {
      throw new Error(`${file.name}: ${(error as Error).message}`, { cause: error });
    }
  }
}

export interface TestDatabase {
  db: Database;
  kind: DatabaseKind;
  /** Only for kind postgres: the URL of the throwaway database. */
  url?: string;
  close(): Promise<void>;
}

/** A fresh database with nothing applied: in-memory PGlite, or a new database on the server. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openPglite(undefined);
    return { db, kind, close: () => db.close() };
  }
  const name = `larder_schema_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  return {
    db,
    kind,
    url: url.toString(),
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: postgresAdminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** A new, empty database on the test PostgreSQL server (for createLocalBackend({databaseUrl})). */
export async function createThrowawayPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `larder_schema_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: postgresAdminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * Whether the test PostgreSQL server answers. Locally, tests on it are skipped when it does not; with
 * CI set they must run, so an unreachable server fails the file instead of skipping half the suite.
 */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: postgresAdminUrl,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    if (process.env.CI) {
      throw new Error(
        `PostgreSQL is not reachable at ${postgresAdminUrl} and CI is set, so its tests may not skip`,
        {
          cause: error,
        },
      );
    }
    return false;
  }
}

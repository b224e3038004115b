import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../../server/db/database.ts';
import { applySchema } from '../../../server/db/migrate.ts';
import { openPglite } from '../../../server/db/pglite.ts';
import { openPostgres } from '../../../server/db/postgres.ts';
import { APP_SCHEMA, createThrowawayDatabase, type ThrowawayDatabase } from './test-database.ts';

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

export interface TestDatabase {
  db: Database;
  kind: DatabaseKind;
  /** Only for kind postgres: the URL of the throwaway database. */
  url?: string;
  close(): Promise<void>;
}

/**
 * A fresh database: in-memory PGlite, or a new database on the server. Empty, or with `schema` set
 * the bootstrap and the migrations applied as a new server's would be (runBootstrap and
 * applyMigrations, starting from the schema's template where there is one: see
 * server/db/pglite-template.ts and createThrowawayDatabase).
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: { schema?: boolean } = {},
): Promise<TestDatabase> {
  const schema = options.schema ? APP_SCHEMA : undefined;
  let db: Database;
  let throwaway: ThrowawayDatabase | null = null;
  if (kind === 'pglite') {
    db = await openPglite(undefined, schema);
  } else {
    throwaway = await createThrowawayDatabase(schema);
    db = await openPostgres(throwaway.url);
  }
  const close = async () => {
    await db.close();
    await throwaway?.drop();
  };
  if (schema) {
    try {
      await applySchema(db, schema);
    } catch (error) {
      await close();
      throw error;
    }
  }
  return { db, kind, url: throwaway?.url, close };
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

import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';
import { describeSqlError } from './sql-error.ts';

// Not `new URL('./bootstrap/', import.meta.url)`: the desktop build's bundler would resolve that to
// bootstrap.ts itself and inline it; the bundled server is given its copy (bootstrapDir) instead.
export const BOOTSTRAP_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap');

/**
 * Runs `server/db/bootstrap/*.sql` in name order, each in its own transaction: the roles, schemas
 * and Supabase-owned tables (auth, storage) that hosted Supabase has before any migration.
 * Every file is idempotent, so this runs on every start.
 */
export async function runBootstrap(db: Database, dir: string = BOOTSTRAP_DIR): Promise<string[]> {
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files) {
    const sql = await fs.readFile(path.join(dir, file), 'utf8');
    try {
      await db.transaction((tx) => tx.exec(sql));
    } catch (error) {
      throw new Error(`Bootstrap ${file} failed: ${describeSqlError(error, sql)}`, {
        cause: error,
      });
    }
  }
  return files;
}

/**
 * Runs fn (bootstrap, migrations, the shared signing key) while holding a database-wide lock on
 * PostgreSQL, so servers started together on one database set it up one after the other instead
 * of racing on `create schema if not exists` and the migrations. PGlite has one server: no lock.
 */
export async function serialiseStartup<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return fn();
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext('larder.startup'))");
    return fn();
  });
}

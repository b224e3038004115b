import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOTSTRAP_DIR, runBootstrap } from './bootstrap.ts';
import type { Database } from './database.ts';
import type { SchemaDirs } from './pglite-template.ts';
import { describeSqlError } from './sql-error.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

/** The app's own schema: the server's bootstrap SQL and the Supabase project's migrations. */
export const APP_SCHEMA: SchemaDirs = {
  bootstrapDir: BOOTSTRAP_DIR,
  migrationsDir: MIGRATIONS_DIR,
};

/**
 * What makes a database's schema, as every new database gets it: the bootstrap SQL (idempotent,
 * run on every start), then the pending migrations. Returns the migrations it applied.
 */
export async function applySchema(db: Database, schema: SchemaDirs): Promise<string[]> {
  await runBootstrap(db, schema.bootstrapDir);
  return applyMigrations(db, schema.migrationsDir);
}

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/** `<version>_<name>.sql`, sorted by file name as the Supabase CLI does. */
export async function listMigrations(dir: string = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  let entries: string[];
  try {
    entries = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => {
      const base = file.slice(0, -'.sql'.length);
      const cut = base.indexOf('_');
      return {
        file,
        version: cut === -1 ? base : base.slice(0, cut),
        name: cut === -1 ? '' : base.slice(cut + 1),
      };
    });
}

/**
 * Applies pending `supabase/migrations/*.sql` in order, each in its own transaction, recording it in
 * `supabase_migrations.schema_migrations` (the Supabase CLI's table, created by the bootstrap).
 * A failing migration is rolled back and stops everything with a MigrationError naming the file.
 * An advisory lock keeps two servers sharing one PostgreSQL database from applying one twice.
 */
export async function applyMigrations(
  db: Database,
  dir: string = MIGRATIONS_DIR,
): Promise<string[]> {
  const migrations = await listMigrations(dir);
  const seen = new Map<string, string>();
  for (const m of migrations) {
    const other = seen.get(m.version);
    if (other)
      throw new MigrationError(
        m.file,
        `Migrations ${other} and ${m.file} share the version ${m.version}`,
      );
    seen.set(m.version, m.file);
  }
  const applied = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => r.version),
  );
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const sql = await fs.readFile(path.join(dir, migration.file), 'utf8');
    try {
      const ran = await db.transaction(async (tx) => {
        await tx.query("select pg_advisory_xact_lock(hashtext('larder.migrations'))");
        const again = await tx.query(
          'select 1 from supabase_migrations.schema_migrations where version = $1',
          [migration.version],
        );
        if (again.rows.length > 0) return false;
        await tx.exec(`set local search_path = "$user", public, extensions;\n${sql}`);
        await tx.query(
          `insert into supabase_migrations.schema_migrations (version, name, statements, applied_at)
           values ($1, $2, $3, now())`,
          [migration.version, migration.name, [sql]],
        );
        return true;
      });
      if (ran) done.push(migration.file);
    } catch (error) {
      const prefixLength = 'set local search_path = "$user", public, extensions;\n'.length;
      throw new MigrationError(
        migration.file,
        `Migration ${migration.file} failed: ${describeSqlError(shiftPosition(error, prefixLength), sql)}`,
        { cause: error },
      );
    }
  }
  return done;
}

/** Positions in the error refer to the text we ran, which starts with the search_path line. */
function shiftPosition(error: unknown, by: number): unknown {
  const position = (error as { position?: unknown } | null)?.position;
  if (typeof position !== 'string' || !(error instanceof Error)) return error;
  const shifted = Math.max(1, Number(position) - by);
  return Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error, {
    message: error.message,
    position: String(shifted),
  });
}

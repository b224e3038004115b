import path from 'node:path';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import type { SchemaDirs } from './pglite-template.ts';
import { openPostgres } from './postgres.ts';

/**
 * PostgreSQL when a URL is given (DATABASE_URL), else PGlite persisted in `<dataDir>/db`. `schema`
 * names the bootstrap and migrations the caller runs next: a new PGlite folder starts from a
 * template with them applied when this machine has one (pglite-template.ts).
 */
export function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
  schema: SchemaDirs;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(pgliteDir(options.dataDir), options.schema);
}

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}

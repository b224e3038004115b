import path from 'node:path';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** PostgreSQL when a URL is given (DATABASE_URL), else PGlite persisted in `<dataDir>/db`. */
export function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(pgliteDir(options.dataDir));
}

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}

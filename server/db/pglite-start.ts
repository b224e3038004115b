import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types, type Results } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { QueryResult } from './database.ts';
import {
  discardClusterTemplate,
  readClusterTemplate,
  saveClusterTemplate,
} from './pglite-template.ts';

/**
 * Opens PGlite on a data folder (or in memory without one); a new cluster starts from the initdb
 * template when there is one (see pglite-template.ts). Used in-process for in-memory databases and
 * inside the worker thread (pglite-worker.ts) for data folders.
 *
 * Values come back as node-postgres returns them, so code behaves the same on both adapters:
 * int8 as a string (no silent precision loss), numeric as a string, json parsed, timestamps as Date.
 */
export async function startPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const isNew = !dataDir || !(await exists(path.join(dataDir, 'PG_VERSION')));
  const template = isNew ? await readClusterTemplate() : undefined;
  const open = (loadDataDir: Blob | undefined) =>
    new PGlite({
      dataDir,
      loadDataDir,
      extensions: { pgcrypto, uuid_ossp },
      parsers: { [types.INT8]: (value: string) => value },
    });
  if (template) {
    try {
      const pg = open(template);
      await pg.waitReady;
      return pg;
    } catch (error) {
      console.warn(
        `[larder] the PGlite cluster template did not load (${(error as Error).message}); running initdb`,
      );
      await discardClusterTemplate();
      if (dataDir)
        await fs
          .rm(dataDir, { recursive: true, force: true })
          .then(() => fs.mkdir(dataDir, { recursive: true }));
    }
  }
  const pg = open(undefined);
  await pg.waitReady;
  if (isNew) await saveClusterTemplate(pg);
  return pg;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

export function toResult<Row>(result: Results<Row>): QueryResult<Row> {
  return {
    rows: result.rows,
    affectedRows: result.affectedRows ?? 0,
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types, type Results } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { Database, QueryResult, Queryable } from './database.ts';
import { discardClusterTemplate, readClusterTemplate, saveClusterTemplate } from './pglite-template.ts';
import { SerialQueue } from './serial-queue.ts';

/**
 * PGlite (Postgres compiled to WebAssembly) persisted in a folder. It is one connection, so every
 * statement and transaction goes through one queue; a transaction holds the queue until COMMIT.
 *
 * Values come back as node-postgres returns them, so code behaves the same on both adapters:
 * int8 as a string (no silent precision loss), numeric as a string, json parsed, timestamps as Date.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const pg = await startPglite(dataDir);
  const queue = new SerialQueue();
  let closed = false;

  const direct: Queryable = {
    async query<Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
      return toResult<Row>(await pg.query<Row>(sql, params));
    },
    async exec(sql: string): Promise<void> {
      await pg.exec(sql);
    },
  };

  return {
    kind: 'pglite',
    query: (sql, params) => queue.run(() => direct.query(sql, params)),
    exec: (sql) => queue.run(() => direct.exec(sql)),
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return queue.run(async () => {
        await pg.exec('begin');
        let result: T;
        try {
          result = await fn(direct);
        } catch (error) {
          await pg.exec('rollback').catch(() => undefined);
          throw error;
        }
        await pg.exec('commit');
        return result;
      });
    },
    close(): Promise<void> {
      if (closed) return Promise.resolve();
      closed = true;
      return queue.run(() => pg.close());
    },
  };
}

/** A new cluster starts from the initdb template when there is one (see pglite-template.ts). */
async function startPglite(dataDir: string | undefined): Promise<PGlite> {
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
      console.warn(`[larder] the PGlite cluster template did not load (${(error as Error).message}); running initdb`);
      await discardClusterTemplate();
      if (dataDir) await fs.rm(dataDir, { recursive: true, force: true }).then(() => fs.mkdir(dataDir, { recursive: true }));
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

function toResult<Row>(result: Results<Row>): QueryResult<Row> {
  return {
    rows: result.rows,
    affectedRows: result.affectedRows ?? 0,
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types, type Results } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import {
  afterLastStatement,
  type Database,
  type QueryOptions,
  type QueryResult,
  type Queryable,
  type TransactionOptions,
} from './database.ts';
import { applySchema } from './migrate.ts';
import { beginWith } from './inline-params.ts';
import {
  discardTemplate,
  readClusterTemplate,
  readSchemaTemplate,
  saveClusterTemplate,
  saveSchemaTemplate,
  schemaTemplateFile,
  type SchemaDirs,
} from './pglite-template.ts';
import { SerialQueue } from './serial-queue.ts';

/**
 * Opens PGlite on a data folder (or in memory without one). Used in-process for in-memory databases
 * and inside the worker thread (pglite-worker.ts) for data folders.
 *
 * A new cluster starts from a template when there is one (pglite-template.ts): with `schema` given,
 * from the cluster as it was after that bootstrap SQL and those migrations ran, else from the
 * cluster right after initdb. Without a schema template yet, the bootstrap and the migrations run
 * here and the result becomes the template, before the caller (the server, a test) puts anything
 * of its own in the database. The caller then runs them as usual, which finds nothing pending; if
 * they failed here they fail there again, with the caller's error handling.
 *
 * Values come back as node-postgres returns them, so code behaves the same on both adapters:
 * int8 as a string (no silent precision loss), numeric as a string, json parsed, timestamps as Date.
 */
export async function startPglite(
  dataDir: string | undefined,
  schema?: SchemaDirs,
): Promise<PGlite> {
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const isNew = !dataDir || !(await exists(path.join(dataDir, 'PG_VERSION')));
  if (!isNew) return open(dataDir, undefined);
  const schemaFile = schema ? await schemaTemplateFile(schema) : null;
  if (schemaFile) {
    const migrated = await fromTemplate(dataDir, schemaFile, await readSchemaTemplate(schemaFile));
    if (migrated) return migrated;
  }
  const pg =
    (await fromTemplate(dataDir, null, await readClusterTemplate())) ?? (await initdb(dataDir));
  if (schema && schemaFile) await makeSchemaTemplate(pg, schema, schemaFile);
  return pg;
}

function open(dataDir: string | undefined, loadDataDir: Blob | undefined): PGlite {
  return new PGlite({
    dataDir,
    loadDataDir,
    extensions: { pgcrypto, uuid_ossp },
    parsers: { [types.INT8]: (value: string) => value },
  });
}

async function initdb(dataDir: string | undefined): Promise<PGlite> {
  const pg = open(dataDir, undefined);
  await pg.waitReady;
  await saveClusterTemplate(pg);
  return pg;
}

/** A new cluster from `template` (file null: the cluster template); undefined if it did not load. */
async function fromTemplate(
  dataDir: string | undefined,
  file: string | null,
  template: Blob | undefined,
): Promise<PGlite | undefined> {
  if (!template) return undefined;
  try {
    const pg = open(dataDir, template);
    await pg.waitReady;
    return pg;
  } catch (error) {
    console.warn(
      `[larder] a PGlite template did not load (${(error as Error).message}); starting without it`,
    );
    await discardTemplate(file ?? undefined);
    if (dataDir)
      await fs
        .rm(dataDir, { recursive: true, force: true })
        .then(() => fs.mkdir(dataDir, { recursive: true }));
    return undefined;
  }
}

/**
 * Runs the bootstrap and the migrations on a new cluster and saves it as the schema template.
 * A failure is left to the caller's own run of them, which meets it again and reports it.
 */
async function makeSchemaTemplate(pg: PGlite, schema: SchemaDirs, file: string): Promise<void> {
  const db = inProcessDatabase(pg);
  try {
    await applySchema(db, schema);
  } catch {
    return;
  }
  await saveSchemaTemplate(pg, file);
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

/** The Database interface over a PGlite in this thread: one queue for statements and transactions. */
export function inProcessDatabase(pg: PGlite): Database {
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
    transaction<T>(
      fn: (tx: Queryable) => Promise<T>,
      options: TransactionOptions = {},
    ): Promise<T> {
      return queue.run(async () => {
        let result: T;
        // As on the worker and PostgreSQL: nothing may follow a statement marked `last`.
        let ended = false;
        const tx: Queryable = {
          async query<Row>(sql: string, params?: unknown[], queryOptions?: QueryOptions) {
            if (ended) throw afterLastStatement();
            const answer = await direct.query<Row>(sql, params);
            if (queryOptions?.last === true) {
              await pg.exec('commit');
              ended = true;
            }
            return answer;
          },
          async exec(sql: string) {
            if (ended) throw afterLastStatement();
            await direct.exec(sql);
          },
        };
        try {
          await pg.exec(beginWith(options.prelude));
          result = await fn(tx);
        } catch (error) {
          if (!ended) await pg.exec('rollback').catch(() => undefined);
          throw error;
        }
        if (!ended) await pg.exec('commit');
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

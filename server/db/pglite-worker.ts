import { parentPort, workerData } from 'node:worker_threads';
import type { QueryResult } from './database.ts';
import { startPglite, toResult } from './pglite-start.ts';
import type { SchemaDirs } from './pglite-template.ts';
import { SerialQueue } from './serial-queue.ts';

/**
 * The worker thread that owns PGlite for a data folder (pglite.ts starts it). PGlite runs each
 * statement to its end on the thread that called it; here that thread is this one, so the server's
 * thread stays free to answer /health and parse requests, and a statement that runs over its time
 * limit can be stopped by terminating this worker (pglite.ts then starts a new one on the folder).
 *
 * Protocol: `{ id, ops, end? }` → `{ id, results }` (one entry per op, null for exec), or
 * `{ id, results, error }` when op number `results.length` failed (the later ops did not run).
 * Batches run one after another, in the order they arrive; `end` marks a transaction's last batch.
 * When an op fails the worker rolls the transaction back itself, because the next batch may already
 * be the next transaction's. While a batch runs, `progress` (shared memory) holds its id
 * and start time, so the server thread can tell a batch that runs too long from one still waiting.
 */
export type WorkerOp =
  { sql: string; params?: unknown[]; exec?: false } | { sql: string; exec: true };

export interface WorkerRequest {
  id: number;
  ops: WorkerOp[];
  end?: boolean;
}

/** A Postgres error's fields (code, detail, hint, position, …) as plain data. */
export type WorkerError = { message: string; name: string } & Record<string, unknown>;

export type WorkerReply =
  | { id: number; results: (QueryResult | null)[]; error?: WorkerError }
  | { ready: true }
  | { startError: WorkerError }
  | { closed: true };

export interface WorkerStart {
  dataDir: string;
  /** A new cluster's bootstrap and migrations, for the schema template (pglite-start.ts). */
  schema?: SchemaDirs;
  /** Two BigInt64 slots: the running batch's id (0: none) and its start (Date.now()). */
  progress: SharedArrayBuffer;
}

function plainError(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: WorkerError = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
  const { dataDir, schema, progress: shared } = workerData as WorkerStart;
  const progress = new BigInt64Array(shared);
  let pg;
  try {
    pg = await startPglite(dataDir, schema);
  } catch (error) {
    port.postMessage({ startError: plainError(error) } satisfies WorkerReply);
    return;
  }
  const db = pg;
  const queue = new SerialQueue();
  port.on('message', (message: WorkerRequest | { close: true }) => {
    if ('close' in message) {
      void queue.run(async () => {
        await db.close();
        port.postMessage({ closed: true } satisfies WorkerReply);
        port.close();
      });
      return;
    }
    void queue.run(async () => {
      Atomics.store(progress, 1, BigInt(Date.now()));
      Atomics.store(progress, 0, BigInt(message.id));
      const results: (QueryResult | null)[] = [];
      let error: WorkerError | undefined;
      for (const op of message.ops) {
        try {
          if (op.exec) {
            await db.exec(op.sql);
            results.push(null);
          } else {
            results.push(toResult(await db.query(op.sql, op.params)));
          }
        } catch (caught) {
          error = plainError(caught);
          // A failed statement ends its transaction here: the server thread sends no ROLLBACK,
          // and the next batch may already be another transaction's.
          await db.exec('rollback').catch(() => undefined);
          break;
        }
      }
      Atomics.store(progress, 0, 0n);
      port.postMessage(
        (error
          ? { id: message.id, results, error }
          : { id: message.id, results }) satisfies WorkerReply,
      );
    });
  });
  port.postMessage({ ready: true } satisfies WorkerReply);
}

void main();

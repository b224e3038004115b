import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type {
  Database,
  QueryOptions,
  QueryResult,
  Queryable,
  TransactionOptions,
} from './database.ts';
import { inProcessDatabase, startPglite } from './pglite-start.ts';
import type { SchemaDirs } from './pglite-template.ts';
import type { WorkerError, WorkerOp, WorkerReply, WorkerStart } from './pglite-worker.ts';
import { beginWith } from './inline-params.ts';

/**
 * PGlite (Postgres compiled to WebAssembly). It is one connection, so every statement and
 * transaction goes through one queue; a transaction holds the queue until its COMMIT is sent.
 *
 * With a data folder (the server) PGlite runs in a worker thread (pglite-worker.ts): HTTP, JSON and
 * JWT work on the server's thread overlaps with SQL in the worker, and a statement past its time
 * limit (TransactionOptions.statementTimeoutMs) is stopped by terminating the worker — PGlite has
 * no other way to interrupt a running statement. A new worker then opens the same folder; Postgres'
 * crash recovery replays the WAL as after a SIGKILL, so every committed write is kept, and the
 * statements queued behind the slow one run on the new worker.
 *
 * Without a data folder (tests, tools) PGlite runs in this thread: an in-memory database would not
 * survive a restart, so there is no time limit there.
 *
 * `schema`: the bootstrap and migrations the caller runs next; a new cluster then starts from the
 * template of that schema (startPglite, pglite-template.ts).
 */
export async function openPglite(
  dataDir: string | undefined,
  schema?: SchemaDirs,
): Promise<Database> {
  return dataDir
    ? openPgliteWorker(dataDir, schema)
    : inProcessDatabase(await startPglite(undefined, schema));
}

/** A Postgres-shaped error (asSqlError reads code, detail, hint, … from it). */
function sqlError(fields: WorkerError): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}

const timeoutError = () =>
  sqlError({
    name: 'DatabaseError',
    code: '57014',
    message: 'canceling statement due to statement timeout',
  });
const restartedError = () =>
  sqlError({
    name: 'DatabaseError',
    code: '57P01',
    message:
      'terminating connection: the database was restarted after a statement ran over its time limit',
  });

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** From source (tsx, Vitest) this file is pglite.ts; in the desktop bundle the worker is compiled beside it. */
const WORKER_ENTRY = path.join(
  HERE,
  import.meta.url.endsWith('.ts') ? 'pglite-worker-from-source.mjs' : 'pglite-worker.js',
);

interface BatchReply {
  results: (QueryResult | null)[];
  /** The worker that ran it (PgliteWorkerHost.generation). */
  generation: number;
}

interface Batch {
  id: number;
  ops: WorkerOp[];
  /** The batch closes its transaction (COMMIT included, the worker rolls back on failure). */
  end: boolean;
  timeoutMs: number;
  /** It begins a transaction or stands alone: a new worker may run it when the old never started it. */
  retryable: boolean;
  resolve(reply: BatchReply): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

interface RunOptions {
  timeoutMs?: number;
  /** Only on this worker: a batch in the middle of a transaction begun there. */
  generation?: number;
  end?: boolean;
  retryable?: boolean;
}

/**
 * The server's side of the worker. Batches are posted at once and the worker runs them in order,
 * so it never waits for this thread between transactions. `generation` counts workers: when one is
 * replaced (a batch over its time limit, or the worker died) the batch it was running fails, the
 * batches it had not started that begin a transaction or stand alone go to the next worker, and a
 * transaction begun on the old one cannot send more.
 */
class PgliteWorkerHost {
  generation = 0;
  private worker: Worker | null = null;
  private progress = new BigInt64Array(new SharedArrayBuffer(16));
  private ready: Promise<void>;
  private isReady = false;
  private nextId = 1;
  /** Posted, not answered yet, in the order the worker runs them. */
  private readonly inflight = new Map<number, Batch>();
  /** Waiting for the worker to start. */
  private waiting: Batch[] = [];
  private closing = false;

  constructor(
    private readonly dataDir: string,
    private readonly schema: SchemaDirs | undefined,
  ) {
    this.ready = this.start();
  }

  whenReady(): Promise<void> {
    return this.ready;
  }

  private start(): Promise<void> {
    const generation = this.generation;
    const progress = new SharedArrayBuffer(16);
    const worker = new Worker(WORKER_ENTRY, {
      workerData: { dataDir: this.dataDir, schema: this.schema, progress } satisfies WorkerStart,
    });
    this.worker = worker;
    this.progress = new BigInt64Array(progress);
    const started = new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: WorkerReply) => {
        if ('ready' in reply) {
          resolve();
        } else if ('startError' in reply) {
          reject(sqlError(reply.startError));
        } else if ('id' in reply) {
          const batch = this.inflight.get(reply.id);
          if (!batch || generation !== this.generation) return;
          this.inflight.delete(reply.id);
          clearTimeout(batch.timer);
          if (reply.error) batch.reject(sqlError(reply.error));
          else batch.resolve({ results: reply.results, generation });
        }
      });
      worker.on('error', (error) => {
        reject(error);
        if (generation === this.generation && this.isReady && !this.closing) {
          console.error(`[larder] the PGlite worker failed (${error.message}); starting it again`);
          this.replace(error);
        }
      });
      worker.on('exit', (code) => {
        const error = new Error(`The PGlite worker exited (code ${code})`);
        reject(error);
        if (generation === this.generation && this.isReady && !this.closing) this.replace(error);
      });
    });
    return started.then(
      () => {
        if (generation !== this.generation) return;
        this.isReady = true;
        const waiting = this.waiting;
        this.waiting = [];
        for (const batch of waiting) this.post(batch);
      },
      (error: Error) => {
        if (generation !== this.generation) return;
        // Nothing can run: every waiting batch fails; the next one tries to start a worker again.
        this.worker = null;
        void worker.terminate();
        const waiting = this.waiting;
        this.waiting = [];
        for (const batch of waiting) batch.reject(error);
        throw error;
      },
    );
  }

  /**
   * Stops the current worker and starts the next on the same folder. The batch it was running (or
   * `culprit`) fails with `cause`; see the class comment for the others.
   */
  private replace(cause: Error, culprit?: number): void {
    const running = culprit ?? Number(Atomics.load(this.progress, 0));
    this.generation += 1;
    this.isReady = false;
    const retry: Batch[] = [];
    for (const batch of this.inflight.values()) {
      clearTimeout(batch.timer);
      batch.timer = undefined;
      if (batch.id === running) batch.reject(cause);
      else if (running !== 0 && batch.id > running && batch.retryable) retry.push(batch);
      else batch.reject(restartedError());
    }
    this.inflight.clear();
    this.waiting = [...retry, ...this.waiting];
    const old = this.worker;
    this.ready = (old ? old.terminate().then(() => undefined) : Promise.resolve()).then(() =>
      this.start(),
    );
    this.ready.catch((error: Error) =>
      console.error(`[larder] the PGlite worker did not start again: ${error.message}`),
    );
  }

  /** Past the time limit since the worker started it: replace the worker. */
  private watch(batch: Batch): void {
    if (!this.inflight.has(batch.id)) return;
    if (Number(Atomics.load(this.progress, 0)) === batch.id) {
      const left = Number(Atomics.load(this.progress, 1)) + batch.timeoutMs - Date.now();
      if (left <= 0) return this.replace(timeoutError(), batch.id);
      batch.timer = setTimeout(() => this.watch(batch), left);
    } else {
      // Still behind other batches (or done, its answer on the way): look again soon.
      batch.timer = setTimeout(() => this.watch(batch), Math.min(batch.timeoutMs, 100));
    }
  }

  private post(batch: Batch): void {
    if (!this.isReady) {
      this.waiting.push(batch);
      // After a failed start, the next batch tries again.
      if (this.worker === null) this.ready = this.start().catch(() => undefined);
      return;
    }
    this.inflight.set(batch.id, batch);
    if (batch.timeoutMs > 0) batch.timer = setTimeout(() => this.watch(batch), batch.timeoutMs);
    (this.worker as Worker).postMessage({ id: batch.id, ops: batch.ops, end: batch.end });
  }

  /**
   * Runs ops in order in the worker, after every batch run() was called for before; resolves with
   * one result per op (null for exec). With timeoutMs > 0 the worker must finish the batch within
   * that time from starting it, else it is replaced and this batch fails with SQLSTATE 57014.
   */
  run(ops: WorkerOp[], options: RunOptions = {}): Promise<BatchReply> {
    if (this.closing) return Promise.reject(new Error('The database is closed'));
    if (options.generation !== undefined && options.generation !== this.generation) {
      return Promise.reject(restartedError());
    }
    return new Promise((resolve, reject) => {
      this.post({
        id: this.nextId++,
        ops,
        end: options.end ?? false,
        timeoutMs: options.timeoutMs ?? 0,
        retryable: options.retryable ?? false,
        resolve,
        reject,
      });
    });
  }

  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
    this.closing = true;
    const worker = this.worker;
    if (!worker) return;
    const closed = new Promise<void>((resolve) => {
      worker.on('message', (reply: WorkerReply) => {
        if ('closed' in reply) resolve();
      });
      worker.on('exit', () => resolve());
    });
    worker.postMessage({ close: true });
    await closed;
    await worker.terminate();
  }
}

/** A FIFO lock released by hand: a transaction lets the next one in once its last batch is posted. */
class Turns {
  private tail: Promise<void> = Promise.resolve();

  take(): Promise<() => void> {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const mine = this.tail.then(() => release);
    this.tail = this.tail.then(() => done);
    return mine;
  }
}

async function openPgliteWorker(
  dataDir: string,
  schema: SchemaDirs | undefined,
): Promise<Database> {
  const host = new PgliteWorkerHost(dataDir, schema);
  await host.whenReady();
  const turns = new Turns();
  let closed = false;
  /** A statement outside a transaction: posted in turn, without waiting for the worker. */
  const alone = async (op: WorkerOp) => {
    const release = await turns.take();
    const reply = host.run([op], { retryable: true });
    release();
    return (await reply).results[0];
  };

  return {
    kind: 'pglite',
    query: async <Row>(sql: string, params?: unknown[]) =>
      (await alone({ sql, params })) as QueryResult<Row>,
    exec: async (sql) => void (await alone({ sql, exec: true })),
    async transaction<T>(
      fn: (tx: Queryable) => Promise<T>,
      options: TransactionOptions = {},
    ): Promise<T> {
      const timeoutMs = options.statementTimeoutMs ?? 0;
      const taken = await turns.take();
      let released = false;
      const release = () => {
        if (!released) taken();
        released = true;
      };
      // BEGIN and the prelude (one simple-protocol statement) travel with the first statement: one
      // message to the worker instead of three.
      let opening: WorkerOp[] | null = [{ sql: beginWith(options.prelude), exec: true }];
      let generation = host.generation;
      let ended = false;
      let failed = false;
      const send = async (op: WorkerOp, last: boolean) => {
        if (ended || failed) {
          throw sqlError({
            name: 'DatabaseError',
            code: '25P02',
            message:
              'current transaction is aborted, commands ignored until end of transaction block',
          });
        }
        const first = opening !== null;
        const ops = opening ? [...opening, op] : [op];
        const index = ops.length - 1;
        opening = null;
        if (last) ops.push({ sql: 'commit', exec: true });
        ended = last;
        const reply = host.run(ops, {
          timeoutMs,
          generation: first ? undefined : generation,
          end: last,
          retryable: first,
        });
        // The transaction's last batch is posted: the next transaction may post its own.
        if (last) release();
        try {
          const answer = await reply;
          generation = answer.generation;
          return answer.results[index];
        } catch (error) {
          // The worker rolled back (any failed batch ends its transaction there).
          failed = true;
          throw error;
        }
      };
      const tx: Queryable = {
        query: async <Row>(sql: string, params?: unknown[], queryOptions?: QueryOptions) =>
          (await send({ sql, params }, queryOptions?.last === true)) as QueryResult<Row>,
        exec: async (sql: string) => void (await send({ sql, exec: true }, false)),
      };
      let value: T;
      let commit: Promise<unknown> | null = null;
      try {
        value = await fn(tx);
        if (opening === null && !ended && !failed)
          commit = host.run([{ sql: 'commit', exec: true }], { generation, end: true });
      } catch (error) {
        if (opening === null && !ended && !failed) {
          host
            .run([{ sql: 'rollback', exec: true }], { generation, end: true })
            .catch(() => undefined);
        }
        throw error;
      } finally {
        release();
      }
      // A write is answered once it is committed; a read-only transaction's result cannot change,
      // so it does not wait for its COMMIT's round trip.
      if (commit && !options.readOnly) await commit;
      else
        commit?.catch((error: Error) =>
          console.error(`[larder] read-only COMMIT failed: ${error.message}`),
        );
      return value;
    },
    close(): Promise<void> {
      if (closed) return Promise.resolve();
      closed = true;
      return turns.take().then(async (release) => {
        await host.close();
        release();
      });
    },
  };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Database, QueryResult, Queryable, TransactionOptions } from './database.ts';
import { startPglite, toResult } from './pglite-start.ts';
import type { WorkerError, WorkerOp, WorkerReply, WorkerStart } from './pglite-worker.ts';
import { SerialQueue } from './serial-queue.ts';

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
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  return dataDir ? openPgliteWorker(dataDir) : openPgliteInProcess();
}

async function openPgliteInProcess(): Promise<Database> {
  const pg = await startPglite(undefined);
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
        await pg.exec('begin');
        let result: T;
        try {
          for (const statement of options.prelude ?? [])
            await pg.query(statement.sql, statement.params);
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

interface InFlight {
  resolve(results: (QueryResult | null)[]): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

/**
 * The server's side of the worker: posts batches of statements, matches the replies, and replaces
 * the worker when a batch runs over its time limit or the worker dies. `generation` counts workers:
 * a transaction begun on one never sends to the next (its BEGIN died with the old one).
 */
class PgliteWorkerHost {
  generation = 0;
  private worker: Worker | null = null;
  private ready: Promise<void>;
  private isReady = false;
  private nextId = 1;
  private readonly inflight = new Map<number, InFlight>();
  private closing = false;

  constructor(private readonly dataDir: string) {
    this.ready = this.start();
  }

  whenReady(): Promise<void> {
    return this.ready;
  }

  private start(): Promise<void> {
    const generation = this.generation;
    const worker = new Worker(WORKER_ENTRY, {
      workerData: { dataDir: this.dataDir } satisfies WorkerStart,
    });
    this.worker = worker;
    return new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: WorkerReply) => {
        if ('ready' in reply) {
          if (generation === this.generation) this.isReady = true;
          resolve();
        } else if ('startError' in reply) {
          reject(sqlError(reply.startError));
        } else if ('id' in reply) {
          const entry = this.inflight.get(reply.id);
          if (!entry) return;
          this.inflight.delete(reply.id);
          clearTimeout(entry.timer);
          if (reply.error) entry.reject(sqlError(reply.error));
          else entry.resolve(reply.results);
        }
      });
      worker.on('error', (error) => {
        reject(error);
        if (generation === this.generation && !this.closing) {
          console.error(`[larder] the PGlite worker failed (${error.message}); starting it again`);
          this.replace(error);
        }
      });
      worker.on('exit', (code) => {
        reject(new Error(`The PGlite worker exited (code ${code}) before it was ready`));
        if (generation === this.generation && !this.closing)
          this.replace(new Error(`The PGlite worker exited (code ${code})`));
      });
    });
  }

  /**
   * Stops the current worker and starts the next one on the same folder. The batch that caused it
   * gets `cause`; every other batch still in flight was posted to the old worker and is lost with
   * it (restartedError); batches sent from now on wait for the new worker.
   */
  private replace(cause: Error, culprit?: number): void {
    this.generation += 1;
    this.isReady = false;
    for (const [id, entry] of this.inflight) {
      clearTimeout(entry.timer);
      entry.reject(id === culprit ? cause : restartedError());
    }
    this.inflight.clear();
    const old = this.worker;
    this.ready = (old ? old.terminate().then(() => undefined) : Promise.resolve()).then(() =>
      this.start(),
    );
    this.ready.catch((error: Error) =>
      console.error(`[larder] the PGlite worker did not start again: ${error.message}`),
    );
  }

  /**
   * Runs ops in order in the worker; resolves with one result per op (null for exec). With
   * timeoutMs > 0 the batch must finish within it, else the worker is replaced and this batch fails
   * with SQLSTATE 57014. With a generation, fails instead of sending to a newer worker.
   */
  run(ops: WorkerOp[], timeoutMs = 0, generation?: number): Promise<(QueryResult | null)[]> {
    if (this.closing) return Promise.reject(new Error('The database is closed'));
    if (generation !== undefined && generation !== this.generation)
      return Promise.reject(restartedError());
    // Posted synchronously when the worker is up, so batches reach it in the order run() was called.
    if (!this.isReady) {
      const at = this.generation;
      return this.ready.then(
        () => this.run(ops, timeoutMs, generation ?? at),
        () => {
          // The restart failed (say, a full disk): try once more for this batch.
          if (!this.isReady && at === this.generation) this.replace(new Error('restart'));
          return this.ready.then(() => this.run(ops, timeoutMs));
        },
      );
    }
    const worker = this.worker as Worker;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const entry: InFlight = { resolve, reject };
      if (timeoutMs > 0)
        entry.timer = setTimeout(() => this.replace(timeoutError(), id), timeoutMs);
      this.inflight.set(id, entry);
      worker.postMessage({ id, ops });
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

async function openPgliteWorker(dataDir: string): Promise<Database> {
  const host = new PgliteWorkerHost(dataDir);
  await host.whenReady();
  const queue = new SerialQueue();
  let closed = false;
  const last = (results: (QueryResult | null)[]) => results[results.length - 1];

  return {
    kind: 'pglite',
    query: <Row>(sql: string, params?: unknown[]) =>
      queue.run(async () => last(await host.run([{ sql, params }])) as QueryResult<Row>),
    exec: (sql) => queue.run(async () => void (await host.run([{ sql, exec: true }]))),
    async transaction<T>(
      fn: (tx: Queryable) => Promise<T>,
      options: TransactionOptions = {},
    ): Promise<T> {
      const timeoutMs = options.statementTimeoutMs ?? 0;
      const ending: { commit: Promise<unknown> | null } = { commit: null };
      const result = await queue.run(async () => {
        const generation = host.generation;
        // BEGIN and the prelude travel with the first statement: one message instead of three.
        let opening: WorkerOp[] | null = [
          { sql: 'begin', exec: true },
          ...(options.prelude ?? []).map((s) => ({ sql: s.sql, params: s.params })),
        ];
        const send = async (op: WorkerOp) => {
          const ops = opening ? [...opening, op] : [op];
          opening = null;
          return last(await host.run(ops, timeoutMs, generation));
        };
        const tx: Queryable = {
          query: async <Row>(sql: string, params?: unknown[]) =>
            (await send({ sql, params })) as QueryResult<Row>,
          exec: async (sql: string) => void (await send({ sql, exec: true })),
        };
        let value: T;
        try {
          value = await fn(tx);
        } catch (error) {
          // Sent, not awaited: the worker runs it before anything queued after this transaction.
          if (opening === null && generation === host.generation) {
            host.run([{ sql: 'rollback', exec: true }], 0, generation).catch(() => undefined);
          }
          throw error;
        }
        if (opening === null)
          ending.commit = host.run([{ sql: 'commit', exec: true }], 0, generation);
        return value;
      });
      // The queue is free once COMMIT is posted (the worker keeps the order). A write is answered
      // only once it is committed; a read-only transaction's result cannot change, so it is not held
      // back by the COMMIT's round trip.
      if (ending.commit && !options.readOnly) await ending.commit;
      else
        ending.commit?.catch((error: Error) =>
          console.error(`[larder] read-only COMMIT failed: ${error.message}`),
        );
      return result;
    },
    close(): Promise<void> {
      if (closed) return Promise.resolve();
      closed = true;
      return queue.run(() => host.close());
    },
  };
}

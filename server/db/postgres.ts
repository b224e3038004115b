import pg from 'pg';
import {
  afterLastStatement,
  type Database,
  type QueryOptions,
  type QueryResult,
  type Queryable,
  type TransactionOptions,
} from './database.ts';
import { beginWith, tryInlineParams } from './inline-params.ts';

/**
 * A PostgreSQL server through a pg pool; a transaction keeps one pooled client until COMMIT.
 *
 * The statement time limit (TransactionOptions.statementTimeoutMs) is a setting of the connection,
 * not of each transaction: every pooled connection remembers the `statement_timeout` it was last
 * given, and a transaction that wants another value sends `set statement_timeout` in the same
 * message as its BEGIN. Requests of one kind (signed-in reads and writes, mostly) then pay nothing
 * for it but the server arming its timer; everything else — the Auth server, migrations, the
 * service role — runs with none (0).
 */
export async function openPostgres(
  databaseUrl: string,
  options: { max?: number } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    application_name: 'larder',
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) =>
    console.error(`[larder] database connection error: ${error.message}`),
  );
  // Fail at start-up, with the server's message, when the URL is wrong.
  const probe = await pool.connect();
  probe.release();
  let closed = false;
  /** Each connection's session-level statement_timeout in ms; absent: not known (set it). */
  const timeouts = new WeakMap<pg.PoolClient, number>();
  /** The SQL that gives `client` the limit `ms` before `then`, or `then` alone when it has it. */
  const limited = (client: pg.PoolClient, ms: number, then: string): string => {
    if (timeouts.get(client) === ms) return then;
    // BEGIN in the same message makes the SET part of the transaction: a rollback undoes it, so
    // every failure forgets the value.
    timeouts.set(client, ms);
    return `set statement_timeout = ${Math.max(0, Math.floor(ms))}; ${then}`;
  };
  const forget = (client: pg.PoolClient) => timeouts.delete(client);

  const over = (client: pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params);
      return toResult<Row>(result);
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  });
  /** A statement outside any transaction: service work, so no time limit. */
  const alone = async <T>(run: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      if (timeouts.get(client) !== 0) {
        await client.query('set statement_timeout = 0');
        timeouts.set(client, 0);
      }
      const result = await run(client);
      client.release();
      return result;
    } catch (error) {
      forget(client);
      client.release();
      throw error;
    }
  };

  return {
    kind: 'postgres',
    query: <Row>(sql: string, params?: unknown[]) =>
      alone((client) => over(client).query<Row>(sql, params)),
    exec: (sql: string) => alone((client) => over(client).exec(sql)),
    async transaction<T>(
      fn: (tx: Queryable) => Promise<T>,
      options: TransactionOptions = {},
    ): Promise<T> {
      const client = await pool.connect();
      let broken = false;
      let result: T;
      // The limit (when it changes), BEGIN and the prelude, sent with the first statement when its
      // values can be written into it (inline-params.ts): one round trip for both. A statement
      // marked `last` (QueryOptions) takes the COMMIT along as well.
      let opening: string | null = limited(
        client,
        options.statementTimeoutMs ?? 0,
        beginWith(options.prelude),
      );
      let committed = false;
      // After a COMMIT that went with a `last` statement the connection is outside any transaction:
      // a further statement would run without the caller's role, so it is refused.
      const ended = () => {
        if (committed) throw afterLastStatement();
      };
      const tx: Queryable = {
        async query<Row>(
          sql: string,
          params: unknown[] = [],
          queryOptions?: QueryOptions,
        ): Promise<QueryResult<Row>> {
          ended();
          const commit = queryOptions?.last === true;
          const inlined = opening !== null || commit ? tryInlineParams(sql, params) : null;
          if (inlined === null) {
            if (opening !== null) await client.query(opening);
            opening = null;
            return toResult<Row>(await client.query(sql, params));
          }
          const message = [opening, inlined, commit ? 'commit' : null].filter((s) => s !== null);
          opening = null;
          const answer: pg.QueryResult | pg.QueryResult[] = await client.query(message.join(';\n'));
          committed = commit;
          // The statement's own result: the last one, or the one before the COMMIT's.
          const results = Array.isArray(answer) ? answer : [answer];
          return toResult<Row>(commit ? results.slice(0, -1) : results);
        },
        async exec(sql: string): Promise<void> {
          ended();
          const message = opening === null ? sql : `${opening};\n${sql}`;
          opening = null;
          await client.query(message);
        },
      };
      try {
        result = await fn(tx);
      } catch (error) {
        // A SET sent with BEGIN is rolled back with it.
        forget(client);
        if (opening === null) {
          await client.query('rollback').catch(() => {
            broken = true;
          });
        }
        client.release(broken);
        throw error;
      }
      // Committed with the last statement, or nothing sent at all (as on PGlite: no transaction;
      // the limit it would have set was not set either).
      if (committed || opening !== null) {
        if (opening !== null) forget(client);
        client.release();
        return result;
      }
      const commit = client.query('commit').then(
        () => client.release(),
        (error: Error) => {
          forget(client);
          client.release(true);
          throw error;
        },
      );
      // A read-only transaction's result cannot change: answer without waiting for its COMMIT.
      if (options.readOnly)
        commit.catch((error: Error) =>
          console.error(`[larder] read-only COMMIT failed: ${error.message}`),
        );
      else await commit;
      return result;
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

function toResult<Row>(result: pg.QueryResult | pg.QueryResult[]): QueryResult<Row> {
  // Several statements in one simple-protocol call give several results; the last one counts.
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return {
    rows: (last?.rows ?? []) as Row[],
    affectedRows: last?.rowCount ?? 0,
    fields: (last?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

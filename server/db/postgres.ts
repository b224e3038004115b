import pg from 'pg';
import type { Database, QueryResult, Queryable, TransactionOptions } from './database.ts';

/** A PostgreSQL server through a pg pool; a transaction keeps one pooled client until COMMIT. */
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

  const over = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params);
      return toResult<Row>(result);
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  });
  const pooled = over(pool);

  return {
    kind: 'postgres',
    query: pooled.query,
    exec: pooled.exec,
    async transaction<T>(
      fn: (tx: Queryable) => Promise<T>,
      options: TransactionOptions = {},
    ): Promise<T> {
      const client = await pool.connect();
      let broken = false;
      let result: T;
      try {
        await client.query('begin');
        for (const statement of options.prelude ?? [])
          await client.query(statement.sql, statement.params);
        result = await fn(over(client));
      } catch (error) {
        await client.query('rollback').catch(() => {
          broken = true;
        });
        client.release(broken);
        throw error;
      }
      const commit = client.query('commit').then(
        () => client.release(),
        (error: Error) => {
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

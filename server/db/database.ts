/**
 * One interface over PGlite (embedded, default) and a PostgreSQL server (DATABASE_URL).
 * Everything in server/ talks to the database through this, so both run the same code path.
 */
export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  /** Rows touched by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface QueryOptions {
  /**
   * Inside a transaction: this is its last statement, so COMMIT may go with it (PGlite sends both to
   * its worker in one message and lets the next transaction in at once; PostgreSQL gets both in one
   * simple-protocol message when the values can be inlined, inline-params.ts). Only for a statement
   * whose result cannot make the caller roll back. Outside a transaction: ignored.
   */
  last?: boolean;
}

/** Thrown for a statement sent after one marked `last` (its COMMIT went with it). */
export function afterLastStatement(): Error {
  return new Error('The transaction was committed with its last statement');
}

export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<Row>>;
  /** Runs one or more statements without parameters (migrations, bootstrap SQL). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * Statements run right after BEGIN whose results nobody needs (the caller's role and claims),
   * sent in one message with BEGIN, their parameters inlined as literals (inline-params.ts). That
   * message travels with the transaction's first statement: to PGlite's worker always, to
   * PostgreSQL when that statement's values can be inlined too.
   */
  prelude?: { sql: string; params?: unknown[] }[];
  /** Nothing to make durable: the caller gets fn's result without waiting for COMMIT. */
  readOnly?: boolean;
  /**
   * The time limit of each statement in milliseconds (0, the default: none); past it the statement
   * fails with SQLSTATE 57014. PostgreSQL: the connection's `statement_timeout`, set only when it
   * differs from what the pooled connection already has. PGlite: the worker running it is stopped
   * and started again on the data folder.
   */
  statementTimeoutMs?: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** BEGIN … COMMIT around fn on one connection; ROLLBACK (and rethrow) if fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

/** Claims of a verified JWT (or the anon role when there is none). */
export interface RequestClaims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  [claim: string]: unknown;
}

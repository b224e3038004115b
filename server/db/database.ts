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

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs one or more statements without parameters (migrations, bootstrap SQL). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** BEGIN … COMMIT around fn on one connection; ROLLBACK (and rethrow) if fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Claims of a verified JWT (or the anon role when there is none). */
export interface RequestClaims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  [claim: string]: unknown;
}

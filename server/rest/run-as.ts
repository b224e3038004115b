import type { Database, Queryable, RequestClaims } from '../db/database.ts';
import { withClaims, type RequestInfo } from '../db/claims.ts';

/** Per-role statement timeouts in milliseconds (hosted Supabase: anon 3 s, authenticated 8 s). */
export interface StatementTimeouts {
  anon: number;
  authenticated: number;
}

export const DEFAULT_STATEMENT_TIMEOUTS: StatementTimeouts = { anon: 3000, authenticated: 8000 };

/**
 * Runs one REST request's SQL in one transaction as the caller (role, claims, request GUCs), with
 * the role's statement timeout (given by the server: role settings are not loaded by `set role`).
 * Read-only for GET/HEAD and for calls to stable functions. On PostgreSQL the timeout is the pooled
 * connection's `statement_timeout` (db/postgres.ts); PGlite cannot interrupt a statement, so there the worker running it is
 * stopped and started again (db/pglite.ts) and the request gets the same 57014 error. The bounds on
 * expensive filters (parse-filter.ts) keep ordinary requests far below the limit (README, "Limits").
 * The token's session is checked in the same first statement (the routes resolve claims with
 * `sessionInTransaction`), so a signed-out session fails here with REVOKED_SESSION_SQLSTATE.
 */
export function runAs<T>(
  db: Database,
  claims: RequestClaims,
  options: { readOnly: boolean; request: RequestInfo; timeouts?: StatementTimeouts },
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { timeouts = DEFAULT_STATEMENT_TIMEOUTS, ...rest } = options;
  const ms =
    claims.role === 'anon'
      ? timeouts.anon
      : claims.role === 'authenticated'
        ? timeouts.authenticated
        : 0;
  // The client address keys anonymous callers' rate limits; signed-in callers are keyed by user id.
  const request = claims.role === 'anon' ? rest.request : { ...rest.request, clientAddress: '' };
  const session = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  return withClaims(db, claims, fn, { ...rest, request, statementTimeoutMs: ms, session });
}

/** `count(*)` and the json_agg body of a wrapped query. */
export interface PageRow {
  page_total: number | string;
  body: string;
  total?: number | string | null;
}

export function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
}

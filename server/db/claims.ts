import type { Database, Queryable, RequestClaims } from './database.ts';

export interface RequestInfo {
  /** The peer's address from the socket (never a header): the rate-limit key of anonymous callers. */
  clientAddress?: string;
  method?: string;
  path?: string;
  /** Lower-cased header names. */
  headers?: Record<string, string>;
}

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * Runs fn in one transaction as PostgREST does: `set local role` to the caller's role and the
 * verified claims in `request.jwt.claims` (plus the legacy `request.jwt.claim.sub`/`.role`), so the
 * migrations' row-level security decides what the caller sees. Nothing is filtered in JavaScript.
 * statementTimeoutMs limits each statement: the connection's `statement_timeout` on PostgreSQL, the
 * worker's time limit on PGlite (database.ts, TransactionOptions); either way not a setting here. With `session` (the token's session_id) the
 * same statement checks that the session still exists (auth.require_session): when it does not,
 * the transaction fails with REVOKED_SESSION_SQLSTATE before any of fn's statements run.
 */
export function withClaims<T>(
  db: Database,
  claims: RequestClaims,
  fn: (tx: Queryable) => Promise<T>,
  options: {
    readOnly?: boolean;
    request?: RequestInfo;
    statementTimeoutMs?: number;
    session?: string;
  } = {},
): Promise<T> {
  if (!ROLES.has(claims.role)) throw new Error(`Unknown role ${String(claims.role)}`);
  // One statement for everything (read-only mode and the session check included), sent as the
  // transaction's prelude: PGlite's worker gets it in the same message as BEGIN and the first query.
  // transaction_read_only = on is what SET TRANSACTION READ ONLY sets.
  const prelude = {
    sql: `select set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.method', $4, true),
              set_config('request.path', $5, true),
              set_config('request.headers', $6, true),
              set_config('search_path', 'public, extensions', true),
              case when $7::boolean then set_config('transaction_read_only', 'on', true) end,
              case when $8::text <> '' then set_config('request.client_address', $8, true) end,
              case when $9::text <> '' then auth.require_session($9::text::uuid) end`,
    params: [
      claims.role,
      JSON.stringify(claims),
      typeof claims.sub === 'string' ? claims.sub : '',
      options.request?.method ?? '',
      options.request?.path ?? '',
      JSON.stringify(options.request?.headers ?? {}),
      options.readOnly === true,
      options.request?.clientAddress ?? '',
      options.session ?? '',
    ],
  };
  return db.transaction(fn, {
    prelude: [prelude],
    readOnly: options.readOnly === true,
    statementTimeoutMs: options.statementTimeoutMs ?? 0,
  });
}

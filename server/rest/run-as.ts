import type { Database, Queryable, RequestClaims } from '../db/database.ts';
import { withClaims, type RequestInfo } from '../db/claims.ts';

/** Hosted Supabase's per-role statement timeouts (role settings are not loaded by `set role`). */
const STATEMENT_TIMEOUTS: Record<string, string> = { anon: '3s', authenticated: '8s' };

/**
 * Runs one REST request's SQL in one transaction as the caller (role, claims, request GUCs), with
 * the role's statement timeout. Read-only for GET/HEAD and for calls to stable functions.
 */
export function runAs<T>(
  db: Database,
  claims: RequestClaims,
  options: { readOnly: boolean; request: RequestInfo },
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const timeout = db.kind === 'postgres' ? STATEMENT_TIMEOUTS[claims.role] : undefined;
  return withClaims(db, claims, fn, { ...options, ...(timeout ? { statementTimeout: timeout } : {}) });
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

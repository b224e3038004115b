import { asSqlError } from '../db/sql-error.ts';

/** PostgREST's error body: every field present, details and hint may be null. */
export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** An error answered to the client as PostgREST would, with its status and extra headers. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RestError';
  }

  body(): PostgrestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** PGRST100: the query string could not be parsed. */
export function badQuery(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

/** 42703 as Postgres words it, for a column named in select, filters or order. */
export function unknownColumn(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

/**
 * HTTP status for a SQLSTATE, as PostgREST maps them. `42501` (no privilege, or a row refused by a
 * policy) is 401 for the anonymous role — "sign in" — and 403 for a signed-in one.
 */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === '21000') return 400;
  if (code === 'P0001') return 400;
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  if (code.startsWith('54')) return 413;
  if (
    code.startsWith('57') ||
    code.startsWith('58') ||
    code.startsWith('XX') ||
    code.startsWith('F0')
  )
    return 500;
  if (code.startsWith('40')) return 409;
  return 400;
}

/**
 * Turns what a handler threw into the answer: RestError as is, a Postgres error mapped by its
 * SQLSTATE, anything else (a bug) logged and answered with a generic 500 (no stack trace).
 */
export function toRestError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error;
  const sql = asSqlError(error);
  if (sql) {
    const status = statusForSqlState(sql.code, role);
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    if (status >= 500) console.error(`[larder] rest: ${sql.code} ${sql.message}`);
    return new RestError(
      status,
      sql.code,
      sql.message,
      sql.detail ?? null,
      sql.hint ?? null,
      headers,
    );
  }
  console.error('[larder] rest: unexpected error', error);
  return new RestError(500, 'XX000', 'Internal server error');
}

import type { ServerContext } from '../context.ts';
import type { RequestClaims } from '../db/database.ts';
import { asSqlError } from '../db/sql-error.ts';
import { JwtVerificationError, verifyJwt } from './keys.ts';

export type ClaimsResult =
  | { ok: true; claims: RequestClaims; token: string | null }
  | { ok: false; reason: 'expired' | 'invalid' | 'revoked'; message: string };

/**
 * Turns a request's `apikey` + `Authorization` headers into the caller's claims, as the hosted
 * gateway and PostgREST do:
 * - no bearer, or a bearer that is a publishable key (`sb_publishable_…`) or equals the apikey → anon
 *   (unless the apikey itself is a service-role JWT);
 * - a JWT bearer is verified with our ES256 key (alg none, HS256 and foreign keys are refused);
 * - a user token whose session has been signed out is refused as revoked. With `sessionInTransaction`
 *   the caller checks that itself, in the first statement of the transaction it runs anyway
 *   (withClaims' `session`, as REST's runAs does): one database round trip less per request.
 * Each surface (REST, storage, functions) formats a failure in its own error shape.
 */
export async function resolveRequestClaims(
  ctx: ServerContext,
  headers: { get(name: string): string | null | undefined },
  options: { sessionInTransaction?: boolean } = {},
): Promise<ClaimsResult> {
  const apikey = headers.get('apikey') ?? null;
  const authorization = headers.get('authorization') ?? '';
  const bearer = /^bearer\s+(.+)$/i.exec(authorization.trim())?.[1]?.trim() ?? null;
  const token =
    bearer && bearer !== apikey && !bearer.startsWith('sb_publishable_') ? bearer : apikey;
  if (!token || token.startsWith('sb_publishable_')) {
    return { ok: true, claims: { role: 'anon' }, token: null };
  }
  let payload;
  try {
    payload = await verifyJwt(ctx.keys, token);
  } catch (error) {
    if (error instanceof JwtVerificationError)
      return { ok: false, reason: error.reason, message: error.message };
    throw error;
  }
  const role = payload.role;
  if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') {
    return { ok: false, reason: 'invalid', message: `invalid JWT: unknown role ${String(role)}` };
  }
  if (typeof payload.session_id === 'string') {
    if (!UUID.test(payload.session_id)) return revoked;
    if (options.sessionInTransaction) return { ok: true, claims: { ...payload, role }, token };
    const live = await ctx.db.query('select 1 from auth.sessions where id = $1', [
      payload.session_id,
    ]);
    if (live.rows.length === 0) return revoked;
  }
  return { ok: true, claims: { ...payload, role }, token };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REVOKED_MESSAGE = 'Session not found or signed out';
const revoked = { ok: false, reason: 'revoked', message: REVOKED_MESSAGE } as const;

/**
 * What auth.require_session() raises (server/db/bootstrap/10_auth.sql) when a transaction's
 * session is gone: the request is answered as a revoked token is.
 */
export const REVOKED_SESSION_SQLSTATE = 'LR401';

export function isRevokedSession(error: unknown): boolean {
  return asSqlError(error)?.code === REVOKED_SESSION_SQLSTATE;
}

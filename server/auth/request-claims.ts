import type { ServerContext } from '../context.ts';
import type { RequestClaims } from '../db/database.ts';
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
 * - a user token whose session has been signed out is refused as revoked.
 * Each surface (REST, storage, functions) formats a failure in its own error shape.
 */
export async function resolveRequestClaims(
  ctx: ServerContext,
  headers: { get(name: string): string | null | undefined },
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
    const live = await ctx.db.query('select 1 from auth.sessions where id = $1', [
      payload.session_id,
    ]);
    if (live.rows.length === 0)
      return { ok: false, reason: 'revoked', message: 'Session not found or signed out' };
  }
  return { ok: true, claims: { ...payload, role } as RequestClaims, token };
}

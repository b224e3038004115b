import type { Context } from 'hono';
import type { JWTPayload } from 'jose';
import type { ServerContext } from '../context.ts';
import { errors } from './errors.ts';
import { JwtVerificationError, verifyJwt } from './keys.ts';
import { findSession } from './sessions.ts';
import { findUserById, isBanned, type UserRow } from './users.ts';

export interface CurrentUser {
  user: UserRow;
  claims: JWTPayload;
  sessionId: string | null;
  aal: string;
}

/**
 * GoTrue's requireAuthentication: a Bearer access token signed by us, whose user and session still
 * exist. None → 401 no_authorization; unverifiable → 403 bad_jwt; signed out → 403 session_not_found.
 */
export async function requireUser(ctx: ServerContext, c: Context): Promise<CurrentUser> {
  const header = c.req.header('authorization') ?? '';
  const token = /^bearer\s+(\S+)\s*$/i.exec(header.trim())?.[1];
  if (!token) throw errors.noAuthorization();
  let claims: JWTPayload;
  try {
    claims = await verifyJwt(ctx.keys, token);
  } catch (error) {
    if (error instanceof JwtVerificationError) {
      throw errors.badJwt(
        error.reason === 'expired' ? 'token has invalid claims: token is expired' : error.message,
      );
    }
    throw error;
  }
  if (typeof claims.sub !== 'string' || claims.sub === '')
    throw errors.badJwt('invalid claim: missing sub claim');
  if (!/^[0-9a-f-]{36}$/i.test(claims.sub))
    throw errors.badJwt('invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw errors.userNotFound();
  if (isBanned(user)) throw errors.userBanned(403);
  let sessionId: string | null = null;
  let aal = 'aal1';
  if (typeof claims.session_id === 'string' && claims.session_id !== '') {
    if (!/^[0-9a-f-]{36}$/i.test(claims.session_id)) throw errors.sessionNotFound();
    const session = await findSession(ctx.db, claims.session_id);
    if (!session || session.user_id !== user.id) throw errors.sessionNotFound();
    sessionId = session.id;
    aal = session.aal;
  }
  return { user, claims, sessionId, aal };
}

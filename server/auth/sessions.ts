import { randomInt, randomUUID } from 'node:crypto';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { signJwt } from './keys.ts';
import { errors } from './errors.ts';
import type { AuthSettings } from './settings.ts';
import { findUserById, serializeUser, type UserRow } from './users.ts';

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** GoTrue's classic opaque refresh token: 12 characters of [a-z0-9]. */
export function generateRefreshToken(): string {
  let out = '';
  for (let i = 0; i < 12; i += 1) out += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  return out;
}

export interface SessionOptions {
  method: string;
  aal?: 'aal1' | 'aal2';
  factorId?: string | null;
  ip?: string;
  userAgent?: string;
}

export async function addAmrClaim(q: Queryable, sessionId: string, method: string): Promise<void> {
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

export async function issueRefreshToken(
  q: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = generateRefreshToken();
  await q.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [token, userId, sessionId, parent],
  );
  return token;
}

/** Starts a session (aal1 unless told) with its first refresh token; records the sign-in. */
export async function createSession(
  q: Queryable,
  userId: string,
  options: SessionOptions,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  await q.query(
    `insert into auth.sessions (id, user_id, aal, factor_id, user_agent, ip, refreshed_at)
     values ($1, $2, $3, $4, $5, $6, now())`,
    [
      sessionId,
      userId,
      options.aal ?? 'aal1',
      options.factorId ?? null,
      options.userAgent ?? null,
      options.ip ?? null,
    ],
  );
  await addAmrClaim(q, sessionId, options.method);
  await q.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [
    userId,
  ]);
  const refreshToken = await issueRefreshToken(q, userId, sessionId, null);
  return { sessionId, refreshToken };
}

interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
}

export async function findSession(q: Queryable, id: string): Promise<SessionRow | null> {
  const { rows } = await q.query<SessionRow>(
    'select id, user_id, aal::text as aal from auth.sessions where id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** Signs the access token (claims of protocol §4) and builds the token response (§3.1). */
export async function sessionResponse(
  ctx: ServerContext,
  settings: AuthSettings,
  q: Queryable,
  sessionId: string,
  refreshToken: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const session = await findSession(q, sessionId);
  if (!session) throw errors.sessionNotFound(400);
  const user = await findUserById(q, session.user_id);
  if (!user) throw errors.sessionNotFound(400);
  const amr = await q.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims
     where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const accessToken = await accessTokenFor(ctx, settings, user, session.id, session.aal, amr.rows);
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: settings.jwtExpiry,
    expires_at: now + settings.jwtExpiry,
    refresh_token: refreshToken,
    user: await serializeUser(q, user),
    ...extra,
  };
}

function accessTokenFor(
  ctx: ServerContext,
  settings: AuthSettings,
  user: UserRow,
  sessionId: string,
  aal: string,
  amr: { authentication_method: string; updated_at: Date }[],
): Promise<string> {
  return signJwt(
    ctx.keys,
    {
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      aal,
      amr: amr.map((a) => ({
        method: a.authentication_method,
        timestamp: Math.floor(new Date(a.updated_at).getTime() / 1000),
      })),
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    settings.jwtExpiry,
  );
}

/** Signs the user in: a new session, and its token response. Caller checks bans/confirmation. */
export async function signIn(
  ctx: ServerContext,
  settings: AuthSettings,
  q: Queryable,
  userId: string,
  options: SessionOptions,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const { sessionId, refreshToken } = await createSession(q, userId, options);
  return sessionResponse(ctx, settings, q, sessionId, refreshToken, extra);
}

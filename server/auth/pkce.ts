import { createHash, randomUUID } from 'node:crypto';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { AuthError, errors } from './errors.ts';
import { signIn } from './sessions.ts';
import { FLOW_STATE_TTL_S, type AuthSettings } from './settings.ts';
import { findUserById, isBanned } from './users.ts';

interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string | null;
  code_challenge_method: 's256' | 'plain' | null;
  code_challenge: string | null;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  authentication_method: string;
  created_at: Date;
  auth_code_issued_at: Date | null;
}

export function flowStateExpired(createdAt: Date, issuedAt: Date | null): boolean {
  const start = new Date(issuedAt ?? createdAt).getTime();
  return Date.now() > start + FLOW_STATE_TTL_S * 1000;
}

/**
 * Gives the user's newest flow state for `method` an auth code (after a `pkce_` email link was
 * verified, or an OAuth callback finished) and returns the code for `redirect_to?code=`.
 */
export async function issueAuthCode(
  q: Queryable,
  flowStateId: string,
  userId: string,
): Promise<string> {
  const code = randomUUID();
  await q.query(
    `update auth.flow_state set auth_code = $2, user_id = $3, auth_code_issued_at = now(), updated_at = now()
     where id = $1`,
    [flowStateId, code, userId],
  );
  return code;
}

export async function latestEmailFlowState(
  q: Queryable,
  userId: string,
  method: string,
): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `select id from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, method],
  );
  return rows[0]?.id ?? null;
}

function challengeMatches(flow: FlowStateRow, verifier: string): boolean {
  if (flow.code_challenge_method === 'plain') return verifier === flow.code_challenge;
  const digest = createHash('sha256').update(verifier).digest('base64url');
  return digest === flow.code_challenge;
}

/** grant_type=pkce: trades a one-use auth code plus the verifier for a session. */
export async function pkceGrant(
  ctx: ServerContext,
  settings: AuthSettings,
  authCode: string | undefined,
  verifier: string | undefined,
  meta: { ip: string; userAgent?: string },
): Promise<Record<string, unknown>> {
  if (!authCode || !verifier)
    throw errors.validation(
      'invalid request: both auth code and code verifier should be non-empty',
    );
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) {
    throw errors.validation(
      'code verifier should be at least 43 characters and at most 128 characters',
    );
  }
  const found = await ctx.db.query<FlowStateRow>(
    'select * from auth.flow_state where auth_code = $1',
    [authCode],
  );
  const flow = found.rows[0];
  if (!flow || !flow.user_id)
    throw new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
  if (flowStateExpired(flow.created_at, flow.auth_code_issued_at)) {
    await ctx.db.query('delete from auth.flow_state where id = $1', [flow.id]);
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (!challengeMatches(flow, verifier)) {
    throw new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  const deleted = await ctx.db.query('delete from auth.flow_state where id = $1 returning id', [
    flow.id,
  ]);
  if (deleted.rows.length === 0)
    throw new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
  const user = await findUserById(ctx.db, flow.user_id);
  if (!user)
    throw new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
  if (isBanned(user)) throw errors.userBanned();
  const extra: Record<string, unknown> = {};
  if (flow.provider_access_token) extra.provider_token = flow.provider_access_token;
  if (flow.provider_refresh_token) extra.provider_refresh_token = flow.provider_refresh_token;
  return signIn(
    ctx,
    settings,
    ctx.db,
    user.id,
    { method: flow.authentication_method, ...meta },
    extra,
  );
}

import type { ServerContext } from '../context.ts';
import { AuthError, errors } from './errors.ts';
import { issueRefreshToken, sessionResponse } from './sessions.ts';
import type { AuthSettings } from './settings.ts';
import { findUserById, isBanned } from './users.ts';

interface TokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date;
}

/**
 * grant_type=refresh_token with GoTrue's rotation rules (protocol §3.5): a live token is revoked and
 * replaced by a child. A revoked token is accepted only within the reuse interval (default 10 s)
 * after it was revoked: the parent of the session's live token then gets that live token back (lost
 * response, two tabs), any other a new child. After the interval the session's whole token family
 * is revoked and the answer is refresh_token_already_used.
 */
export async function refreshTokenGrant(
  ctx: ServerContext,
  settings: AuthSettings,
  token: string,
): Promise<Record<string, unknown>> {
  if (token.length < 12) throw errors.validation('Refresh token is not valid');
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await tx.query<TokenRow>(
      'select * from auth.refresh_tokens where token = $1 for update',
      [token],
    );
    const row = found.rows[0];
    if (!row) {
      return new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    }
    if (!row.session_id) return errors.sessionNotFound(400);
    const session = await tx.query('select id from auth.sessions where id = $1 for update', [
      row.session_id,
    ]);
    if (session.rows.length === 0) return errors.sessionNotFound(400);
    const user = await findUserById(tx, row.user_id);
    if (!user) return errors.sessionNotFound(400);
    if (isBanned(user)) return errors.userBanned();

    let issued: string;
    if (!row.revoked) {
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
        [row.id],
      );
      issued = await issueRefreshToken(tx, row.user_id, row.session_id, row.token);
    } else {
      const active = await tx.query<TokenRow>(
        `select * from auth.refresh_tokens where session_id = $1 and revoked = false
         order by id desc limit 1`,
        [row.session_id],
      );
      const live = active.rows[0];
      const reuseUntil =
        new Date(row.updated_at).getTime() + settings.refreshTokenReuseInterval * 1000;
      if (Date.now() > reuseUntil) {
        // Reuse outside the window, even of the live token's parent (a stolen token replayed
        // later): the whole family is revoked by ending the session, so its access tokens stop
        // working too (session_not_found) and no sibling can be refreshed.
        await tx.query('update auth.refresh_tokens set revoked = true where session_id = $1', [
          row.session_id,
        ]);
        await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
        return new AuthError(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        );
      }
      // Inside the window: the parent of the live token gets that token back (lost response,
      // two tabs), any other recently revoked token a new child.
      issued =
        live && live.parent === row.token
          ? live.token
          : await issueRefreshToken(tx, row.user_id, row.session_id, row.token);
    }
    await tx.query(
      'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
      [row.session_id],
    );
    return sessionResponse(ctx, settings, tx, row.session_id, issued);
  });
  // Errors are returned rather than thrown so that a family revocation commits.
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}

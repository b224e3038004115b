import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { authMail, type AuthMailKind } from '../mail/templates.ts';
import { AuthError, errors } from './errors.ts';
import type { AuthSettings } from './settings.ts';
import type { UserRow } from './users.ts';

export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** GoTrue's token_hash: hex(SHA-224(email + otp)). */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

export interface PkceParams {
  codeChallenge: string;
  method: 's256' | 'plain';
}

/** Reads code_challenge/_method from a request body; null for the implicit flow. */
export function pkceParams(body: Record<string, unknown>): PkceParams | null {
  const challenge = body.code_challenge;
  if (typeof challenge !== 'string' || challenge === '') return null;
  const rawMethod =
    typeof body.code_challenge_method === 'string'
      ? body.code_challenge_method.toLowerCase()
      : 's256';
  if (rawMethod !== 's256' && rawMethod !== 'plain')
    throw errors.validation('Unsupported code challenge method');
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
    throw errors.validation('code challenge has to be between 43 and 128 characters');
  }
  return { codeChallenge: challenge, method: rawMethod };
}

/** amr / flow_state authentication method for each kind of mailed token (when used through PKCE). */
export const AUTH_METHOD: Record<AuthMailKind, string> = {
  signup: 'email/signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

const COLUMNS = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
} as const;

export function tokenColumns(kind: AuthMailKind): { token: string; sentAt: string } {
  return COLUMNS[kind];
}

/** 429 over_email_send_rate_limit when the same kind of mail went out less than max_frequency ago. */
export function checkCooldown(settings: AuthSettings, sentAt: Date | null): void {
  if (!sentAt || settings.emailMaxFrequency === 0) return;
  const wait = new Date(sentAt).getTime() + settings.emailMaxFrequency * 1000 - Date.now();
  if (wait > 0) throw errors.overEmailSendRate(Math.ceil(wait / 1000));
}

function sentAtOf(user: UserRow, kind: AuthMailKind): Date | null {
  if (kind === 'signup' || kind === 'invite') return user.confirmation_sent_at;
  if (kind === 'email_change') return user.email_change_sent_at;
  return user.recovery_sent_at;
}

/**
 * Mails a link + code of the given kind: stores the token hash (prefixed `pkce_` with a PKCE
 * flow state for the user when the request carried a code challenge), then sends. Cooldown first.
 */
export async function sendEmailToken(
  ctx: ServerContext,
  settings: AuthSettings,
  q: Queryable,
  user: UserRow,
  kind: AuthMailKind,
  redirectTo: string,
  pkce: PkceParams | null,
): Promise<void> {
  checkCooldown(settings, sentAtOf(user, kind));
  const address = kind === 'email_change' ? user.email_change : user.email;
  if (!address) throw new AuthError(422, 'validation_failed', 'No email address to send to');
  const otp = generateOtp();
  let hash = tokenHash(address, otp);
  if (pkce) {
    hash = `pkce_${hash}`;
    await q.query(
      `insert into auth.flow_state (id, user_id, code_challenge, code_challenge_method, provider_type,
                                    authentication_method, redirect_to)
       values ($1, $2, $3, $4, 'email', $5, $6)`,
      [randomUUID(), user.id, pkce.codeChallenge, pkce.method, AUTH_METHOD[kind], redirectTo],
    );
  }
  const cols = COLUMNS[kind];
  await q.query(
    `update auth.users set ${cols.token} = $2, ${cols.sentAt} = now(), updated_at = now() where id = $1`,
    [user.id, hash],
  );
  const link = `${ctx.publicUrl}/auth/v1/verify?${new URLSearchParams({ token: hash, type: kind, redirect_to: redirectTo })}`;
  try {
    await ctx.mail.send(authMail(kind, address, link, otp));
  } catch (error) {
    console.error('[auth] sending mail failed:', error);
    throw new AuthError(
      500,
      'unexpected_failure',
      `Error sending ${kind === 'signup' ? 'confirmation' : kind} email`,
    );
  }
}

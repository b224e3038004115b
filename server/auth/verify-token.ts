import type { Queryable } from '../db/database.ts';
import type { AuthMailKind } from '../mail/templates.ts';
import { errors } from './errors.ts';
import { tokenColumns, tokenHash } from './email-otp.ts';
import type { AuthSettings } from './settings.ts';
import { confirmEmail, findUserByEmail, findUserById, type UserRow } from './users.ts';

export type VerifyType = AuthMailKind | 'email';

export interface VerifyInput {
  type: VerifyType;
  tokenHash?: string;
  email?: string;
  token?: string;
}

export interface Verified {
  user: UserRow;
  kind: AuthMailKind;
  pkce: boolean;
}

function kindsFor(type: VerifyType): AuthMailKind[] {
  return type === 'email' ? ['signup', 'magiclink'] : [type];
}

function stored(user: UserRow, kind: AuthMailKind): { value: string; sentAt: Date | null } {
  if (kind === 'signup' || kind === 'invite') {
    return { value: user.confirmation_token ?? '', sentAt: user.confirmation_sent_at };
  }
  if (kind === 'email_change')
    return { value: user.email_change_token_new ?? '', sentAt: user.email_change_sent_at };
  return { value: user.recovery_token ?? '', sentAt: user.recovery_sent_at };
}

async function candidates(
  q: Queryable,
  input: VerifyInput,
  kind: AuthMailKind,
): Promise<UserRow[]> {
  if (input.tokenHash) {
    const col = tokenColumns(kind).token;
    const { rows } = await q.query<{ id: string }>(
      `select id from auth.users where ${col} = $1 and ${col} <> ''`,
      [input.tokenHash],
    );
    const users = await Promise.all(rows.map((r) => findUserById(q, r.id)));
    return users.filter((u): u is UserRow => u !== null);
  }
  if (!input.email) return [];
  if (kind === 'email_change') {
    const { rows } = await q.query<{ id: string }>(
      'select id from auth.users where lower(email_change) = lower($1)',
      [input.email],
    );
    const users = await Promise.all(rows.map((r) => findUserById(q, r.id)));
    return users.filter((u): u is UserRow => u !== null);
  }
  const user = await findUserByEmail(q, input.email);
  return user ? [user] : [];
}

/**
 * Checks a mailed token (token_hash from a link, or email + 6-digit code) and applies it: confirms
 * the address, consumes a magic-link/recovery token, or moves the email to the pending address.
 * Wrong or expired → 403 otp_expired.
 */
export async function verifyEmailToken(
  q: Queryable,
  settings: AuthSettings,
  input: VerifyInput,
): Promise<Verified> {
  for (const kind of kindsFor(input.type)) {
    for (const user of await candidates(q, input, kind)) {
      const { value, sentAt } = stored(user, kind);
      if (!value) continue;
      const pkce = value.startsWith('pkce_');
      const match = input.tokenHash
        ? value === input.tokenHash
        : input.token !== undefined &&
          /^\d{6}$/.test(input.token) &&
          value.replace(/^pkce_/, '') ===
            tokenHash(
              kind === 'email_change' ? (user.email_change ?? '') : (user.email ?? ''),
              input.token,
            );
      if (!match) continue;
      if (!sentAt || Date.now() > new Date(sentAt).getTime() + settings.otpExpiry * 1000) break;
      await consume(q, user, kind);
      const fresh = await findUserById(q, user.id);
      return { user: fresh ?? user, kind, pkce };
    }
  }
  throw errors.otpExpired(Boolean(input.tokenHash));
}

async function consume(q: Queryable, user: UserRow, kind: AuthMailKind): Promise<void> {
  if (kind === 'signup' || kind === 'invite') {
    await confirmEmail(q, user.id);
    return;
  }
  if (kind === 'magiclink' || kind === 'recovery') {
    await q.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [
      user.id,
    ]);
    if (!user.email_confirmed_at) await confirmEmail(q, user.id);
    return;
  }
  const newEmail = user.email_change ?? '';
  const taken = await findUserByEmail(q, newEmail);
  if (taken && taken.id !== user.id) throw errors.otpExpired(false);
  await q.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '',
            email_change_token_current = '', email_change_confirm_status = 0, updated_at = now()
     where id = $1`,
    [user.id, newEmail],
  );
  await q.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
            updated_at = now() where user_id = $1 and provider = 'email'`,
    [user.id, newEmail],
  );
}

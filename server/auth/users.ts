import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { AuthError } from './errors.ts';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  phone: string | null;
  last_challenged_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    'select * from auth.users where lower(email) = lower($1) and is_sso_user = false',
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0] ?? null;
}

export interface NewUser {
  email: string;
  encryptedPassword: string | null;
  confirmed: boolean;
  userMetadata?: Record<string, unknown>;
  provider?: string;
}

/** Inserts a user and its `email` identity (GoTrue's shape for email sign-ups). */
export async function insertEmailUser(q: Queryable, input: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const provider = input.provider ?? 'email';
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data)
     values ($1, 'authenticated', 'authenticated', $2, $3, case when $4::boolean then now() end, $5, $6)
     returning *`,
    [
      id,
      input.email,
      input.encryptedPassword,
      input.confirmed,
      JSON.stringify({ provider, providers: [provider] }),
      JSON.stringify(input.userMetadata ?? {}),
    ],
  );
  if (provider === 'email') {
    await q.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
       values ($1, $2, $3, 'email', now())`,
      [
        id,
        id,
        JSON.stringify({
          sub: id,
          email: input.email,
          email_verified: input.confirmed,
          phone_verified: false,
        }),
      ],
    );
  }
  return rows[0] as UserRow;
}

/**
 * insertEmailUser in its own transaction (no half-created accounts); a concurrent sign-up of the
 * same address (unique violation) answers as GoTrue does for an existing user.
 */
export async function createEmailUser(db: Database, input: NewUser): Promise<UserRow> {
  try {
    return await db.transaction((tx) => insertEmailUser(tx, input));
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    throw error;
  }
}

/** Marks the email confirmed (users row and the email identity's `email_verified`). */
export async function confirmEmail(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
            confirmation_token = '', updated_at = now() where id = $1`,
    [userId],
  );
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb,
            updated_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

const iso = (d: Date | null | undefined): string | undefined =>
  d ? new Date(d).toISOString() : undefined;

/** The user object of GET /user and sessions (protocol §4): null timestamps omitted. */
export async function serializeUser(q: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const identities = await q.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [user.id],
  );
  const factors = await q.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at',
    [user.id],
  );
  const out: Record<string, unknown> = {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change ? user.email_change : undefined,
    email_change_sent_at: user.email_change ? iso(user.email_change_sent_at) : undefined,
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.rows.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: iso(i.created_at),
      updated_at: iso(i.updated_at),
      email: i.email ?? undefined,
    })),
    factors:
      factors.rows.length === 0
        ? undefined
        : factors.rows.map((f) => ({
            id: f.id,
            friendly_name: f.friendly_name ?? '',
            factor_type: f.factor_type,
            status: f.status,
            phone: f.phone ?? '',
            last_challenged_at: iso(f.last_challenged_at) ?? null,
            created_at: iso(f.created_at),
            updated_at: iso(f.updated_at),
          })),
    banned_until: iso(user.banned_until),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}

/**
 * The reply to a sign-up of an already confirmed address when confirmation is required: a user that
 * does not exist (fresh id, empty role, `identities: []`), so the reply does not reveal the account.
 */
export function obfuscatedUser(
  email: string,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now();
}

/**
 * Whether new accounts may be made now: the admins' `signups_open` setting (app_settings, read on
 * every sign-up, so a change applies without a restart). Without the migrations (the standalone
 * auth server of some tests) sign-ups are open.
 */
export async function signupsOpen(q: Queryable): Promise<boolean> {
  const known = await q.query<{ known: boolean }>(
    `select to_regprocedure('public.signups_open()') is not null as known`,
  );
  if (!known.rows[0]?.known) return true;
  const { rows } = await q.query<{ open: boolean | null }>('select public.signups_open() as open');
  return rows[0]?.open !== false;
}

export const SIGNUPS_CLOSED_MESSAGE =
  'Sign-ups are closed at the moment. Ask an admin if you need an account.';

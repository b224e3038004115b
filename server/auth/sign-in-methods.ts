import type { Queryable } from '../db/database.ts';
import { AuthError } from './errors.ts';

/**
 * The sign-in methods the admins offer (app_settings `sign_in_methods`, issue 18 point 7), read on
 * every sign-in so a change applies without a restart. Without the migrations (the standalone auth
 * server of some tests) every method is on.
 *
 * Switching a method off refuses new sign-ins by it; sessions already open stay open. Password
 * sign-in stays allowed for admins whatever the setting, so no choice of methods can lock the
 * admins out of the settings page (the SQL validation also refuses switching every method off).
 */
export interface SignInMethods {
  password: boolean;
  magic_link: boolean;
  google: boolean;
}

export type SignInMethod = keyof SignInMethods;

const ALL_ON: SignInMethods = { password: true, magic_link: true, google: true };

export async function signInMethods(q: Queryable): Promise<SignInMethods> {
  const known = await q.query<{ known: boolean }>(
    `select to_regprocedure('public.public_app_settings()') is not null as known`,
  );
  if (!known.rows[0]?.known) return ALL_ON;
  const { rows } = await q.query<{ methods: Partial<Record<SignInMethod, unknown>> | null }>(
    `select public.public_app_settings() -> 'sign_in_methods' as methods`,
  );
  const methods = rows[0]?.methods ?? {};
  return {
    password: methods.password !== false,
    magic_link: methods.magic_link !== false,
    google: methods.google !== false,
  };
}

/** Whether the user is an admin (they keep password sign-in when it is switched off). */
export async function isAdmin(q: Queryable, userId: string): Promise<boolean> {
  const known = await q.query<{ known: boolean }>(
    `select to_regprocedure('public.has_role(uuid, text)') is not null as known`,
  );
  if (!known.rows[0]?.known) return false;
  const { rows } = await q.query<{ admin: boolean }>(
    `select public.has_role($1, 'admin') as admin`,
    [userId],
  );
  return rows[0]?.admin === true;
}

const LABELS: Record<SignInMethod, string> = {
  password: 'email and password',
  magic_link: 'a magic link',
  google: 'Google',
};

/** The refusal, naming what is still offered so the person knows what to do instead. */
export function methodOffError(method: SignInMethod, methods: SignInMethods): AuthError {
  const others = (Object.keys(LABELS) as SignInMethod[])
    .filter((m) => m !== method && methods[m])
    .map((m) => LABELS[m]);
  const what =
    method === 'password'
      ? 'Signing in with a password'
      : method === 'magic_link'
        ? 'Signing in with a magic link'
        : 'Signing in with Google';
  const instead = others.length > 0 ? ` Use ${others.join(' or ')} instead.` : '';
  const code =
    method === 'password'
      ? 'email_provider_disabled'
      : method === 'magic_link'
        ? 'otp_disabled'
        : 'provider_disabled';
  return new AuthError(422, code, `${what} is switched off on this Larder server.${instead}`);
}

/**
 * What a verified mailed link may sign in with: a magic link needs magic links on; a recovery link
 * (it signs in too) needs passwords or magic links on, or an admin (who keeps password sign-in).
 * Checked after the link is verified, so the answer reveals nothing to someone without the mail.
 */
export async function assertLinkAllowed(q: Queryable, kind: string, userId: string): Promise<void> {
  if (kind !== 'magiclink' && kind !== 'recovery') return;
  const methods = await signInMethods(q);
  if (kind === 'magiclink' && !methods.magic_link) throw methodOffError('magic_link', methods);
  if (
    kind === 'recovery' &&
    !methods.password &&
    !methods.magic_link &&
    !(await isAdmin(q, userId))
  ) {
    throw methodOffError('password', methods);
  }
}

/** Throws the clear refusal when the admins switched `method` off. */
export async function assertMethodOn(q: Queryable, method: SignInMethod): Promise<void> {
  const methods = await signInMethods(q);
  if (!methods[method]) throw methodOffError(method, methods);
}

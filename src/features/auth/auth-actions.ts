import type { AuthError, SupabaseClient } from '@supabase/supabase-js';
import {
  createSecurityEvent,
  DEFAULT_RATE_LIMIT,
  RATE_LIMIT_CHECK_FAILED,
  validateEmail,
  validateSignInPassword,
  type SecurityEventType,
} from '@domain';
import { logSecurityEvent } from '@/lib/security-log';
import { platform } from '@/platform';
import { AUTH_MESSAGES as M } from './texts';

export type ActionResult = { ok: true } | { ok: false; message: string };
type RateLimitAction = 'sign_in' | 'sign_up' | 'magic_link' | 'password_reset';

const fail = (message: string): ActionResult => ({ ok: false, message });
const OK: ActionResult = { ok: true };

/** Where mailed links and OAuth return to: the site root (spec §7). */
export function siteRoot(): string {
  return `${window.location.origin}/`;
}

function report(type: SecurityEventType, details: Record<string, unknown>) {
  logSecurityEvent(createSecurityEvent(type, { userAgent: navigator.userAgent, details }));
}

/** The backend's message, or a clear one when the network failed. */
function messageOf(error: AuthError | Error): string {
  if (error.name === 'AuthRetryableFetchError' || /fetch/i.test(error.message)) return M.network;
  const code = (error as AuthError).code;
  if (code === 'user_banned') return M.banned;
  if (code === 'signup_disabled') return M.signupsClosed;
  return error.message;
}

/** Checks and sanitises the email (spec §5); invalid attempts are logged. */
export function checkEmail(raw: string, action: string): ActionResult & { email?: string } {
  const check = validateEmail(raw);
  if (check.ok) return { ok: true, email: check.value };
  report('INVALID_EMAIL_ATTEMPT', { action, reason: check.error, length: raw.length });
  return fail(check.error);
}

/** check_rate_limit_enhanced first; a failure of the check itself is "not allowed". */
export async function checkRateLimit(
  client: SupabaseClient,
  identifier: string,
  action: RateLimitAction,
): Promise<ActionResult> {
  try {
    const { data, error } = await client.rpc('check_rate_limit_enhanced', {
      identifier_text: identifier,
      action_text: action,
      max_requests: DEFAULT_RATE_LIMIT.maxRequests,
      window_minutes: DEFAULT_RATE_LIMIT.windowMinutes,
    });
    const reply = data as { allowed?: boolean; message?: string } | null;
    if (error || !reply) return fail(RATE_LIMIT_CHECK_FAILED);
    return reply.allowed === true ? OK : fail(reply.message ?? RATE_LIMIT_CHECK_FAILED);
  } catch {
    return fail(RATE_LIMIT_CHECK_FAILED);
  }
}

/**
 * The existence probe (spec §7): a one-time link with shouldCreateUser false.
 * 'missing' when the backend refuses to create the user; a per-user send
 * cooldown (429) proves the account exists.
 */
async function probe(client: SupabaseClient, email: string, redirect?: string) {
  const { error } = await client.auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false, ...(redirect ? { emailRedirectTo: redirect } : {}) },
  });
  if (!error) return { exists: true as const, error: null };
  if (error.code === 'otp_disabled' || /signups not allowed/i.test(error.message))
    return { exists: false as const, error: null };
  if (error.code === 'over_email_send_rate_limit') return { exists: true as const, error };
  return { exists: null, error };
}

/**
 * Whether an account exists, without mailing anyone (the probe_account RPC: rate-limited per
 * address and caller, one answer time). `limited` carries the rate limit's message; null when
 * the check could not run (the caller then says nothing about the address).
 */
async function accountExists(
  client: SupabaseClient,
  email: string,
): Promise<{ exists: boolean | null; limited: string | null }> {
  try {
    const { data, error } = await client.rpc('probe_account', { email_text: email });
    const reply = data as { exists?: unknown; allowed?: unknown; message?: unknown } | null;
    if (error || !reply) return { exists: null, limited: null };
    if (reply.allowed === false)
      return {
        exists: null,
        limited: typeof reply.message === 'string' ? reply.message : RATE_LIMIT_CHECK_FAILED,
      };
    return { exists: typeof reply.exists === 'boolean' ? reply.exists : null, limited: null };
  } catch {
    return { exists: null, limited: null };
  }
}

/**
 * Password sign-in. When the backend refuses the credentials, accountExists tells
 * whether the address or the password was wrong; nobody is mailed.
 */
export async function signInWithPassword(
  client: SupabaseClient,
  rawEmail: string,
  password: string,
): Promise<ActionResult> {
  const email = checkEmail(rawEmail, 'sign_in');
  if (!email.ok || !email.email) return email;
  const pw = validateSignInPassword(password);
  if (!pw.ok) {
    if (password.length > 0)
      report('SUSPICIOUS_LOGIN_ATTEMPT', { reason: 'password_too_long', length: password.length });
    return fail(pw.error);
  }
  const limit = await checkRateLimit(client, email.email, 'sign_in');
  if (!limit.ok) return limit;
  const { error } = await client.auth.signInWithPassword({
    email: email.email,
    password: pw.value,
  });
  if (!error) return OK;
  if (error.code === 'email_not_confirmed' || /not confirmed/i.test(error.message))
    return fail(M.notConfirmed);
  if (error.code === 'invalid_credentials' || /invalid login/i.test(error.message)) {
    report('LOGIN_FAILED', { reason: 'invalid_credentials' });
    const found = await accountExists(client, email.email);
    if (found.limited) return fail(found.limited);
    return fail(found.exists === false ? M.probeNotFound : M.invalidLogin);
  }
  return fail(messageOf(error));
}

export async function signUp(client: SupabaseClient, rawEmail: string, password: string) {
  const email = checkEmail(rawEmail, 'sign_up');
  if (!email.ok || !email.email) return email;
  const limit = await checkRateLimit(client, email.email, 'sign_up');
  if (!limit.ok) return limit;
  const { data, error } = await client.auth.signUp({
    email: email.email,
    password,
    options: { emailRedirectTo: siteRoot() },
  });
  if (error) return fail(messageOf(error));
  if (data.user && Array.isArray(data.user.identities) && data.user.identities.length === 0)
    return fail(M.alreadyRegistered);
  return OK;
}

/** The magic link: the probe with a redirect is the magic link itself (one email, one cooldown). */
export async function sendMagicLink(
  client: SupabaseClient,
  rawEmail: string,
): Promise<ActionResult> {
  const email = checkEmail(rawEmail, 'magic_link');
  if (!email.ok || !email.email) return email;
  const limit = await checkRateLimit(client, email.email, 'magic_link');
  if (!limit.ok) return limit;
  const found = await probe(client, email.email, siteRoot());
  if (found.exists === false) return fail(M.magicLinkNotFound);
  if (found.error) return fail(messageOf(found.error));
  return OK;
}

/**
 * Password reset: requested first (mailed only to an existing account), then
 * accountExists tells a missing account from an existing one.
 */
export async function sendPasswordReset(
  client: SupabaseClient,
  rawEmail: string,
): Promise<ActionResult> {
  const email = checkEmail(rawEmail, 'password_reset');
  if (!email.ok || !email.email) return email;
  const limit = await checkRateLimit(client, email.email, 'password_reset');
  if (!limit.ok) return limit;
  const { error } = await client.auth.resetPasswordForEmail(email.email, {
    redirectTo: siteRoot(),
  });
  if (error) return fail(messageOf(error));
  const found = await accountExists(client, email.email);
  if (found.exists === false) return fail(M.resetNotFound);
  return OK;
}

/**
 * The 6-digit code printed in confirmation and magic-link mails (verifyOtp): confirms the
 * account or signs in, as the link would.
 */
export async function verifyEmailCode(
  client: SupabaseClient,
  email: string,
  rawCode: string,
  kind: 'signup' | 'magiclink',
): Promise<ActionResult> {
  const code = rawCode.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(code)) return fail(M.badCode);
  const { error } = await client.auth.verifyOtp({
    email,
    token: code,
    type: kind === 'signup' ? 'signup' : 'email',
  });
  return error ? fail(messageOf(error)) : OK;
}

export async function resendVerification(
  client: SupabaseClient,
  email: string,
): Promise<ActionResult> {
  const { error } = await client.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: siteRoot() },
  });
  return error ? fail(messageOf(error)) : OK;
}

export async function resendMagicLink(
  client: SupabaseClient,
  email: string,
): Promise<ActionResult> {
  const { error } = await client.auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false, emailRedirectTo: siteRoot() },
  });
  return error ? fail(messageOf(error)) : OK;
}

export async function signInWithGoogle(client: SupabaseClient): Promise<ActionResult> {
  // The web redirects the page (back to the site root); the desktop opens the system browser.
  const { error } = await platform.auth.signInWithGoogle(client, siteRoot());
  return error ? fail(messageOf(error)) : OK;
}

// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sendMagicLink, sendPasswordReset, signInWithPassword, signUp } from './auth-actions';
import { AUTH_MESSAGES as M } from './texts';

vi.mock('@/lib/security-log', () => ({ logSecurityEvent: vi.fn() }));

type AuthErr = { code?: string; message: string; name?: string } | null;

function fakeClient(options: {
  allowed?: boolean;
  rpcError?: boolean;
  password?: AuthErr;
  otp?: AuthErr;
  /** probe_account's answer: whether the account exists (null: the check is rate-limited). */
  exists?: boolean | null;
  signUpIdentities?: unknown[];
}) {
  const calls: string[] = [];
  const client = {
    rpc: vi.fn(async (name: string) => {
      if (name === 'probe_account') {
        calls.push('probe');
        return options.exists === null
          ? {
              data: {
                exists: null,
                allowed: false,
                message: 'Rate limit exceeded. Try again in 9 minute(s).',
              },
              error: null,
            }
          : { data: { exists: options.exists ?? true, allowed: true }, error: null };
      }
      calls.push('rate');
      return options.rpcError
        ? { data: null, error: { message: 'boom' } }
        : {
            data: { allowed: options.allowed ?? true, message: 'Rate limit exceeded.' },
            error: null,
          };
    }),
    auth: {
      signInWithPassword: vi.fn(async () => {
        calls.push('password');
        return { data: {}, error: options.password ?? null };
      }),
      signInWithOtp: vi.fn(async () => {
        calls.push('otp');
        return { data: {}, error: options.otp ?? null };
      }),
      resetPasswordForEmail: vi.fn(async () => {
        calls.push('recover');
        return { data: {}, error: null };
      }),
      signUp: vi.fn(async () => ({
        data: { user: { identities: options.signUpIdentities ?? [{ id: 'x' }] } },
        error: null,
      })),
    },
  };
  return { client: client as unknown as SupabaseClient, calls };
}

const missing = { code: 'otp_disabled', message: 'Signups not allowed for otp' };
const invalid = { code: 'invalid_credentials', message: 'Invalid login credentials' };

describe('auth actions', () => {
  it('password sign-in: wrong password vs unknown address, via probe_account, mailing nobody', async () => {
    const wrong = fakeClient({ password: invalid, exists: true });
    expect(await signInWithPassword(wrong.client, 'a@example.com', 'x')).toEqual({
      ok: false,
      message: M.invalidLogin,
    });
    expect(wrong.calls).toEqual(['rate', 'password', 'probe']);
    const unknown = fakeClient({ password: invalid, exists: false });
    expect(await signInWithPassword(unknown.client, 'a@example.com', 'x')).toEqual({
      ok: false,
      message: M.probeNotFound,
    });
    expect(unknown.calls).not.toContain('otp');
    const limited = fakeClient({ password: invalid, exists: null });
    expect(await signInWithPassword(limited.client, 'a@example.com', 'x')).toEqual({
      ok: false,
      message: 'Rate limit exceeded. Try again in 9 minute(s).',
    });
  });

  it('unconfirmed email and backend messages', async () => {
    const c = fakeClient({
      password: { code: 'email_not_confirmed', message: 'Email not confirmed' },
    });
    expect(await signInWithPassword(c.client, 'a@example.com', 'x')).toEqual({
      ok: false,
      message: M.notConfirmed,
    });
    const other = fakeClient({ password: { code: 'x', message: 'Something else' } });
    expect(await signInWithPassword(other.client, 'a@example.com', 'x')).toEqual({
      ok: false,
      message: 'Something else',
    });
  });

  it('rejects bad input before calling the backend', async () => {
    const c = fakeClient({});
    expect((await signInWithPassword(c.client, '<b>x</b>@example.com', 'x')).ok).toBe(false);
    expect((await signInWithPassword(c.client, 'a@example.com', 'p'.repeat(129))).ok).toBe(false);
    expect((await signInWithPassword(c.client, `${'a'.repeat(300)}@example.com`, 'x')).ok).toBe(
      false,
    );
    expect(c.calls).toEqual([]);
  });

  it('the rate-limit check comes first; its own failure means not allowed', async () => {
    const blocked = fakeClient({ allowed: false });
    expect(await signInWithPassword(blocked.client, 'a@example.com', 'x')).toEqual({
      ok: false,
      message: 'Rate limit exceeded.',
    });
    const failed = fakeClient({ rpcError: true });
    expect(await sendMagicLink(failed.client, 'a@example.com')).toEqual({
      ok: false,
      message: 'Rate limit check failed',
    });
    expect(failed.calls).toEqual(['rate']);
  });

  it('magic link and reset report unknown accounts with their own texts', async () => {
    expect(await sendMagicLink(fakeClient({ otp: missing }).client, 'a@example.com')).toEqual({
      ok: false,
      message: M.magicLinkNotFound,
    });
    expect(await sendPasswordReset(fakeClient({ exists: false }).client, 'a@example.com')).toEqual({
      ok: false,
      message: M.resetNotFound,
    });
    const known = fakeClient({ exists: true });
    expect(await sendPasswordReset(known.client, 'a@example.com')).toEqual({ ok: true });
    expect(known.calls).toEqual(['rate', 'recover', 'probe']);
  });

  it('sign-up with empty identities is "already registered"', async () => {
    expect(
      await signUp(fakeClient({ signUpIdentities: [] }).client, 'a@example.com', 'pw'),
    ).toEqual({ ok: false, message: M.alreadyRegistered });
    expect(await signUp(fakeClient({}).client, 'a@example.com', 'pw')).toEqual({ ok: true });
  });
});

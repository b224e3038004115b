import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startAuthServer, type AuthServer } from './helpers/auth-harness.ts';
import {
  codeOf,
  followOnce,
  fragmentParams,
  latestMailTo,
  uniqueEmail,
  verifyLinkOf,
} from './helpers/auth-mail.ts';
import { createUser } from '../../server/auth/admin.ts';

// Starting a backend runs every migration; on a loaded 2-core machine that can take a while.
const HOOK_TIMEOUT_MS = 180_000;

let server: AuthServer;

beforeAll(async () => {
  server = await startAuthServer({ ADDITIONAL_REDIRECT_URLS: 'http://app.test/**' });
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
}, HOOK_TIMEOUT_MS);

async function confirmedUser(password = 'pantry-pass') {
  const email = uniqueEmail();
  const { id } = await createUser(server.ctx, { email, password, confirmed: true });
  return { email, id, password };
}

describe('magic links and one-time codes', () => {
  it('probes for an account with shouldCreateUser:false (otp_disabled for unknown emails)', async () => {
    const supabase = server.client();
    const unknown = await supabase.auth.signInWithOtp({
      email: uniqueEmail(),
      options: { shouldCreateUser: false },
    });
    expect(unknown.error?.code).toBe('otp_disabled');
    expect(unknown.error?.status).toBe(422);
    expect(unknown.error?.message).toBe('Signups not allowed for otp');
    const { email } = await confirmedUser();
    const known = await supabase.auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(known.error).toBeNull();
    expect(known.data).toEqual({ user: null, session: null });
  });

  it('signs in through the magic link and through the code', async () => {
    const supabase = server.client();
    const { email, id } = await confirmedUser();
    await supabase.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'http://app.test/kitchen' },
    });
    const mail = await latestMailTo(server.url, email, 'sign-in link');
    const { status, location } = await followOnce(verifyLinkOf(mail));
    expect(status).toBe(303);
    expect(location.startsWith('http://app.test/kitchen#')).toBe(true);
    const fragment = fragmentParams(location);
    expect(fragment.get('type')).toBe('magiclink');
    expect(decodeJwt(fragment.get('access_token') ?? '').sub).toBe(id);
    expect([...fragment.keys()]).toEqual([...fragment.keys()].sort());

    await server.db.query(
      `update auth.users set recovery_sent_at = now() - interval '2 minutes' where id = $1`,
      [id],
    );
    await supabase.auth.signInWithOtp({ email });
    const code = codeOf(await latestMailTo(server.url, email, 'sign-in link'));
    const { data, error } = await supabase.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    expect(
      (decodeJwt(data.session?.access_token ?? '').amr as { method: string }[])[0]?.method,
    ).toBe('otp');
  });

  it('sends a sign-up confirmation, not a magic link, to an unconfirmed user', async () => {
    const supabase = server.client();
    const email = uniqueEmail();
    await createUser(server.ctx, { email, password: 'pantry-pass', confirmed: false });
    expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await latestMailTo(server.url, email);
    expect(verifyLinkOf(mail)).toContain('type=signup');
  });

  it('creates the user on first OTP when allowed', async () => {
    const supabase = server.client();
    const email = uniqueEmail();
    expect(
      (await supabase.auth.signInWithOtp({ email, options: { data: { name: 'New' } } })).error,
    ).toBeNull();
    const { data } = await supabase.auth.verifyOtp({
      email,
      token: codeOf(await latestMailTo(server.url, email)),
      type: 'email',
    });
    expect(data.user?.user_metadata).toEqual({ name: 'New' });
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('refuses expired and reused tokens with otp_expired', async () => {
    const supabase = server.client();
    const { email, id } = await confirmedUser();
    await supabase.auth.signInWithOtp({ email });
    const mail = await latestMailTo(server.url, email);
    const tokenHash = new URL(verifyLinkOf(mail)).searchParams.get('token') ?? '';
    await server.db.query(
      `update auth.users set recovery_sent_at = now() - interval '2 hours' where id = $1`,
      [id],
    );
    const expired = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(expired.error?.code).toBe('otp_expired');
    expect(expired.error?.message).toBe('Email link is invalid or has expired');
    const link = await followOnce(verifyLinkOf(mail));
    const fragment = fragmentParams(link.location);
    expect(fragment.get('error')).toBe('access_denied');
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('rejects token_hash together with an email', async () => {
    const res = await fetch(`${server.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'magiclink', token_hash: 'abc', email: 'a@b.c' }),
    });
    expect(res.status).toBe(400);
  });
});

describe('password recovery', () => {
  it('answers {} for unknown emails and lets a known user set a new password', async () => {
    const supabase = server.client();
    expect((await supabase.auth.resetPasswordForEmail(uniqueEmail())).error).toBeNull();
    const { email } = await confirmedUser('forgotten-pass');
    const sent = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: 'http://app.test/reset',
    });
    expect(sent.error).toBeNull();
    const again = await supabase.auth.resetPasswordForEmail(email);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    const mail = await latestMailTo(server.url, email, 'Reset');
    const { location } = await followOnce(verifyLinkOf(mail));
    expect(location.startsWith('http://app.test/reset#')).toBe(true);
    expect(fragmentParams(location).get('type')).toBe('recovery');
    const accessToken = fragmentParams(location).get('access_token') ?? '';
    const refreshToken = fragmentParams(location).get('refresh_token') ?? '';
    const recovering = server.client();
    expect(
      (await recovering.auth.setSession({ access_token: accessToken, refresh_token: refreshToken }))
        .error,
    ).toBeNull();
    expect((await recovering.auth.updateUser({ password: 'remembered-pass' })).error).toBeNull();
    expect(
      (await supabase.auth.signInWithPassword({ email, password: 'remembered-pass' })).error,
    ).toBeNull();
  });
});

describe('PKCE flow', () => {
  it('confirms a sign-up through ?code= and exchangeCodeForSession', async () => {
    const supabase = server.client({ flowType: 'pkce' });
    const email = uniqueEmail();
    const signUp = await supabase.auth.signUp({
      email,
      password: 'pantry-pass',
      options: { emailRedirectTo: 'http://app.test/callback' },
    });
    expect(signUp.error).toBeNull();
    const link = verifyLinkOf(await latestMailTo(server.url, email));
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const { status, location } = await followOnce(link);
    expect(status).toBe(303);
    const code = new URL(location).searchParams.get('code') ?? '';
    expect(location.startsWith('http://app.test/callback?code=')).toBe(true);
    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(
      (decodeJwt(data.session?.access_token ?? '').amr as { method: string }[])[0]?.method,
    ).toBe('email/signup');
    const reused = await supabase.auth.exchangeCodeForSession(code);
    expect(reused.error).not.toBeNull();
  });

  it('refuses a wrong verifier and unknown codes', async () => {
    const supabase = server.client({ flowType: 'pkce' });
    const { email } = await confirmedUser();
    await supabase.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'http://app.test/callback' },
    });
    const { location } = await followOnce(verifyLinkOf(await latestMailTo(server.url, email)));
    const code = new URL(location).searchParams.get('code') ?? '';
    const exchange = (authCode: string, verifier: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ auth_code: authCode, code_verifier: verifier }),
      }).then(async (r) => ({
        status: r.status,
        code: ((await r.json()) as { code: string }).code,
      }));
    expect(await exchange(code, 'x'.repeat(50))).toEqual({
      status: 400,
      code: 'bad_code_verifier',
    });
    expect(await exchange('00000000-0000-4000-8000-000000000000', 'x'.repeat(50))).toEqual({
      status: 404,
      code: 'flow_state_not_found',
    });
    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(
      (decodeJwt(data.session?.access_token ?? '').amr as { method: string }[])[0]?.method,
    ).toBe('magiclink');
  });
});

describe('email change', () => {
  it('sends a confirmation to the new address and moves the account when it is confirmed', async () => {
    const { email, password } = await confirmedUser();
    const supabase = server.client();
    await supabase.auth.signInWithPassword({ email, password });
    const newEmail = uniqueEmail('moved');
    const { data, error } = await supabase.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);
    expect(data.user?.email).toBe(email);
    const mail = await latestMailTo(server.url, newEmail);
    const { location } = await followOnce(verifyLinkOf(mail));
    expect(fragmentParams(location).get('type')).toBe('email_change');
    const moved = await supabase.auth.signInWithPassword({ email: newEmail, password });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.new_email).toBeUndefined();
  });
});

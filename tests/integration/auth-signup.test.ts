import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from './helpers/auth-harness.ts';
import {
  codeOf,
  followOnce,
  fragmentParams,
  latestMailTo,
  uniqueEmail,
  verifyLinkOf,
} from './helpers/auth-mail.ts';

// Starting a backend runs every migration; on a loaded 2-core machine that can take a while.
const HOOK_TIMEOUT_MS = 180_000;

let server: AuthServer;

beforeAll(async () => {
  server = await startAuthServer({ ADDITIONAL_REDIRECT_URLS: 'http://app.test/**' });
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
}, HOOK_TIMEOUT_MS);

describe('sign-up with email confirmation', () => {
  it('signs up, confirms through the mailed link, then signs in with the password', async () => {
    const supabase = server.client();
    const email = uniqueEmail();
    const signUp = await supabase.auth.signUp({
      email,
      password: 'correct horse',
      options: { emailRedirectTo: 'http://app.test/welcome', data: { name: 'Ada' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.identities).toHaveLength(1);
    expect(signUp.data.user?.confirmation_sent_at).toBeTruthy();
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();
    expect(signUp.data.user?.user_metadata).toEqual({ name: 'Ada' });

    const notYet = await supabase.auth.signInWithPassword({ email, password: 'correct horse' });
    expect(notYet.error?.code).toBe('email_not_confirmed');
    expect(notYet.error?.status).toBe(400);
    expect(notYet.error?.message).toBe('Email not confirmed');

    const mail = await latestMailTo(server.url, email);
    expect(mail.subject).toContain('Larder');
    expect(mail.text).toMatch(/\d{6}/);
    const { status, location } = await followOnce(verifyLinkOf(mail));
    expect(status).toBe(303);
    expect(location.startsWith('http://app.test/welcome#')).toBe(true);
    const fragment = fragmentParams(location);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    const accessToken = fragment.get('access_token') ?? '';
    const { data: viaLink } = await supabase.auth.getUser(accessToken);
    expect(viaLink.user?.email).toBe(email);
    expect(viaLink.user?.email_confirmed_at).toBeTruthy();

    const signIn = await supabase.auth.signInWithPassword({ email, password: 'correct horse' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(signIn.data.user?.id).toBe(signUp.data.user?.id);

    // The link is single-use.
    const again = await followOnce(verifyLinkOf(mail));
    expect(fragmentParams(again.location).get('error_code')).toBe('otp_expired');
  });

  it('confirms with the 6-digit code through verifyOtp', async () => {
    const supabase = server.client();
    const email = uniqueEmail();
    await supabase.auth.signUp({ email, password: 'secret-pass' });
    const code = codeOf(await latestMailTo(server.url, email));
    const wrong = await supabase.auth.verifyOtp({
      email,
      token: code === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    expect(wrong.error?.status).toBe(403);
    const { data, error } = await supabase.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('answers a confirmed address signing up again with an obfuscated user and empty identities', async () => {
    const supabase = server.client();
    const email = uniqueEmail();
    const first = await supabase.auth.signUp({ email, password: 'secret-pass' });
    await supabase.auth.verifyOtp({
      email,
      token: codeOf(await latestMailTo(server.url, email)),
      type: 'signup',
    });
    const { data: outbox } = {
      data: (await (await fetch(`${server.url}/_dev/mail.json`)).json()) as unknown[],
    };
    const second = await supabase.auth.signUp({
      email,
      password: 'other-pass',
      options: { data: { x: 1 } },
    });
    expect(second.error).toBeNull();
    expect(second.data.session).toBeNull();
    expect(second.data.user?.identities).toEqual([]);
    expect(second.data.user?.id).not.toBe(first.data.user?.id);
    expect(second.data.user?.role).toBe('');
    expect(second.data.user?.user_metadata).toEqual({ x: 1 });
    const after = (await (await fetch(`${server.url}/_dev/mail.json`)).json()) as unknown[];
    expect(after.length).toBe(outbox.length);
  });

  it('re-sends the confirmation of an unconfirmed address, with the 60 s cooldown', async () => {
    const supabase = server.client();
    const email = uniqueEmail();
    await supabase.auth.signUp({ email, password: 'secret-pass' });
    const again = await supabase.auth.signUp({ email, password: 'secret-pass' });
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect(again.error?.status).toBe(429);
    expect(again.error?.message).toMatch(/only request this after \d+ seconds/);
    const resend = await supabase.auth.resend({ type: 'signup', email });
    expect(resend.error?.code).toBe('over_email_send_rate_limit');
    await server.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '61 seconds' where email = $1`,
      [email],
    );
    const later = await supabase.auth.resend({ type: 'signup', email });
    expect(later.error).toBeNull();
    const unknown = await supabase.auth.resend({ type: 'signup', email: uniqueEmail() });
    expect(unknown.error).toBeNull();
  });

  it('refuses weak passwords and malformed emails as GoTrue does', async () => {
    const supabase = server.client();
    const weak = await supabase.auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
    const bad = await supabase.auth.signUp({ email: 'not-an-email', password: 'secret-pass' });
    expect(bad.error?.code).toBe('validation_failed');
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format');
  });

  it('does not tell unknown emails from wrong passwords', async () => {
    const supabase = server.client();
    const email = uniqueEmail();
    await supabase.auth.signUp({ email, password: 'secret-pass' });
    await supabase.auth.verifyOtp({
      email,
      token: codeOf(await latestMailTo(server.url, email)),
      type: 'email',
    });
    const wrong = await supabase.auth.signInWithPassword({ email, password: 'wrong-pass' });
    const unknown = await supabase.auth.signInWithPassword({
      email: uniqueEmail(),
      password: 'wrong-pass',
    });
    for (const result of [wrong, unknown]) {
      expect(result.error?.code).toBe('invalid_credentials');
      expect(result.error?.status).toBe(400);
      expect(result.error?.message).toBe('Invalid login credentials');
    }
  });

  it('sends redirect_to outside the allow-list to the site URL', async () => {
    const supabase = server.client();
    const email = uniqueEmail();
    await supabase.auth.signUp({
      email,
      password: 'secret-pass',
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    const { location } = await followOnce(verifyLinkOf(await latestMailTo(server.url, email)));
    expect(location.startsWith('http://localhost:5173/#')).toBe(true);
  });
});

describe('sign-up with autoconfirm', () => {
  let auto: AuthServer;
  beforeAll(async () => {
    auto = await startAuthServer({ MAILER_AUTOCONFIRM: 'true' });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await auto?.close();
  }, HOOK_TIMEOUT_MS);

  it('returns a session at once, then user_already_exists', async () => {
    const supabase = auto.client();
    const email = uniqueEmail();
    const first = await supabase.auth.signUp({ email, password: 'secret-pass' });
    expect(first.error).toBeNull();
    expect(first.data.session?.access_token).toBeTruthy();
    expect(first.data.user?.email_confirmed_at).toBeTruthy();
    const second = await supabase.auth.signUp({ email, password: 'secret-pass' });
    expect(second.error?.code).toBe('user_already_exists');
    expect(second.error?.status).toBe(422);
    expect(second.error?.message).toBe('User already registered');
  });
});

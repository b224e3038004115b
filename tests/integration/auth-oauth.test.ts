import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startAuthServer, type AuthServer } from './helpers/auth-harness.ts';
import {
  startOidcProvider,
  signInThroughProvider,
  type OidcProviderHandle,
} from './helpers/oidc-provider.ts';
import { fragmentParams, uniqueEmail } from './helpers/auth-mail.ts';
import { createUser } from '../../server/auth/admin.ts';

// Starting a backend runs every migration; on a loaded 2-core machine that can take a while.
const HOOK_TIMEOUT_MS = 180_000;

const CLIENT_ID = 'larder-test-client';
const CLIENT_SECRET = 'larder-test-secret-of-some-length';
const APP = 'http://app.test';

let idp: OidcProviderHandle;
let server: AuthServer;

beforeAll(async () => {
  let backendUrl = '';
  idp = await startOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: () => [`${backendUrl}/auth/v1/callback`],
  });
  server = await startAuthServer({
    GOOGLE_ISSUER: idp.issuer,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    ADDITIONAL_REDIRECT_URLS: `${APP}/**`,
    OIDC_PROVIDER_NAME: 'keycloak',
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
  });
  backendUrl = server.url;
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
  await idp?.close();
}, HOOK_TIMEOUT_MS);

describe('Google sign-in through OpenID Connect', () => {
  it('lists google in /settings', async () => {
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`)).json()) as {
      external: Record<string, boolean>;
    };
    expect(settings.external.google).toBe(true);
    expect(settings.external.email).toBe(true);
  });

  it('signs in with the implicit flow: tokens in the fragment, a new user with a google identity', async () => {
    const supabase = server.client();
    const { data } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${APP}/kitchen`, skipBrowserRedirect: true },
    });
    const authorize = await fetch(data.url!, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const providerUrl = authorize.headers.get('location') ?? '';
    expect(providerUrl.startsWith(idp.issuer)).toBe(true);
    const email = uniqueEmail('google');
    const landed = await signInThroughProvider(providerUrl, email, APP);
    expect(landed.startsWith(`${APP}/kitchen#`)).toBe(true);
    const fragment = fragmentParams(landed);
    expect(fragment.get('provider_token')).toBeTruthy();
    const { data: user } = await supabase.auth.getUser(fragment.get('access_token') ?? '');
    expect(user.user?.email).toBe(email);
    expect(user.user?.app_metadata).toEqual({ provider: 'google', providers: ['google'] });
    expect(user.user?.identities?.[0]?.provider).toBe('google');
    expect(user.user?.email_confirmed_at).toBeTruthy();
    expect(
      (decodeJwt(fragment.get('access_token') ?? '').amr as { method: string }[])[0]?.method,
    ).toBe('oauth');
  });

  it('signs in with PKCE, links to an existing email account, and exchanges the code once', async () => {
    const email = uniqueEmail('linked');
    const { id } = await createUser(server.ctx, {
      email,
      password: 'pantry-pass',
      confirmed: true,
    });
    const supabase = server.client({ flowType: 'pkce' });
    const { data } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${APP}/auth/callback`, skipBrowserRedirect: true },
    });
    expect(data.url).toContain('code_challenge=');
    const authorize = await fetch(data.url!, { redirect: 'manual' });
    const landed = await signInThroughProvider(authorize.headers.get('location') ?? '', email, APP);
    const code = new URL(landed).searchParams.get('code') ?? '';
    expect(landed.startsWith(`${APP}/auth/callback?code=`)).toBe(true);
    const session = await supabase.auth.exchangeCodeForSession(code);
    expect(session.error).toBeNull();
    expect(session.data.user?.id).toBe(id);
    expect(session.data.session?.provider_token).toBeTruthy();
    expect(session.data.user?.app_metadata).toEqual({
      provider: 'email',
      providers: ['email', 'google'],
    });
    expect(session.data.user?.identities?.map((i) => i.provider).sort()).toEqual([
      'email',
      'google',
    ]);
    expect((await supabase.auth.exchangeCodeForSession(code)).error).not.toBeNull();
  });

  it('signs in through a generic OpenID Connect provider configured by OIDC_*', async () => {
    const supabase = server.client();
    const { data } = await supabase.auth.signInWithOAuth({
      provider: 'keycloak',
      options: { redirectTo: `${APP}/kitchen`, skipBrowserRedirect: true },
    });
    const authorize = await fetch(data.url!, { redirect: 'manual' });
    const email = uniqueEmail('generic');
    const landed = await signInThroughProvider(authorize.headers.get('location') ?? '', email, APP);
    const { data: user } = await supabase.auth.getUser(
      fragmentParams(landed).get('access_token') ?? '',
    );
    expect(user.user?.app_metadata).toEqual({ provider: 'keycloak', providers: ['keycloak'] });
  });

  it('sends a provider refusal back to the app as error parameters', async () => {
    const authorize = await fetch(
      `${server.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${APP}/auth`)}`,
      { redirect: 'manual' },
    );
    const state = new URL(authorize.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const callback = await fetch(
      `${server.url}/auth/v1/callback?error=access_denied&error_description=User+cancelled&state=${state}`,
      { redirect: 'manual' },
    );
    const location = callback.headers.get('location') ?? '';
    expect(location.startsWith(`${APP}/auth#`)).toBe(true);
    expect(fragmentParams(location).get('error')).toBe('access_denied');
    expect(fragmentParams(location).get('error_description')).toBe('User cancelled');
  });

  it('refuses unknown providers and tampered state', async () => {
    const res = await fetch(`${server.url}/auth/v1/authorize?provider=github`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('validation_failed');
    const callback = await fetch(
      `${server.url}/auth/v1/callback?code=abc&state=00000000-0000-4000-8000-000000000000`,
      {
        redirect: 'manual',
      },
    );
    expect(callback.status).toBe(302);
    expect(fragmentParams(callback.headers.get('location') ?? '').get('error_code')).toBe(
      'bad_oauth_state',
    );
  });
});

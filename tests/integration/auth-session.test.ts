import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair, decodeJwt } from 'jose';
import { startAuthServer, type AuthServer } from './helpers/auth-harness.ts';
import { uniqueEmail } from './helpers/auth-mail.ts';
import { createUser, deleteUser, resetPassword } from '../../server/auth/admin.ts';
import { signJwt } from '../../server/auth/keys.ts';

// Starting a backend runs every migration; on a loaded 2-core machine that can take a while.
const HOOK_TIMEOUT_MS = 180_000;

let server: AuthServer;

beforeAll(async () => {
  server = await startAuthServer();
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
}, HOOK_TIMEOUT_MS);

async function signedIn(password = 'pantry-pass') {
  const email = uniqueEmail();
  const { id } = await createUser(server.ctx, { email, password, confirmed: true });
  const supabase = server.client();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { supabase, session: data.session, email, id, password };
}

async function rawRefresh(token: string) {
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: token }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('sessions and access tokens', () => {
  it('issues access tokens with the GoTrue claims and user.factors-ready users', async () => {
    const { session, id, email } = await signedIn();
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      iss: `${server.url}/auth/v1`,
    });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((claims.amr as { method: string }[])[0]?.method).toBe('password');
    expect(session.expires_in).toBe(3600);
  });

  it('serves the JWKS and getClaims() verifies the token with it', async () => {
    const res = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const jwks = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { supabase, id } = await signedIn();
    const { data, error } = await supabase.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(id);
    expect(data?.header.alg).toBe('ES256');
  });

  it('rotates refresh tokens, tolerates the parent within the reuse rules, revokes the family on abuse', async () => {
    const { session } = await signedIn();
    const r0 = session.refresh_token;
    const first = await rawRefresh(r0);
    expect(first.status).toBe(200);
    const r1 = String(first.body.refresh_token);
    expect(r1).not.toBe(r0);
    // Lost response: the parent of the live token gets the live token back.
    const replay = await rawRefresh(r0);
    expect(replay.body.refresh_token).toBe(r1);
    const second = await rawRefresh(r1);
    const r2 = String(second.body.refresh_token);
    // Outside the reuse interval, an old token revokes the whole family.
    await server.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [r0],
    );
    const supabase = server.client();
    const reuse = await supabase.auth.refreshSession({ refresh_token: r0 });
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    expect(reuse.error?.status).toBe(400);
    expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used');
    const after = await rawRefresh(r2);
    expect(after.status).toBe(400);
    const stale = await supabase.auth.getUser(String(second.body.access_token));
    expect(stale.error?.name).toBe('AuthSessionMissingError');
    const unknown = await rawRefresh('abcdefghijkl');
    expect(unknown.body.code).toBe('refresh_token_not_found');
  });

  it('lets two tabs refresh the same token at once and hands both the same child', async () => {
    const { session } = await signedIn();
    const [a, b] = await Promise.all([
      rawRefresh(session.refresh_token),
      rawRefresh(session.refresh_token),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.refresh_token).toBe(b.body.refresh_token);
  });

  it('refreshes through supabase-js and keeps the session id', async () => {
    const { supabase, session } = await signedIn();
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(data.session?.access_token ?? '').session_id).toBe(
      decodeJwt(session.access_token).session_id,
    );
  });

  it('signs out with the local, others and global scopes', async () => {
    const { email, password } = await signedIn();
    const login = async () => {
      const client = server.client();
      const { data } = await client.auth.signInWithPassword({ email, password });
      return { client, session: data.session! };
    };
    // getUser(jwt) answered with session_not_found also clears the calling client: probe separately.
    const probe = server.client();
    const a = await login();
    const b = await login();
    const c = await login();
    expect((await a.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await probe.auth.getUser(a.session.access_token)).error).toBeNull();
    expect((await probe.auth.getUser(b.session.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    );
    expect((await rawRefresh(c.session.refresh_token)).status).toBe(400);
    const d = await login();
    expect((await a.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await probe.auth.getUser(a.session.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    );
    expect((await probe.auth.getUser(d.session.access_token)).error).toBeNull();
    const e = await login();
    expect((await d.client.auth.signOut()).error).toBeNull();
    expect((await probe.auth.getUser(e.session.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    );
    const res = await fetch(`${server.url}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${e.session.access_token}` },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('session_not_found');
  });

  it('changes the password through updateUser', async () => {
    const { supabase, email } = await signedIn('old-password');
    const same = await supabase.auth.updateUser({ password: 'old-password' });
    expect(same.error?.code).toBe('same_password');
    const { data, error } = await supabase.auth.updateUser({
      password: 'new-password',
      data: { theme: 'dark' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ theme: 'dark' });
    const fresh = server.client();
    expect(
      (await fresh.auth.signInWithPassword({ email, password: 'old-password' })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await fresh.auth.signInWithPassword({ email, password: 'new-password' })).error,
    ).toBeNull();
  });
});

describe('refused tokens', () => {
  async function getUserStatus(token: string | null) {
    const headers: Record<string, string> = { apikey: server.anonKey };
    if (token !== null) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${server.url}/auth/v1/user`, { headers });
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(body.error_code).toBe(body.code);
    expect(body.msg).toBe(body.message);
    return { status: res.status, code: body.code };
  }

  it('answers no token with 401 no_authorization', async () => {
    expect(await getUserStatus(null)).toEqual({ status: 401, code: 'no_authorization' });
  });

  it('refuses alg none, HS256 with the public key, a foreign key, an expired and a tampered token', async () => {
    const { session, id } = await signedIn();
    const [header, payload] = session.access_token.split('.') as [string, string, string];
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = decodeJwt(session.access_token);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const hs = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', kid: server.ctx.keys.kid })
      .sign(new TextEncoder().encode(JSON.stringify(server.ctx.keys.publicJwk)));
    const foreign = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: server.ctx.keys.kid })
      .sign((await generateKeyPair('ES256')).privateKey);
    const expired = await signJwt(
      server.ctx.keys,
      { ...claims, exp: undefined, iat: undefined },
      -120,
    );
    const tampered = `${header}.${b64({ ...claims, sub: '00000000-0000-4000-8000-000000000000', role: 'service_role' })}.${session.access_token.split('.')[2]}`;
    for (const token of [none, hs, foreign, expired, tampered, 'garbage']) {
      expect(await getUserStatus(token)).toEqual({ status: 403, code: 'bad_jwt' });
    }
    const supabase = server.client();
    expect((await supabase.auth.getUser(expired)).error?.code).toBe('bad_jwt');
    // A valid token whose user was deleted.
    expect(await deleteUser(server.ctx, id)).toBe(true);
    expect(await getUserStatus(session.access_token)).toEqual({
      status: 403,
      code: 'user_not_found',
    });
  });

  it('answers bad JSON, a wrong content type and an oversized body in the GoTrue shape', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': type },
        body,
      });
    const broken = await post('{"email":');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { code: string }).code).toBe('bad_json');
    const text = await post('email=a', 'text/plain');
    expect(((await text.json()) as { code: string }).code).toBe('bad_json');
    const huge = await post(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) }));
    expect(huge.status).toBe(413);
    const grant = await fetch(`${server.url}/auth/v1/token?grant_type=magic`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(grant.status).toBe(400);
  });
});

describe('admin helpers', () => {
  it('creates users, resets passwords (signing out everywhere) and deletes users', async () => {
    const email = uniqueEmail('admin');
    const { id } = await createUser(server.ctx, { email, password: 'first-pass', confirmed: true });
    await expect(
      createUser(server.ctx, { email, password: 'first-pass', confirmed: true }),
    ).rejects.toThrow(/already exists/);
    const supabase = server.client();
    const { data } = await supabase.auth.signInWithPassword({ email, password: 'first-pass' });
    await resetPassword(server.ctx, email, 'second-pass');
    expect((await supabase.auth.getUser(data.session!.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    );
    expect(
      (await supabase.auth.signInWithPassword({ email, password: 'second-pass' })).data.user?.id,
    ).toBe(id);
    expect(await deleteUser(server.ctx, id)).toBe(true);
    expect(await deleteUser(server.ctx, id)).toBe(false);
    const unconfirmed = uniqueEmail('admin');
    await createUser(server.ctx, { email: unconfirmed, password: 'first-pass', confirmed: false });
    expect(
      (await supabase.auth.signInWithPassword({ email: unconfirmed, password: 'first-pass' })).error
        ?.code,
    ).toBe('email_not_confirmed');
  });
});

describe('per-IP rate limits', () => {
  let limited: AuthServer;
  beforeAll(async () => {
    limited = await startAuthServer({ AUTH_RATE_LIMIT_EMAIL: '2', AUTH_RATE_LIMIT_TOKEN: '3' });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await limited?.close();
  }, HOOK_TIMEOUT_MS);

  it('answers 429 over_request_rate_limit past the limit', async () => {
    const supabase = limited.client();
    for (let i = 0; i < 2; i += 1) {
      expect((await supabase.auth.resetPasswordForEmail(uniqueEmail())).error).toBeNull();
    }
    const over = await supabase.auth.resetPasswordForEmail(uniqueEmail());
    expect(over.error?.code).toBe('over_request_rate_limit');
    expect(over.error?.status).toBe(429);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push(
        (await supabase.auth.signInWithPassword({ email: uniqueEmail(), password: 'whatever' }))
          .error?.code,
      );
    }
    expect(codes).toEqual([
      'invalid_credentials',
      'invalid_credentials',
      'invalid_credentials',
      'over_request_rate_limit',
    ]);
  });
});

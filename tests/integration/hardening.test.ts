import type { SupabaseClient } from '@supabase/supabase-js';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { latestMailTo, verifyLinkOf, followOnce } from './helpers/auth-mail.ts';
import { TEST_PASSWORD } from './helpers/rls-http-server.ts';
import { postgresAvailable, type DatabaseKind } from './helpers/schema-db.ts';
import { startHttpBackend, type HttpBackend } from './helpers/rls-http-server.ts';

/** Starting a backend (migrations, the recipe seed, sign-ins) can be slow on a busy machine. */
const SETUP_TIMEOUT_MS = 180_000;

const kinds: DatabaseKind[] = ['pglite', 'postgres'];
const postgresUp = await postgresAvailable();

/** `{"a":{"a":…}}` nested `levels` deep. */
function nested(levels: number, leaf: unknown = 1): string {
  return '{"a":'.repeat(levels) + JSON.stringify(leaf) + '}'.repeat(levels);
}

// The attacks of the hardening report, sent as the attacker sent them, against the real server.
describe.each(kinds)('hardening against hostile requests on %s', (kind) => {
  const skip = kind === 'postgres' && !postgresUp;
  let server: HttpBackend;
  let userA: { id: string; client: SupabaseClient };
  let userB: { id: string; client: SupabaseClient };
  let tokenA: string;
  /** Another loopback address: the attacker's machine, as the server sees it. */
  const elsewhere = new Agent({ localAddress: '127.0.0.2' });
  const rateLimit = (body: object, token?: string, from?: Agent) =>
    undiciFetch(`${server.url}/rest/v1/rpc/check_rate_limit_enhanced`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${token ?? server.anonKey}`,
        'Content-Type': 'application/json',
      },
      ...(from ? { dispatcher: from } : {}),
    }).then(async (res) => ({
      status: res.status,
      body: (await res.json()) as Record<string, unknown>,
    }));

  const send = (path: string, init: RequestInit & { token?: string } = {}) => {
    const { token, ...rest } = init;
    return fetch(`${server.url}${path}`, {
      ...rest,
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${token ?? server.anonKey}`,
        ...(rest.body ? { 'Content-Type': 'application/json' } : {}),
        ...(rest.headers as Record<string, string> | undefined),
      },
    });
  };

  beforeAll(async () => {
    if (skip) return;
    server = await startHttpBackend(kind);
    userA = await server.signedInUser('hardening-a@larder.test');
    userB = await server.signedInUser('hardening-b@larder.test');
    tokenA = (await userA.client.auth.getSession()).data.session?.access_token ?? '';
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await elsewhere.close();
    await server?.close();
  });

  it.skipIf(skip)(
    'answers 10,000-level JSON with 400 in each surface’s error shape, and stores nothing',
    async () => {
      const deep = nested(10_000);
      const insert = await send('/rest/v1/recipes', {
        method: 'POST',
        body: `[{"title":"x","ingredients":${deep}}]`,
        token: tokenA,
      });
      expect(insert.status).toBe(400);
      expect(await insert.json()).toMatchObject({
        code: 'PGRST102',
        message: 'Empty or invalid json',
        hint: null,
      });
      const update = await send('/rest/v1/profiles?id=eq.' + userA.id, {
        method: 'PATCH',
        body: `{"avatar_url":${deep}}`,
        token: tokenA,
      });
      expect(update.status).toBe(400);
      expect(await update.json()).toMatchObject({ code: 'PGRST102' });
      const rpc = await send('/rest/v1/rpc/log_security_event', {
        method: 'POST',
        body: `{"event_type":"XSS_ATTEMPT_BLOCKED","event_details_param":${deep}}`,
      });
      expect(rpc.status).toBe(400);
      expect(await rpc.json()).toMatchObject({ code: 'PGRST102' });
      const user = await send('/auth/v1/user', {
        method: 'PUT',
        body: `{"data":${deep}}`,
        token: tokenA,
      });
      expect(user.status).toBe(400);
      expect(await user.json()).toMatchObject({ code: 'bad_json', error_code: 'bad_json' });
      const fn = await send('/functions/v1/scrape-recipe', {
        method: 'POST',
        body: `{"url":${deep}}`,
        token: tokenA,
      });
      expect(fn.status).toBe(400);
      expect(await fn.json()).toMatchObject({ code: 'BAD_REQUEST' });

      // Nothing was stored in the user's metadata, and the tokens still verify.
      const { data } = await userA.client.auth.getUser();
      expect(data.user?.user_metadata).not.toHaveProperty('a');
      // A body the app could send (shallow) is still accepted.
      const fine = await send('/auth/v1/user', {
        method: 'PUT',
        body: `{"data":${nested(10, 'ok')}}`,
        token: tokenA,
      });
      expect(fine.status).toBe(200);
    },
  );

  it.skipIf(skip)(
    'refuses the back-reference regex of the report at once while /health keeps answering',
    async () => {
      const attack = send(
        '/rest/v1/recipes?select=id&description=match.^(.*)(.*)(.*)(.*)\\4\\3\\2\\1$',
      );
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', database: kind });
      const res = await attack;
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'PGRST100',
        message: 'regular expression refused',
        details: 'back references (\\1 … \\9) are not supported',
        hint: null,
      });
      // Nested counted repetitions and huge lists are refused too; ordinary patterns still match.
      const counted = await send(
        '/rest/v1/recipes?select=id&description=imatch.((.*){1,100}){1,10}x',
      );
      expect(counted.status).toBe(400);
      expect(await counted.json()).toMatchObject({
        code: 'PGRST100',
        message: 'regular expression refused',
      });
      const list = await send(
        `/rest/v1/recipes?select=id&id=in.(${Array.from({ length: 10_001 }, (_, i) => i).join(',')})`,
      );
      expect(list.status).toBe(400);
      expect(await list.json()).toMatchObject({
        code: 'PGRST100',
        details: '"in" accepts at most 10000 items',
      });
      const ok = await send('/rest/v1/recipes?select=id&title=imatch.^(chicken|beef).*$&limit=1');
      expect(ok.status).toBe(200);
    },
  );

  it.skipIf(skip)(
    'keys rate limits by the verified caller: spoofed identifiers and windows change nothing for the victim',
    async () => {
      const tokenB = (await userB.client.auth.getSession()).data.session?.access_token ?? '';
      const spoof = {
        identifier_text: `user:${userB.id}`,
        action_text: 'scrape-recipe',
        max_requests: 30,
        window_minutes: 60,
      };
      const answers = [];
      for (let i = 0; i < 31; i++) answers.push(await rateLimit(spoof));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(answers.at(-1)?.body).toMatchObject({ allowed: false, blocked: true });
      // B never saved a recipe: B's first check is allowed, with B's whole budget (30) left but one.
      const first = await rateLimit(spoof, tokenB);
      expect(first.body).toMatchObject({
        allowed: true,
        blocked: false,
        message: 'Request allowed',
        remaining: 29,
      });
      // B cannot widen or reset B's own window either.
      const widened = await rateLimit(
        { ...spoof, max_requests: 1_000_000, window_minutes: 1 },
        tokenB,
      );
      expect(widened.body).toMatchObject({ allowed: true, remaining: 28 });

      // 101 anonymous sign_in checks naming B's email, from another address: that address is
      // blocked, B (signing in from here) is not.
      const email = {
        identifier_text: 'hardening-b@larder.test',
        action_text: 'sign_in',
        max_requests: 100,
        window_minutes: 60,
      };
      let last = { status: 0, body: {} as Record<string, unknown> };
      for (let i = 0; i < 101; i++) last = await rateLimit(email, undefined, elsewhere);
      expect(last.body).toMatchObject({ allowed: false, blocked: true });
      expect(String(last.body.message)).toMatch(
        /^Rate limit exceeded\. Try again in \d+ minute\(s\)\.$/,
      );
      const victim = await rateLimit(email);
      expect(victim.body).toMatchObject({ allowed: true, blocked: false });
      const event = await server.database.db.query<{ severity: string; ip_address: string }>(
        `select severity, ip_address from public.security_events where event_type = 'RATE_LIMIT_EXCEEDED' and details->>'action' = 'sign_in'`,
      );
      expect(event.rows).toEqual([{ severity: 'high', ip_address: '127.0.0.2' }]);

      // Limits come from app_settings when an admin sets them there.
      await server.database.db.query(
        `insert into public.app_settings (key, value) values ('rate_limits', '{"probe": {"max_requests": 2, "window_minutes": 5}}')`,
      );
      const probe = {
        identifier_text: 'anything',
        action_text: 'probe',
        max_requests: 1000,
        window_minutes: 1,
      };
      const replies = [await rateLimit(probe), await rateLimit(probe), await rateLimit(probe)];
      expect(replies.map((r) => r.body.allowed)).toEqual([true, true, false]);
      expect(replies[0]?.body.remaining).toBe(1);
    },
  );

  it.skipIf(skip)(
    'lets nobody enumerate users: no anonymous avatar listing, has_role only about oneself',
    async () => {
      const { error: uploadError } = await userB.client.storage
        .from('avatars')
        .upload(
          `${userB.id}/avatar.png`,
          new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
          { upsert: true },
        );
      expect(uploadError).toBeNull();
      const listed = await send('/storage/v1/object/list/avatars', {
        method: 'POST',
        body: '{"prefix":""}',
      });
      expect(listed.status).toBe(200);
      expect(await listed.json()).toEqual([]);
      const byA = await userA.client.storage.from('avatars').list();
      expect(byA.data).toEqual([]);
      const own = await userB.client.storage.from('avatars').list(userB.id);
      expect(own.data?.map((o) => o.name)).toEqual(['avatar.png']);
      // The avatar itself is still public by URL.
      const url = userA.client.storage.from('avatars').getPublicUrl(`${userB.id}/avatar.png`)
        .data.publicUrl;
      expect((await fetch(url)).status).toBe(200);

      const about = await userA.client.rpc('has_role', { _user_id: userB.id, _role: 'admin' });
      expect(about.error?.code).toBe('42501');
      const self = await userA.client.rpc('has_role', { _user_id: userA.id, _role: 'admin' });
      expect(self).toMatchObject({ data: false, error: null });
      const anon = await send('/rest/v1/rpc/has_role', {
        method: 'POST',
        body: JSON.stringify({ _user_id: userB.id, _role: 'admin' }),
      });
      expect(anon.status).toBe(401);
      await server.database.db.query(
        `insert into public.user_roles (user_id, role) values ($1, 'admin')`,
        [userA.id],
      );
      const asAdmin = await userA.client.rpc('has_role', { _user_id: userB.id, _role: 'admin' });
      expect(asAdmin).toMatchObject({ data: false, error: null });
      await server.database.db.query(`delete from public.user_roles where user_id = $1`, [
        userA.id,
      ]);
    },
  );

  it.skipIf(skip)(
    'locks one account after wrong passwords, not another from the same address; a magic link lifts it',
    async () => {
      const victim = await server.signedInUser('hardening-c@larder.test');
      const attacker = server.client();
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < 20; i++) {
        const { error } = await attacker.auth.signInWithPassword({
          email: 'Hardening-C@larder.test',
          password: `guess-${i}`,
        });
        codes.push(error?.code);
      }
      expect(codes.slice(0, 4)).toEqual(Array(4).fill('invalid_credentials'));
      expect(codes.slice(4)).toEqual(Array(16).fill('too_many_sign_in_attempts'));
      const locked = await server
        .client()
        .auth.signInWithPassword({ email: 'hardening-c@larder.test', password: TEST_PASSWORD });
      expect(locked.error).toMatchObject({ status: 429, code: 'too_many_sign_in_attempts' });
      expect(locked.error?.message).toBe(
        'Too many failed sign-in attempts for this account. Try again in 1 minute(s), or sign in with a magic link or reset your password.',
      );
      // Another account, same address: unaffected.
      const other = await server
        .client()
        .auth.signInWithPassword({ email: 'hardening-b@larder.test', password: TEST_PASSWORD });
      expect(other.error).toBeNull();
      const events = await server.database.db.query<{
        user_id: string;
        severity: string;
        details: Record<string, unknown>;
      }>(
        `select user_id, severity, details from public.security_events
        where event_type = 'RATE_LIMIT_EXCEEDED' and details->>'action' = 'password_sign_in'`,
      );
      expect(events.rows).toEqual([
        {
          user_id: victim.id,
          severity: 'high',
          details: {
            action: 'password_sign_in',
            reason: 'account_locked',
            failures: 5,
            lock_seconds: 60,
          },
        },
      ]);

      // The owner proves the mailbox with a magic link; password sign-in works again.
      expect(
        (
          await server.client().auth.signInWithOtp({
            email: 'hardening-c@larder.test',
            options: { shouldCreateUser: false },
          })
        ).error,
      ).toBeNull();
      const mail = await vi.waitFor(() => latestMailTo(server.url, 'hardening-c@larder.test'));
      expect((await followOnce(verifyLinkOf(mail))).status).toBe(303);
      const back = await server
        .client()
        .auth.signInWithPassword({ email: 'hardening-c@larder.test', password: TEST_PASSWORD });
      expect(back.error).toBeNull();
    },
  );

  it.skipIf(skip)(
    'accepts the parent of the live refresh token only inside the reuse interval',
    async () => {
      const { client } = await server.signedInUser('hardening-d@larder.test');
      const r0 = (await client.auth.getSession()).data.session?.refresh_token ?? '';
      const refresh = (token: string) =>
        send('/auth/v1/token?grant_type=refresh_token', {
          method: 'POST',
          body: JSON.stringify({ refresh_token: token }),
        }).then(async (res) => ({
          status: res.status,
          body: (await res.json()) as Record<string, unknown>,
        }));
      const first = await refresh(r0);
      const r1 = String(first.body.refresh_token);
      expect((await refresh(r0)).body.refresh_token).toBe(r1);
      // Ten seconds (GoTrue's default interval) after r0 was rotated, replaying it revokes the family.
      await server.database.db.query(
        `update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`,
        [r0],
      );
      const replay = await refresh(r0);
      expect(replay).toMatchObject({ status: 400, body: { code: 'refresh_token_already_used' } });
      expect((await refresh(r1)).status).toBe(400);
    },
  );

  it.skipIf(skip)('stores image URLs only as https: (or http: to this machine)', async () => {
    const set = (avatar_url: string) =>
      userA.client.from('profiles').update({ avatar_url }).eq('id', userA.id);
    for (const bad of [
      'javascript:alert(document.cookie)',
      'data:image/png;base64,AAAA',
      'http://tracker.example/a.png',
    ]) {
      expect((await set(bad)).error?.code, bad).toBe('23514');
    }
    for (const good of [
      'https://images.example/a.png',
      `${server.url}/storage/v1/object/public/avatars/${userA.id}/avatar.png`,
    ]) {
      expect((await set(good)).error, good).toBeNull();
    }
    const saved = await userA.client.from('saved_recipes').insert({
      user_id: userA.id,
      title: 'Soup',
      url: 'https://soup.example/',
      canonical_url: 'https://soup.example/',
      image_url: 'javascript:alert(1)',
    });
    expect(saved.error?.code).toBe('23514');
  });
});

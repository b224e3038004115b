import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  let tokenA: string;

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
    tokenA = (await userA.client.auth.getSession()).data.session?.access_token ?? '';
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server?.close());

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
        `/rest/v1/recipes?select=id&id=in.(${Array.from({ length: 1001 }, (_, i) => i).join(',')})`,
      );
      expect(list.status).toBe(400);
      expect(await list.json()).toMatchObject({
        code: 'PGRST100',
        details: '"in" accepts at most 1000 items',
      });
      const ok = await send('/rest/v1/recipes?select=id&title=imatch.^(chicken|beef).*$&limit=1');
      expect(ok.status).toBe(200);
    },
  );
});

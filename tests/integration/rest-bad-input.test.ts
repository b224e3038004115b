import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SignJWT, exportSPKI, generateKeyPair } from 'jose';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import { DB_KINDS, startTestBackend, type TestBackend } from './helpers/rest-backend.ts';
import { USER_A, fingerprint, seedNotes } from './helpers/rest-seed.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(DB_KINDS)('REST refuses bad input cleanly on %s', (kind) => {
  let t: TestBackend;
  let anon: SupabaseClient;
  let userA: SupabaseClient;
  let before: string;

  const rest = (path: string, init: RequestInit = {}) =>
    fetch(`${t.url}/rest/v1/${path}`, {
      ...init,
      headers: {
        apikey: t.backend.anonKey,
        Authorization: `Bearer ${t.backend.anonKey}`,
        ...(init.headers as Record<string, string>),
      },
    });
  const withToken = (token: string) =>
    createClient(t.url, t.backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
      realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
    });

  beforeAll(async () => {
    t = await startTestBackend(kind);
    anon = t.anon();
    userA = await t.as(USER_A);
  });
  afterAll(() => t?.stop());
  beforeEach(async () => {
    await seedNotes(t);
    before = await fingerprint(t);
  });

  it('answers malformed JSON, empty and scalar bodies with PGRST102 and other media types with 415', async () => {
    for (const body of ['{"title":', '', '5', '"text"', '[1,2]']) {
      const res = await rest('notes', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status, body).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'PGRST102',
        message: 'Empty or invalid json',
      });
    }
    const xml = await rest('notes', {
      method: 'POST',
      body: '<note/>',
      headers: { 'Content-Type': 'text/xml' },
    });
    expect(xml.status).toBe(415);
    expect(await xml.json()).toMatchObject({ code: 'PGRST107' });
    const accept = await rest('notes', { headers: { Accept: 'text/html' } });
    expect(accept.status).toBe(406);
    const schema = await rest('users', { headers: { 'Accept-Profile': 'auth' } });
    expect(schema.status).toBe(406);
    expect(await schema.json()).toMatchObject({ code: 'PGRST106' });
    expect(await fingerprint(t)).toBe(before);
  });

  it('caps bodies at 1 MiB with 413 in PostgREST shape', async () => {
    const big = await userA
      .from('notes')
      .insert({ title: 'big', body: 'x'.repeat(1024 * 1024 + 10) });
    expect(big.status).toBe(413);
    expect(big.error).toMatchObject({ code: 'PGRST413' });
    expect(await fingerprint(t)).toBe(before);
  });

  it('names unknown tables, columns and functions', async () => {
    expect((await anon.from('no_such_table').select()).error).toMatchObject({ code: 'PGRST205' });
    expect((await anon.from('notes').select('id, nope')).error).toMatchObject({
      code: '42703',
      message: 'column notes.nope does not exist',
    });
    expect((await anon.from('notes').select().eq('nope', 1)).status).toBe(400);
    expect((await anon.from('notes').select().order('nope')).status).toBe(400);
    const rpc = await anon.rpc('no_such_function', { a: 1 });
    expect(rpc.status).toBe(404);
    expect(rpc.error).toMatchObject({ code: 'PGRST202' });
    const wrongArgs = await anon.rpc('add_numbers', { x: 1 });
    expect(wrongArgs.error?.code).toBe('PGRST202');
    expect((await rest('auth.users')).status).toBe(404);
    expect((await rest('pg_catalog.pg_roles')).status).toBe(404);
  });

  it('treats injection attempts as data or as malformed queries, never as SQL', async () => {
    const asValue = await anon
      .from('notes')
      .select('id')
      .eq('title', "x'); drop table public.notes; --");
    expect(asValue.status).toBe(200);
    expect(asValue.data).toEqual([]);
    const inList = await anon
      .from('notes')
      .select('id')
      .in('title', ["') or true; --", "' or 1=1 --", 'a,(b)']);
    expect(inList.data).toEqual([]);
    // supabase-js does not escape a double quote inside in(): the list is malformed, not SQL.
    const quoted = await anon.from('notes').select('id').in('title', ['") or true; --']);
    expect(quoted.status).toBe(400);
    const attempts = [
      'notes?select=id,title);drop table public.notes;--',
      'notes?select=id::text;drop table public.notes',
      'notes?select=id,"title"',
      'notes?order=id;drop table public.notes',
      'notes?order=id.desc;select pg_sleep(5)',
      'notes?id);drop table public.notes;--=eq.1',
      'notes?id=eq.1&order=(select 1)',
      'notes?select=data->>x);drop table public.notes;--',
      'notes?or=(id.eq.1);drop table public.notes;--',
      'notes?limit=1;drop table public.notes',
      'notes%3Bdrop%20table%20public.notes',
      'rpc/add_numbers%3Bdrop%20table%20public.notes',
    ];
    for (const path of attempts) {
      const res = await rest(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      const body = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort(), path).toEqual(['code', 'details', 'hint', 'message']);
    }
    const conflict = await rest(
      'counters?on_conflict=name) do nothing; drop table public.notes;--',
      {
        method: 'POST',
        body: '{"name":"a"}',
        headers: {
          'Content-Type': 'application/json',
          Prefer: 'resolution=merge-duplicates',
          Authorization: `Bearer ${t.backend.serviceRoleKey}`,
        },
      },
    );
    expect(conflict.status).toBe(400);
    const columns = await rest('notes?columns=title"); drop table public.notes;--', {
      method: 'POST',
      body: '{"title":"a"}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(columns.status).toBe(400);
    expect(await fingerprint(t)).toBe(before);
  });

  it('refuses deeply nested or= with a 400, and still serves a normal nesting', async () => {
    const nest = (depth: number) => `${'or('.repeat(depth)}id.eq.1${')'.repeat(depth)}`;
    const ok = await anon.from('notes').select('id').or(nest(5));
    expect(ok.data).toEqual([{ id: 1 }]);
    for (const depth of [50, 10_000]) {
      const deep = await anon.from('notes').select('id').or(nest(depth));
      expect(deep.status).toBe(400);
      expect(deep.error?.code).toBe('PGRST100');
    }
    const unbalanced = await anon.from('notes').select('id').or('id.eq.1,and(id.eq.2');
    expect(unbalanced.status).toBe(400);
  });

  it('serves 10,000-element in() lists', async () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => i + 1);
    const numbers = await anon
      .from('notes')
      .select('id', { count: 'exact', head: true })
      .in('id', ids);
    expect(numbers.error).toBeNull();
    expect(numbers.count).toBe(4);
    const uuids = Array.from({ length: 10_000 }, () => randomUUID());
    uuids[5000] = USER_A;
    const mine = await userA.from('notes').select('title').in('owner_id', uuids);
    expect(mine.data).toEqual([{ title: 'Secret stew' }]);
  });

  it('answers invalid UUIDs and bad numbers with 400 22P02 / PGRST100', async () => {
    const uuid = await anon.from('notes').select().eq('owner_id', 'not-a-uuid');
    expect(uuid.status).toBe(400);
    expect(uuid.error?.code).toBe('22P02');
    expect((await anon.from('notes').select().eq('id', 'abc')).error?.code).toBe('22P02');
    expect((await rest('notes?limit=abc')).status).toBe(400);
    expect((await rest('notes?offset=-1')).status).toBe(400);
    expect((await rest('notes?id=unknownop.1')).status).toBe(400);
    expect((await rest('notes?rating=is.maybe')).status).toBe(400);
  });

  it('answers huge headers with 431', async () => {
    const res = await fetch(`${t.url}/rest/v1/notes`, {
      headers: { apikey: t.backend.anonKey, 'x-padding': 'a'.repeat(2 * 1024 * 1024) },
    }).catch((error: unknown) => error as Error);
    if (res instanceof Error) throw res;
    expect(res.status).toBe(431);
    // The server is still fine afterwards.
    expect((await anon.from('notes').select('id')).data).toHaveLength(4);
  });

  it('refuses forged, foreign, expired and tampered tokens with 401 PGRST301/PGRST303', async () => {
    const header = { alg: 'none', typ: 'JWT' };
    const claims = { sub: USER_A, role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 };
    const none = `${b64(header)}.${b64(claims)}.`;
    const pem = await exportSPKI(t.backend.ctx.keys.publicKey);
    const hsInput = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
    const hs256 = `${hsInput}.${createHmac('sha256', pem).update(hsInput).digest('base64url')}`;
    const jwkInput = `${b64({ alg: 'HS256', typ: 'JWT', kid: t.backend.ctx.keys.kid })}.${b64(claims)}`;
    const hsJwk = `${jwkInput}.${createHmac('sha256', JSON.stringify(t.backend.ctx.keys.publicJwk)).update(jwkInput).digest('base64url')}`;
    const other = await generateKeyPair('ES256');
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: t.backend.ctx.keys.kid })
      .sign(other.privateKey);
    const expired = await t.tokenFor(USER_A, {}, -120);
    const valid = await t.tokenFor(USER_A);
    const [h, , s] = valid.split('.');
    const tampered = `${h}.${b64({ sub: USER_A, role: 'service_role', exp: claims.exp })}.${s}`;
    const revoked = await t.tokenFor(USER_A, { session_id: randomUUID() });
    const cases: [string, string, string][] = [
      ['alg none', none, 'PGRST301'],
      ['HS256 with the public key (PEM)', hs256, 'PGRST301'],
      ['HS256 with the public key (JWK)', hsJwk, 'PGRST301'],
      ['another ES256 key', foreign, 'PGRST301'],
      ['expired', expired, 'PGRST303'],
      ['tampered payload', tampered, 'PGRST301'],
      ['signed-out session', revoked, 'PGRST301'],
      ['garbage', 'not.a.jwt', 'PGRST301'],
    ];
    for (const [name, token, code] of cases) {
      const client = withToken(token);
      const read = await client.from('notes').select('id');
      expect(read.status, name).toBe(401);
      expect(read.error?.code, name).toBe(code);
      const write = await client.from('notes').delete().neq('id', 0);
      expect(write.status, name).toBe(401);
      const raw = await rest('notes', { headers: { Authorization: `Bearer ${token}` } });
      expect(raw.headers.get('www-authenticate'), name).toMatch(/^Bearer/);
    }
    expect(await fingerprint(t)).toBe(before);
  });

  it('never answers a random query string with a 5xx or a change', async () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(text, text, text, text, async (select, order, key, value) => {
        const params = new URLSearchParams({ select, order });
        params.append(key || 'id', value);
        const res = await rest(`notes?${params.toString()}`);
        await res.arrayBuffer();
        return res.status < 500;
      }),
      { numRuns: 150 },
    );
    expect(await fingerprint(t)).toBe(before);
  });
});

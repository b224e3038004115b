import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpBackend, type HttpBackend } from './helpers/rls-http-server.ts';

const SETUP_TIMEOUT_MS = 180_000;

// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Rows that still point at `userId`: every public table with a user_id column, profiles, auth, storage. */
async function rowsLeft(server: HttpBackend, userId: string): Promise<Record<string, number>> {
  const { db } = server.database;
  const left: Record<string, number> = {};
  const tables = await db.query<{ table_name: string }>(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'user_id'`,
  );
  for (const { table_name } of tables.rows) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.${table_name} where user_id = $1`,
      [userId],
    );
    left[table_name] = rows[0]?.n ?? 0;
  }
  const extra: [string, string][] = [
    ['profiles', 'select count(*)::int as n from public.profiles where id = $1'],
    ['auth.users', 'select count(*)::int as n from auth.users where id = $1'],
    ['auth.sessions', 'select count(*)::int as n from auth.sessions where user_id = $1'],
    [
      'storage.objects',
      `select count(*)::int as n from storage.objects where name like $1::text || '/%'`,
    ],
  ];
  for (const [name, sql] of extra) {
    const { rows } = await db.query<{ n: number }>(sql, [userId]);
    left[name] = rows[0]?.n ?? 0;
  }
  return left;
}

describe('delete-account function', () => {
  let server: HttpBackend;
  let user: { id: string; client: SupabaseClient };
  let other: { id: string; client: SupabaseClient };

  beforeAll(async () => {
    server = await startHttpBackend('pglite');
    user = await server.signedInUser('delete-me@larder.test');
    other = await server.signedInUser('keep-me@larder.test');
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await server?.close();
  });

  it('refuses callers without a session', async () => {
    const { error } = await server.client().functions.invoke('delete-account', { body: {} });
    expect(error).toBeTruthy();
  });

  it('removes every row the user owns and their avatar, and nothing of anyone else', async () => {
    const c = user.client;
    expect((await c.rpc('add_kitchen_ingredients', { items: ['Eggs', 'Milk'] })).error).toBeNull();
    expect(
      (await other.client.rpc('add_kitchen_ingredients', { items: ['Rice'] })).error,
    ).toBeNull();
    const upload = await c.storage
      .from('avatars')
      .upload(`${user.id}/avatar.png`, new Blob([new Uint8Array(png)], { type: 'image/png' }), {
        upsert: true,
        contentType: 'image/png',
      });
    expect(upload.error).toBeNull();
    expect(
      (await c.from('profiles').update({ avatar_url: 'https://x/avatar.png' }).eq('id', user.id))
        .error,
    ).toBeNull();
    expect(
      (await c.from('feedback').insert({ message: 'bye', category: 'logout', user_id: user.id }))
        .error,
    ).toBeNull();
    await c.rpc('log_security_event', {
      event_type: 'USER_LOGIN',
      user_id_param: user.id,
      ip_address_param: null,
      user_agent_param: 'test',
      event_details_param: {},
      severity_param: 'low',
    });

    const before = await rowsLeft(server, user.id);
    expect(before['user_ingredients']).toBe(1);
    expect(before['storage.objects']).toBe(1);

    const { data, error } = await c.functions.invoke('delete-account', { body: {} });
    expect(error).toBeNull();
    expect(data).toEqual({ deleted: true });

    const after = await rowsLeft(server, user.id);
    for (const [table, count] of Object.entries(after))
      expect({ table, count }).toEqual({ table, count: 0 });

    const kept = await other.client.from('user_ingredients').select('ingredients').maybeSingle();
    expect(kept.data?.ingredients).toEqual(['Rice']);
    const signIn = await server.client().auth.signInWithPassword({
      email: 'delete-me@larder.test',
      password: 'correct horse battery staple',
    });
    expect(signIn.error).toBeTruthy();
  });
});

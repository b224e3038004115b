import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import { startAuthServer, type AuthServer } from './helpers/auth-harness.ts';
import { uniqueEmail } from './helpers/auth-mail.ts';

// Starting a backend runs every migration; on a loaded 2-core machine that can take a while.
const HOOK_TIMEOUT_MS = 180_000;

let server: AuthServer;

beforeAll(async () => {
  server = await startAuthServer();
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
}, HOOK_TIMEOUT_MS);

function serviceClient() {
  return createClient(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
  });
}

describe('admin API (service role)', () => {
  it('creates, lists, bans, unbans and deletes users through supabase.auth.admin', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('managed');
    const created = await admin.createUser({
      email,
      password: 'pantry-pass',
      email_confirm: true,
      user_metadata: { a: 1 },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    const duplicate = await admin.createUser({ email, password: 'pantry-pass' });
    expect(duplicate.error?.code).toBe('email_exists');

    const listed = await admin.listUsers({ page: 1, perPage: 100 });
    expect(listed.data.users.map((u) => u.id)).toContain(id);
    expect((await admin.getUserById(id)).data.user?.email).toBe(email);

    const supabase = server.client();
    const { data: signedIn } = await supabase.auth.signInWithPassword({
      email,
      password: 'pantry-pass',
    });
    expect((await admin.updateUserById(id, { ban_duration: '24h' })).error).toBeNull();
    const banned = await supabase.auth.signInWithPassword({ email, password: 'pantry-pass' });
    expect(banned.error?.code).toBe('user_banned');
    expect(banned.error?.status).toBe(400);
    expect(
      (await server.client().auth.getUser(signedIn.session!.access_token)).error,
    ).not.toBeNull();
    expect((await admin.updateUserById(id, { ban_duration: 'none' })).error).toBeNull();
    expect(
      (await supabase.auth.signInWithPassword({ email, password: 'pantry-pass' })).error,
    ).toBeNull();

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error?.status).toBe(404);
    expect(
      (await supabase.auth.signInWithPassword({ email, password: 'pantry-pass' })).error?.code,
    ).toBe('invalid_credentials');
  });

  it('refuses the anon key and user tokens with 403 not_admin', async () => {
    const res = await fetch(`${server.url}/auth/v1/admin/users`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('not_admin');
  });
});

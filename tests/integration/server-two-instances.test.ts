import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../server/index.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './helpers/test-database.ts';

/**
 * Several servers on one PostgreSQL database (DATABASE_URL), as behind a load balancer: the first
 * to start stores the signing key in the database and the others use it, and the data folder's lock
 * does not keep a second server off the database. A user signs in on one server, and reads and
 * refreshes the session on the other.
 */
const ENV = { MAILER_AUTOCONFIRM: 'true' };
const EMAIL = 'two-servers@larder.test';
const PASSWORD = 'Two-servers-Passw0rd!';

function client(server: LocalBackend, accessToken?: string): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
    ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
  });
}

describe('two servers on one PostgreSQL database', () => {
  let database: ThrowawayDatabase;
  let sharedDir: string;
  let otherDir: string;
  let first: LocalBackend;
  let second: LocalBackend;
  let third: LocalBackend | null = null;

  beforeAll(async () => {
    database = await createThrowawayDatabase();
    sharedDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-two-'));
    otherDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-two-other-'));
    // Started together, on the same data folder: neither is refused, and they agree on one key.
    [first, second] = await Promise.all([
      createLocalBackend({
        dataDir: sharedDir,
        databaseUrl: database.url,
        port: 0,
        quiet: true,
        env: ENV,
      }),
      createLocalBackend({
        dataDir: sharedDir,
        databaseUrl: database.url,
        port: 0,
        quiet: true,
        env: ENV,
      }),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close(), third?.close()]);
    await database?.drop();
    await fs.rm(sharedDir, { recursive: true, force: true });
    await fs.rm(otherDir, { recursive: true, force: true });
  });

  it('share one signing key, also with a server on another data folder', async () => {
    expect(second.anonKey.split('.')[0]).toBe(first.anonKey.split('.')[0]);
    const jwks = async (server: LocalBackend) =>
      (await (await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).json()) as unknown;
    expect(await jwks(second)).toEqual(await jwks(first));
    third = await createLocalBackend({
      dataDir: otherDir,
      databaseUrl: database.url,
      port: 0,
      quiet: true,
      env: ENV,
    });
    expect(await jwks(third)).toEqual(await jwks(first));
  });

  it('a user signed in on one server reads and refreshes the session on the other', async () => {
    const onFirst = client(first);
    const signedUp = await onFirst.auth.signUp({ email: EMAIL, password: PASSWORD });
    expect(signedUp.error).toBeNull();
    const signedIn = await onFirst.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    const session = signedIn.data.session!;
    const userId = signedIn.data.user!.id;

    // The other server accepts the token and row-level security sees the same user.
    const onSecond = client(second, session.access_token);
    const user = await onSecond.auth.getUser(session.access_token);
    expect(user.data.user?.id).toBe(userId);
    const profile = await onSecond.from('profiles').select('id').eq('id', userId).single();
    expect(profile.error).toBeNull();
    expect(profile.data?.id).toBe(userId);

    // Refreshed on the second server; the new tokens work on the first, the old refresh token is spent.
    const refreshed = await client(second).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refreshed.error).toBeNull();
    const next = refreshed.data.session!;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    const again = await client(first).auth.getUser(next.access_token);
    expect(again.data.user?.id).toBe(userId);
    const onFirstAgain = await client(first, next.access_token)
      .from('profiles')
      .select('id')
      .eq('id', userId)
      .single();
    expect(onFirstAgain.data?.id).toBe(userId);

    // Signing out on the first server ends the session for the second as well.
    const out = await fetch(`${first.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { apikey: first.anonKey, Authorization: `Bearer ${next.access_token}` },
    });
    expect(out.status).toBeLessThan(300);
    const afterLogout = await client(second).auth.refreshSession({
      refresh_token: next.refresh_token,
    });
    expect(afterLogout.error).not.toBeNull();
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import type { Database } from '../../server/db/database.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { BOOTSTRAP_DIR } from '../../server/db/bootstrap.ts';
import { withClaims } from '../../server/db/claims.ts';
import { createLocalBackend, type LocalBackend } from '../../server/index.ts';
import { codeOf, latestMailTo, uniqueEmail } from './helpers/auth-mail.ts';

// Starting a backend runs every migration; on a loaded 2-core machine that can take a while.
const HOOK_TIMEOUT_MS = 180_000;

const adminUrl = process.env.LARDER_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `larder_auth_${randomBytes(6).toString('hex')}`;
const throwawayUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

async function bootstrap(db: Database): Promise<void> {
  for (const file of ['00_roles.sql', '10_auth.sql']) {
    const sql = await fs.readFile(path.join(BOOTSTRAP_DIR, file), 'utf8');
    // Twice: every start runs it again.
    await db.transaction((tx) => tx.exec(sql));
    await db.transaction((tx) => tx.exec(sql));
  }
}

async function checkFunctions(db: Database) {
  const sub = randomUUID();
  const row = await withClaims(
    db,
    { role: 'authenticated', sub, email: 'ada@example.com', aal: 'aal2' },
    async (tx) =>
      (
        await tx.query<{ uid: string; role: string; email: string; aal: string }>(
          `select auth.uid()::text as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'aal' as aal`,
        )
      ).rows[0],
  );
  expect(row).toEqual({ uid: sub, role: 'authenticated', email: 'ada@example.com', aal: 'aal2' });
  const anon = await withClaims(
    db,
    { role: 'anon' },
    async (tx) => (await tx.query<{ uid: string | null }>('select auth.uid() as uid')).rows[0],
  );
  expect(anon?.uid).toBeNull();
  for (const role of ['anon', 'authenticated'] as const) {
    await expect(
      withClaims(db, { role, sub }, (tx) => tx.query('select * from auth.users limit 1')),
    ).rejects.toThrow(/permission denied/);
    await expect(
      withClaims(db, { role, sub }, (tx) => tx.query('select * from auth.mail_outbox')),
    ).rejects.toThrow(/permission denied/);
  }
}

describe('10_auth.sql on PGlite', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite(undefined);
    await bootstrap(db);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await db?.close();
  }, HOOK_TIMEOUT_MS);

  it('is idempotent and defines auth.uid/role/email/jwt as Supabase does; auth tables stay private', async () => {
    await checkFunctions(db);
    const legacy = await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claim.sub', $1, true), set_config('request.jwt.claims', $2, true)`,
        [
          '11111111-1111-4111-8111-111111111111',
          JSON.stringify({ sub: '22222222-2222-4222-8222-222222222222' }),
        ],
      );
      return (await tx.query<{ uid: string }>('select auth.uid()::text as uid')).rows[0]?.uid;
    });
    expect(legacy).toBe('11111111-1111-4111-8111-111111111111');
  });
});

describe('auth on a PostgreSQL server', () => {
  let admin: pg.Client;
  let backend: LocalBackend | null = null;
  let dataDir = '';

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-auth-pg-'));
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await backend?.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  }, HOOK_TIMEOUT_MS);

  it('bootstraps and defines the auth functions', async () => {
    const db = await openPostgres(throwawayUrl);
    try {
      await bootstrap(db);
      await checkFunctions(db);
    } finally {
      await db.close();
    }
  });

  it('signs up, confirms and signs in through the full backend', async () => {
    backend = await createLocalBackend({
      dataDir,
      databaseUrl: throwawayUrl,
      port: 0,
      quiet: true,
      env: { SITE_URL: 'http://localhost:5173', SMTP_URL: '' },
    });
    const supabase = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
    });
    const email = uniqueEmail('pg');
    expect((await supabase.auth.signUp({ email, password: 'pantry-pass' })).error).toBeNull();
    const code = codeOf(await latestMailTo(backend.url, email));
    expect(
      (await supabase.auth.verifyOtp({ email, token: code, type: 'signup' })).error,
    ).toBeNull();
    const { data, error } = await supabase.auth.signInWithPassword({
      email,
      password: 'pantry-pass',
    });
    expect(error).toBeNull();
    // Two tabs refreshing the same token concurrently (row lock on PostgreSQL): both get the same child.
    const refreshOnce = () =>
      fetch(`${backend!.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: backend!.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: data.session!.refresh_token }),
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { refresh_token?: string },
      }));
    const [a, b] = await Promise.all([refreshOnce(), refreshOnce()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.refresh_token).toBe(b.body.refresh_token);
    await supabase.auth.setSession({
      access_token: data.session!.access_token,
      refresh_token: a.body.refresh_token!,
    });
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(data.session?.refresh_token);
    expect((await supabase.auth.signOut()).error).toBeNull();
  });
});

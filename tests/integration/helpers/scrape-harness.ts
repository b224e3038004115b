import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import { createUser } from '../../../server/auth/admin.ts';
import { createLocalBackend, type LocalBackend } from '../../../server/index.ts';
import { LOOPBACK_TEST_SETTING } from '../../../packages/safe-fetch/safe-fetch.ts';
import { startPageServer, type PageServer } from './scrape-pages.ts';
import { APP_SCHEMA, createThrowawayDatabase, type ThrowawayDatabase } from './test-database.ts';

export type Engine = 'pglite' | 'postgres';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface SignedIn {
  userId: string;
  client: SupabaseClient;
}

export interface ScrapeHarness {
  backend: LocalBackend;
  pages: PageServer;
  guest(): SupabaseClient;
  /** A new confirmed user, signed in through the auth API. */
  signIn(): Promise<SignedIn>;
  /** `functions.invoke('scrape-recipe', {body})` as `client`, with the status and JSON of the answer. */
  scrape(client: SupabaseClient, body: Record<string, unknown>): Promise<Answer>;
  /** The user's saved_recipes rows, read directly from the database. */
  rows(userId: string): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

function clientFor(backend: LocalBackend): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/**
 * The embedded backend (all migrations) plus a loopback page server. `loopback: true` turns on the
 * test-only fetch setting (LARDER_ALLOW_LOOPBACK_FETCH_FOR_TESTS=1; vitest runs with NODE_ENV=test),
 * so the function may fetch the page server; `false` is production behaviour.
 */
export async function startScrapeHarness(
  engine: Engine,
  options: { loopback: boolean },
): Promise<ScrapeHarness> {
  if (options.loopback) process.env[LOOPBACK_TEST_SETTING] = '1';
  else delete process.env[LOOPBACK_TEST_SETTING];
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-scrape-'));
  let database: ThrowawayDatabase | null = null;
  if (engine === 'postgres') database = await createThrowawayDatabase(APP_SCHEMA);
  const backend = await createLocalBackend({
    dataDir,
    databaseUrl: database?.url,
    port: 0,
    quiet: true,
  });
  const pages = await startPageServer();
  let users = 0;
  return {
    backend,
    pages,
    guest: () => clientFor(backend),
    async signIn() {
      users += 1;
      const email = `cook${users}-${Date.now()}@larder.test`;
      const password = 'pantry-pass-123';
      const { id } = await createUser(backend.ctx, { email, password, confirmed: true });
      const client = clientFor(backend);
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw error;
      return { userId: id, client };
    },
    async scrape(client, body) {
      const { data, error } = await client.functions.invoke<Record<string, unknown>>(
        'scrape-recipe',
        { body },
      );
      if (!error) return { status: 200, body: data ?? {} };
      const context = (error as { context?: Partial<Response> }).context;
      if (typeof context?.status !== 'number' || typeof context.json !== 'function') throw error;
      return { status: context.status, body: (await context.json()) as Record<string, unknown> };
    },
    async rows(userId) {
      const result = await backend.db.query<Record<string, unknown>>(
        'select * from public.saved_recipes where user_id = $1 order by created_at',
        [userId],
      );
      return result.rows;
    },
    async stop() {
      await pages.close();
      await backend.close();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

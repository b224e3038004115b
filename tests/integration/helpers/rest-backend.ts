import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import { signJwt } from '../../../server/auth/keys.ts';
import { BOOTSTRAP_DIR } from '../../../server/db/bootstrap.ts';
import {
  createLocalBackend,
  type LocalBackend,
  type LocalBackendOptions,
} from '../../../server/index.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './test-database.ts';

export type DbKind = 'pglite' | 'postgres';
export const DB_KINDS: DbKind[] = ['pglite', 'postgres'];

/** The REST tests' own tables and functions (notes, kitchens, counters, RPCs). */
export const REST_FIXTURES_DIR = fileURLToPath(new URL('./rest-fixtures/', import.meta.url));

export interface TestBackend {
  kind: DbKind;
  backend: LocalBackend;
  url: string;
  /** A supabase-js client as the app builds it, signed out (anon key). */
  anon(): SupabaseClient;
  /** A client whose requests carry a user access token for `userId`. */
  as(userId: string): Promise<SupabaseClient>;
  service(): SupabaseClient;
  /** An access token as the auth API would issue (ES256, role authenticated). */
  tokenFor(userId: string, extra?: Record<string, unknown>, expiresIn?: number): Promise<string>;
  /** Runs SQL directly, bypassing REST (fixtures and "database unchanged" checks). */
  sql<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
}

/**
 * createLocalBackend on a fresh data folder, with PGlite or a throwaway database on the PostgreSQL
 * server, and the given migrations folder (the REST fixtures by default).
 */
export async function startTestBackend(
  kind: DbKind,
  options: Partial<LocalBackendOptions> = {},
): Promise<TestBackend> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-rest-'));
  const migrationsDir = options.migrationsDir ?? REST_FIXTURES_DIR;
  let database: ThrowawayDatabase | null = null;
  if (kind === 'postgres')
    database = await createThrowawayDatabase({
      bootstrapDir: options.bootstrapDir ?? BOOTSTRAP_DIR,
      migrationsDir,
    });
  let backend: LocalBackend;
  try {
    backend = await createLocalBackend({
      dataDir,
      databaseUrl: database?.url,
      quiet: true,
      env: { SITE_URL: 'http://localhost:5173' },
      ...options,
      migrationsDir,
    });
  } catch (error) {
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const client = (key: string, token?: string) =>
    createClient(backend.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
      realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
    });
  const tokenFor = (userId: string, extra: Record<string, unknown> = {}, expiresIn = 3600) =>
    signJwt(
      backend.ctx.keys,
      { sub: userId, role: 'authenticated', aud: 'authenticated', ...extra },
      expiresIn,
    );
  return {
    kind,
    backend,
    url: backend.url,
    anon: () => client(backend.anonKey),
    service: () => client(backend.serviceRoleKey, backend.serviceRoleKey),
    as: async (userId) => client(backend.anonKey, await tokenFor(userId)),
    tokenFor,
    sql: async <Row>(text: string, params?: unknown[]) =>
      (await backend.db.query<Row>(text, params)).rows,
    async stop() {
      await backend.close();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import type { ServerContext } from '../../../server/context.ts';
import type { Database } from '../../../server/db/database.ts';
import { createLocalBackend } from '../../../server/index.ts';
import { createUser } from '../../../server/auth/admin.ts';
import type { Database as Schema } from '../../../domain/index.ts';
import type { DatabaseKind } from './schema-db.ts';
import { APP_SCHEMA, createThrowawayDatabase } from './test-database.ts';

/**
 * The real embedded backend (createLocalBackend: /auth/v1, /rest/v1, /storage/v1 … on a loopback
 * port) over a fresh data folder, on PGlite or on a throwaway database of the test PostgreSQL.
 */
export interface HttpBackend {
  url: string;
  ctx: ServerContext;
  /** The backend's own database handle (owner rights: fixtures and read-backs). */
  database: { db: Database; kind: DatabaseKind };
  anonKey: string;
  serviceRoleKey: string;
  client(key?: string): SupabaseClient<Schema>;
  /** Creates a confirmed email user and returns a client signed in as them (a real session). */
  signedInUser(email: string): Promise<{ id: string; client: SupabaseClient<Schema> }>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'correct horse battery staple';

export async function startHttpBackend(kind: DatabaseKind): Promise<HttpBackend> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-rls-http-'));
  const postgres = kind === 'postgres' ? await createThrowawayDatabase(APP_SCHEMA) : null;
  const backend = await createLocalBackend({
    dataDir,
    databaseUrl: postgres?.url,
    port: 0,
    quiet: true,
    env: { MAILER_AUTOCONFIRM: 'true', DATABASE_URL: undefined },
  });

  const client = (key: string = backend.anonKey) =>
    createClient<Schema>(backend.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      // Node 20 has no global WebSocket; realtime is never opened here, but the client wants one.
      realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
    });

  return {
    url: backend.url,
    ctx: backend.ctx,
    database: { db: backend.db, kind },
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    client,
    async signedInUser(email) {
      const { id } = await createUser(backend.ctx, {
        email,
        password: TEST_PASSWORD,
        confirmed: true,
      });
      const c = client();
      const { error } = await c.auth.signInWithPassword({ email, password: TEST_PASSWORD });
      if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
      return { id, client: c };
    },
    async close() {
      await backend.close();
      await postgres?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

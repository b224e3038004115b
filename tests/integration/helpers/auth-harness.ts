import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import { readEnv } from '../../../server/config.ts';
import type { ServerContext } from '../../../server/context.ts';
import type { Database } from '../../../server/db/database.ts';
import { openPglite } from '../../../server/db/pglite.ts';
import { BOOTSTRAP_DIR } from '../../../server/db/bootstrap.ts';
import { loadOrCreateSigningKeys } from '../../../server/auth/keys.ts';
import { createAuthRoutes } from '../../../server/auth/routes.ts';
import { createMailer } from '../../../server/mail/create-mailer.ts';
import { createDevMailRoutes } from '../../../server/mail/dev-mail-routes.ts';
import { createLocalBackend } from '../../../server/index.ts';

export interface AuthServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  ctx: ServerContext;
  /** A supabase-js client as the app builds it, without persistence or timers. */
  client(options?: { flowType?: 'implicit' | 'pkce' }): SupabaseClient;
  close(): Promise<void>;
}

function clientFor(url: string, anonKey: string) {
  return (options: { flowType?: 'implicit' | 'pkce' } = {}): SupabaseClient =>
    createClient(url, anonKey, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        flowType: options.flowType ?? 'implicit',
      },
      // Node 20 has no global WebSocket; realtime is never opened here, but the client wants one.
      realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
    });
}

/**
 * The real embedded backend (createLocalBackend: bootstrap, migrations, every route) on a throwaway
 * PGlite data folder and a loopback port, with SITE_URL http://localhost:5173 unless overridden.
 * Set LARDER_AUTH_STANDALONE=1 (or `standalone`) to run only the auth routes and the dev outbox on
 * `00_roles.sql` + `10_auth.sql`, independent of the rest of the server.
 */
export async function startAuthServer(
  env: Record<string, string> = {},
  options: { standalone?: boolean } = {},
): Promise<AuthServer> {
  if (options.standalone || process.env.LARDER_AUTH_STANDALONE === '1') return startStandalone(env);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-auth-'));
  const backend = await createLocalBackend({
    dataDir,
    databaseUrl: undefined,
    port: 0,
    quiet: true,
    env: { SITE_URL: 'http://localhost:5173', SMTP_URL: '', ...env },
  });
  return {
    url: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    db: backend.db,
    ctx: backend.ctx,
    client: clientFor(backend.url, backend.anonKey),
    async close() {
      await backend.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function startStandalone(env: Record<string, string>): Promise<AuthServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-auth-'));
  const db = await openPglite(undefined);
  for (const file of ['00_roles.sql', '10_auth.sql']) {
    const sql = await fs.readFile(path.join(BOOTSTRAP_DIR, file), 'utf8').catch(() => null);
    if (sql !== null) await db.transaction((tx) => tx.exec(sql));
  }
  let app: Hono<{ Bindings: HttpBindings }> | null = null;
  const server = serve({
    fetch: (req, bindings) =>
      app ? app.fetch(req, bindings) : new Response('starting', { status: 503 }),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const larderEnv = readEnv({ SITE_URL: 'http://localhost:5173', ...env });
  const keys = await loadOrCreateSigningKeys(dataDir, `${url}/auth/v1`);
  const ctx: ServerContext = {
    env: larderEnv,
    dataDir,
    db,
    keys,
    publicUrl: url,
    siteUrl: larderEnv.SITE_URL ?? url,
    mail: createMailer(larderEnv, db),
  };
  const root = new Hono<{ Bindings: HttpBindings }>();
  root.route('/auth/v1', createAuthRoutes(ctx));
  root.route('/_dev', createDevMailRoutes(ctx));
  app = root;
  return {
    url,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    db,
    ctx,
    client: clientFor(url, keys.anonKey),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

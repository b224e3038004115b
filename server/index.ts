import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type HttpBindings, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadOrCreateSigningKeys } from './auth/keys.ts';
import { defaultDataDir, readEnv, type LarderEnv } from './config.ts';
import type { ServerContext } from './context.ts';
import { BOOTSTRAP_DIR, serialiseStartup } from './db/bootstrap.ts';
import type { Database } from './db/database.ts';
import { applySchema, MIGRATIONS_DIR } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { lockDataDir, type DataDirLock } from './lock.ts';
import { createMailer } from './mail/create-mailer.ts';
import { SchemaCache } from './rest/schema-cache.ts';

export interface LocalBackendOptions {
  /** Keys, storage files and (without a database URL) the PGlite database. Default LARDER_DATA_DIR or the user data folder. */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite. Default DATABASE_URL; pass `undefined` explicitly for PGlite. */
  databaseUrl?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Settings merged over process.env (see config.ts). */
  env?: Record<string, string | undefined>;
  /** The SQL run before the migrations (default server/db/bootstrap; a bundled server passes its copy). */
  bootstrapDir?: string;
  migrationsDir?: string;
  functionsDir?: string;
  /** Supabase config.toml (function settings). */
  configFile?: string;
  /** The built web app; null or absent = API only. */
  staticDir?: string | null;
  /** The URL clients use, when not http://<host>:<port>. */
  publicUrl?: string;
  quiet?: boolean;
}

export interface LocalBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dataDir: string;
  db: Database;
  ctx: ServerContext;
  /** Re-reads the catalogue (after schema changes made outside migrations). */
  refreshSchema(): Promise<void>;
  close(): Promise<void>;
}

/** Raised above the 16 KiB default so a 10,000-item `in.(…)` filter fits in a URL; beyond it, 431. */
export const MAX_HEADER_BYTES = 1024 * 1024;

/**
 * Starts the embedded Supabase-compatible backend: locks the data folder, opens the database
 * (PGlite or PostgreSQL), runs the bootstrap SQL and pending migrations, loads the signing keys and
 * serves everything on one origin. Fails (and cleans up) with a clear error if any step fails.
 */
export async function createLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const env: LarderEnv = readEnv({ ...process.env, ...options.env });
  const dataDir = path.resolve(options.dataDir ?? env.LARDER_DATA_DIR ?? defaultDataDir());
  const databaseUrl = 'databaseUrl' in options ? options.databaseUrl : env.DATABASE_URL;
  const log = options.quiet ? () => undefined : (line: string) => console.log(`[larder] ${line}`);
  let lock: DataDirLock | null = null;
  let server: ServerType | null = null;
  let db: Database | null = null;
  let inflight = 0;
  let stopping = false;
  let drained: (() => void) | null = null;
  // Refuse new requests, let those in progress finish (5 s at most), then close the database.
  const shutdown = async () => {
    stopping = true;
    if (server) {
      const closing = closeServer(server);
      if (inflight > 0) {
        await Promise.race([new Promise<void>((resolve) => (drained = resolve)), delay(5000)]);
      }
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await closing;
    }
    await db?.close().catch((e: unknown) => console.error('[larder] closing the database:', e));
    await lock?.release().catch((e: unknown) => console.error('[larder] releasing the lock:', e));
  };

  try {
    // PGlite keeps the database in the data folder: one server at a time. On PostgreSQL the database
    // serves any number of servers, and the folder only holds uploaded files, which they may share.
    if (databaseUrl) await fs.mkdir(dataDir, { recursive: true });
    else lock = await lockDataDir(dataDir);

    let handler: ((req: Request, env: HttpBindings) => Response | Promise<Response>) | null = null;
    // Every request, from the socket or from a function calling this server in-process (app.ts).
    const answer = async (req: Request, bindings: HttpBindings): Promise<Response> => {
      if (stopping)
        return Response.json(
          { message: 'Larder is stopping' },
          { status: 503, headers: { Connection: 'close' } },
        );
      if (!handler) return Response.json({ message: 'Larder is starting' }, { status: 503 });
      inflight++;
      try {
        return await handler(req, bindings);
      } finally {
        if (--inflight === 0) drained?.();
      }
    };
    server = serve({
      fetch: (req, bindings) => answer(req, bindings as HttpBindings),
      port: options.port ?? 0,
      hostname: options.host ?? '127.0.0.1',
      serverOptions: { maxHeaderSize: MAX_HEADER_BYTES },
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('listening', resolve);
      listening.once('error', reject);
    });
    const port = (listening.address() as AddressInfo).port;
    const host = options.host ?? '127.0.0.1';
    const shownHost =
      host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    const url = (options.publicUrl ?? `http://${shownHost}:${port}`).replace(/\/+$/, '');

    const sql = {
      bootstrapDir: options.bootstrapDir ?? BOOTSTRAP_DIR,
      migrationsDir: options.migrationsDir ?? MIGRATIONS_DIR,
    };
    const database = await openDatabase({ dataDir, databaseUrl, schema: sql });
    db = database;
    const keys = await serialiseStartup(database, async () => {
      const applied = await applySchema(database, sql);
      for (const file of applied) log(`applied migration ${file}`);
      return loadOrCreateSigningKeys(dataDir, `${url}/auth/v1`, {
        value: env.JWT_SIGNING_KEY,
        file: env.JWT_SIGNING_KEY_FILE,
        shared: database.kind === 'postgres' ? database : null,
      });
    });
    const ctx: ServerContext = {
      env,
      dataDir,
      db: database,
      keys,
      publicUrl: url,
      siteUrl: env.SITE_URL ?? url,
      mail: createMailer(env, database),
    };
    const schema = new SchemaCache(database);
    await schema.refresh();
    const app = await createApp(ctx, {
      schema,
      staticDir: options.staticDir ?? null,
      functions: { functionsDir: options.functionsDir, configFile: options.configFile },
      // No socket: the request counts as loopback (server/auth/http.ts), as its connection did.
      inProcess: (req) => answer(req, {} as HttpBindings),
    });
    handler = (req, bindings) => app.fetch(req, bindings);

    let closing: Promise<void> | null = null;
    return {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      dataDir,
      db: database,
      ctx,
      refreshSchema: async () => {
        await schema.refresh();
      },
      close: () => (closing ??= shutdown()),
    };
  } catch (error) {
    await shutdown();
    throw error;
  }
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Idle keep-alive connections would hold close() open.
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/**
 * The fully local desktop: when the setting or `LARDER_LOCAL=1` is on, main starts `server/`
 * (the embedded Supabase-compatible backend) on loopback with its data in
 * `<userData>/backend`, and tells the renderer its URL and anon key (the `backendInfo` channel).
 * If the preferred port is taken it falls back to a free one and says so in the log.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerModuleNamespace from '../server/index.ts';
import type { LocalBackend, LocalBackendOptions } from '../server/index.ts';
import { AUTH_CALLBACK_URL, type BackendInfo } from './contract.ts';

export const DEFAULT_LOCAL_PORT = 54321;

export function isLocalBackendEnabled(
  setting: boolean | undefined,
  env: Record<string, string | undefined> = process.env,
): boolean {
  const flag = env['LARDER_LOCAL']?.trim().toLowerCase();
  if (flag === '1' || flag === 'true') return true;
  if (flag === '0' || flag === 'false') return false;
  return setting === true;
}

export type ServerModule = typeof ServerModuleNamespace;
export type LoadServer = () => Promise<ServerModule>;

/**
 * Loads the server module from a file at run time: in the app, the bundle the desktop build put
 * beside main.js (dist-electron/backend.js: no tsx, and of node_modules only argon2); under Vitest, the
 * source. The specifier is computed, so the bundler leaves main.js without the server in it and
 * PGlite is loaded only when the local backend is on.
 */
export function serverModuleLoader(serverEntry: string): LoadServer {
  return async () =>
    (await import(/* @vite-ignore */ pathToFileURL(serverEntry).href)) as ServerModule;
}

export interface EmbeddedBackendOptions {
  /** How to load server/ (main: serverModuleLoader(<dist-electron>/backend.js)). */
  loadServer: LoadServer;
  userDataDir: string;
  /** 0 = any free port. */
  preferredPort?: number;
  /** Where the bundled server's SQL, migrations and functions are (default: the source tree's). */
  bootstrapDir?: string;
  migrationsDir?: string;
  functionsDir?: string;
  configFile?: string;
  log?: (line: string) => void;
  quiet?: boolean;
}

export interface EmbeddedBackend {
  info: Extract<BackendInfo, { mode: 'local' }>;
  port: number;
  /** True when the preferred port was taken and another one is used. */
  fellBack: boolean;
  close(): Promise<void>;
}

function isAddressInUse(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'EADDRINUSE'
  );
}

/** The OAuth deep link (with its `?flow=` id) must pass the backend's redirect allow-list. */
function redirectAllowList(existing: string | undefined): string {
  return [existing, `${AUTH_CALLBACK_URL}**`]
    .filter((v): v is string => Boolean(v && v.trim()))
    .join(',');
}

export async function startEmbeddedBackend(
  options: EmbeddedBackendOptions,
): Promise<EmbeddedBackend> {
  const log = options.log ?? ((line: string) => console.log(line));
  // Loaded only when the local backend is on, so a normal start never pays for PGlite.
  const { createLocalBackend } = await options.loadServer();
  const preferred = options.preferredPort ?? DEFAULT_LOCAL_PORT;
  const base: LocalBackendOptions = {
    dataDir: path.join(options.userDataDir, 'backend'),
    host: '127.0.0.1',
    databaseUrl: undefined,
    staticDir: null,
    env: { ADDITIONAL_REDIRECT_URLS: redirectAllowList(process.env['ADDITIONAL_REDIRECT_URLS']) },
    quiet: options.quiet ?? false,
    ...(options.bootstrapDir ? { bootstrapDir: options.bootstrapDir } : {}),
    ...(options.migrationsDir ? { migrationsDir: options.migrationsDir } : {}),
    ...(options.functionsDir ? { functionsDir: options.functionsDir } : {}),
    ...(options.configFile ? { configFile: options.configFile } : {}),
  };

  let backend: LocalBackend;
  let fellBack = false;
  try {
    backend = await createLocalBackend({ ...base, port: preferred });
  } catch (error) {
    if (!isAddressInUse(error) || preferred === 0) throw error;
    backend = await createLocalBackend({ ...base, port: 0 });
    fellBack = true;
    log(
      `[larder] port ${preferred} is already in use; the local backend uses port ${new URL(backend.url).port} instead (${backend.url})`,
    );
  }
  log(`[larder] local backend running at ${backend.url} (data in ${backend.dataDir})`);
  return {
    info: { mode: 'local', url: backend.url, anonKey: backend.anonKey },
    port: Number(new URL(backend.url).port),
    fellBack,
    close: () => backend.close(),
  };
}

/** What the user is told when the embedded backend was asked for but could not start. */
export function backendFailureMessage(error: unknown, preferredPort: number): string {
  const reason = isAddressInUse(error)
    ? `port ${preferredPort} is in use and no other port could be opened`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    `Larder’s local backend could not start (${reason}), so Larder uses the online backend ` +
    'for now. Your kitchen on this computer is kept.'
  );
}

/**
 * Starts the embedded backend, or explains why not: the app then runs with the configured
 * backend and tells the user (backendInfo's `problem`); the encrypted store, and so the guest
 * kitchen, is separate and untouched either way.
 */
export async function startEmbeddedBackendOrExplain(
  options: EmbeddedBackendOptions,
): Promise<{ embedded: EmbeddedBackend | null; info: BackendInfo }> {
  const log = options.log ?? ((line: string) => console.error(line));
  try {
    const embedded = await startEmbeddedBackend(options);
    return { embedded, info: embedded.info };
  } catch (error) {
    const problem = backendFailureMessage(error, options.preferredPort ?? DEFAULT_LOCAL_PORT);
    log(`[larder] ${problem}`);
    return { embedded: null, info: { mode: 'remote', problem } };
  }
}

/**
 * Helpers for the tests of what the desktop build produced (dist-electron/): where it is, that it
 * is current, and running the built main.js under plain Node with the recording stand-in for
 * `electron` (electron-stand-in.mjs), driven over the fork() channel.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const DIST_ELECTRON = path.join(ROOT, 'dist-electron');
const REGISTER_STAND_IN = fileURLToPath(new URL('./register-stand-in.mjs', import.meta.url));

/** What the desktop bundles are built from (the renderer is checked by the Playwright specs). */
const BUILD_INPUTS = [
  'electron',
  'server',
  'domain',
  'supabase/functions',
  'supabase/migrations',
  'supabase/config.toml',
  'scripts/desktop-backend-build.ts',
  'vite.config.ts',
  'package.json',
];

function newestSource(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return /\.test\.ts$/.test(entry) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) {
    if (child === 'test-support') continue;
    newest = Math.max(newest, newestSource(path.join(entry, child)));
  }
  return newest;
}

/**
 * The tests check the build that ships, so it must exist and be newer than its sources:
 * `npm test` runs `npm run build:desktop` before Vitest.
 */
export function assertDesktopBuildIsCurrent(): void {
  const main = path.join(DIST_ELECTRON, 'main.js');
  const built = fs.statSync(main, { throwIfNoEntry: false });
  if (!built)
    throw new Error('dist-electron/main.js is missing: run `npm run build:desktop` first');
  const stale = BUILD_INPUTS.filter(
    (input) => newestSource(path.join(ROOT, input)) > built.mtimeMs,
  );
  if (stale.length > 0)
    throw new Error(
      `dist-electron/ is older than ${stale.join(', ')}: run \`npm run build:desktop\` first`,
    );
}

export interface Record {
  kind: string;
  detail: { [key: string]: unknown };
}

type Message =
  | { type: 'record'; kind: string; detail: Record['detail'] }
  | { type: 'result'; id: number; ok: true; result: unknown }
  | { type: 'result'; id: number; ok: false; error: string }
  | { type: 'exit' };

export interface BuiltMain {
  child: ChildProcess;
  records: Record[];
  /** Everything the process wrote to stdout and stderr. */
  output(): string;
  /** Resolves with the first record of `kind` (already seen or yet to come) that matches. */
  waitFor(kind: string, matches?: (record: Record) => boolean): Promise<Record>;
  command<T>(name: string, input?: unknown): Promise<T>;
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
  kill(): void;
}

/** Starts `<appDir>/dist-electron/main.js` under plain Node with `electron` resolved to the stand-in. */
export function runBuiltMain(options: {
  appDir?: string;
  userData: string;
  env?: NodeJS.ProcessEnv;
  argv?: string[];
}): BuiltMain {
  const mainJs = path.join(options.appDir ?? ROOT, 'dist-electron', 'main.js');
  const child = fork(mainJs, options.argv ?? [], {
    cwd: options.appDir ?? ROOT,
    execArgv: ['--import', REGISTER_STAND_IN],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      LARDER_STAND_IN_USER_DATA: options.userData,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const records: Record[] = [];
  const waiters: { kind: string; matches: (r: Record) => boolean; resolve: (r: Record) => void }[] =
    [];
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;

  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const failAll = (code: number | null) => {
    const error = new Error(`main.js exited (code ${code}) while waiting:\n${output}`);
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  void exited.then(failAll);

  child.on('message', (message: Message) => {
    if (message.type === 'record') {
      const record = { kind: message.kind, detail: message.detail };
      records.push(record);
      for (const waiter of [...waiters]) {
        if (waiter.kind === record.kind && waiter.matches(record)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(record);
        }
      }
    } else if (message.type === 'result') {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.ok) call?.resolve(message.result);
      else call?.reject(new Error(message.error));
    }
  });

  return {
    child,
    records,
    output: () => output,
    waitFor(kind, matches = () => true) {
      const seen = records.find((r) => r.kind === kind && matches(r));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiters.push({ kind, matches, resolve });
        void exited.then((code) =>
          reject(new Error(`main.js exited (code ${code}) before ${kind}:\n${output}`)),
        );
      });
    },
    command<T>(name: string, input?: unknown) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        child.send({ type: 'command', id, name, input });
      });
    },
    exited,
    kill: () => {
      if (child.exitCode === null) child.kill();
    },
  };
}

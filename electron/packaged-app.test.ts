/**
 * What `npm run dist` would package (electron-builder.yml expanded over the built tree with
 * electron-builder's own matchers), and that package working on its own: a copy of exactly those
 * files, away from the repository and its node_modules, is started as the packaged app starts —
 * the built main.js under plain Node with the electron stand-in and the local backend on — and a
 * user signs up, signs in and reads their kitchen through supabase-js.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import { DESKTOP_BACKEND_LAYOUT as BACKEND } from './backend-layout.ts';
import { CHANNELS, type BackendInfo } from './contract.ts';
import { assertDesktopBuildIsCurrent, ROOT, runBuiltMain } from './test-support/built-app.ts';
import {
  expandPackageContents,
  stagePackage,
  type PackageContents,
} from './test-support/package-contents.ts';

/** The stated bound on the app's files (before asar and installer compression); today ≈ 23 MB. */
const MAX_PACKAGE_BYTES = 32 * 1024 * 1024;

let contents: PackageContents;
let paths: string[];

beforeAll(() => {
  assertDesktopBuildIsCurrent();
  contents = expandPackageContents(ROOT);
  paths = [...contents.files.keys()];
});

const sourceFiles = (dir: string, ext: RegExp) =>
  fs.readdirSync(path.join(ROOT, dir)).filter((f) => ext.test(f));

describe('the desktop package (electron-builder.yml over the built tree)', () => {
  it('holds the renderer, main, preload, the backend and function bundles, the SQL and PGlite’s files', () => {
    for (const file of [
      'package.json',
      'dist-electron/main.js',
      'dist-electron/preload.js',
      `dist-electron/${BACKEND.entry}`,
      `dist-electron/${BACKEND.pgliteWorker}`,
      'dist-electron/renderer/index.html',
      `dist-electron/${BACKEND.configFile}`,
      ...['pglite.wasm', 'pglite.data', 'initdb.wasm', 'pgcrypto.tar.gz', 'uuid-ossp.tar.gz'].map(
        (f) => `dist-electron/${BACKEND.pglite}/${f}`,
      ),
    ])
      expect(paths, file).toContain(file);
    // Every chunk the renderer's index.html and the bundles import is there (all of dist-electron/ but maps).
    expect(
      paths.filter((p) => p.startsWith('dist-electron/renderer/assets/')).length,
    ).toBeGreaterThan(10);
    for (const name of fs.readdirSync(path.join(ROOT, 'supabase', 'functions'))) {
      if (
        name.startsWith('_') ||
        !fs.existsSync(path.join(ROOT, 'supabase', 'functions', name, 'handler.ts'))
      )
        continue;
      expect(paths).toContain(`dist-electron/${BACKEND.functions}/${name}/handler.js`);
    }
    for (const sql of sourceFiles('supabase/migrations', /\.sql$/))
      expect(paths).toContain(`dist-electron/${BACKEND.migrations}/${sql}`);
    for (const sql of sourceFiles('server/db/bootstrap', /\.sql$/))
      expect(paths).toContain(`dist-electron/${BACKEND.bootstrap}/${sql}`);
    // The native password hashing (the one package not bundled), for this machine's platform.
    expect(paths).toContain('node_modules/@node-rs/argon2/package.json');
    expect(paths.some((p) => /^node_modules\/@node-rs\/argon2-[^/]+\/.+\.node$/.test(p))).toBe(
      true,
    );
  });

  it('leaves out sources, tests, fixtures, source maps and every package the bundles contain', () => {
    const outside = paths.filter(
      (p) =>
        !p.startsWith('dist-electron/') && !p.startsWith('node_modules/') && p !== 'package.json',
    );
    expect(outside).toEqual([]);
    expect(paths.filter((p) => /\.(ts|tsx|map)$/.test(p))).toEqual([]);
    expect(
      paths.filter((p) => /(^|\/)(tests?|fixtures|test-support|src|server|supabase)\//.test(p)),
    ).toEqual([]);
    expect(paths.filter((p) => p.includes('electron-stand-in'))).toEqual([]);
    const packages = new Set(
      paths
        .filter((p) => p.startsWith('node_modules/'))
        .map((p) => p.split('/').slice(1, 3).join('/')),
    );
    for (const pkg of packages) expect(pkg).toMatch(/^@node-rs\/argon2(-[a-z0-9-]+)?$/);
  });

  it(`is under ${MAX_PACKAGE_BYTES / 1024 / 1024} MB`, () => {
    expect(contents.totalBytes).toBeGreaterThan(5 * 1024 * 1024); // PGlite alone is ~15 MB
    expect(contents.totalBytes).toBeLessThan(MAX_PACKAGE_BYTES);
  });

  it('keeps out of app.asar what the backend reads from disk', () => {
    const unpacked = [...contents.unpacked];
    for (const file of paths.filter(
      (p) =>
        p.startsWith(`dist-electron/${BACKEND.pglite}/`) ||
        p.startsWith('dist-electron/backend-data/') ||
        p.endsWith('.node'),
    ))
      expect(unpacked).toContain(file);
    // The code itself stays in the archive.
    expect(unpacked.filter((p) => p.endsWith('.js'))).toEqual([]);
  });

  it('needs no tsx at run time: no bundle imports or requires it', () => {
    const bundles = paths.filter(
      (p) => p.startsWith('dist-electron/') && p.endsWith('.js') && !p.includes('/renderer/'),
    );
    expect(bundles).toContain('dist-electron/main.js');
    for (const bundle of bundles) {
      const code = fs.readFileSync(path.join(ROOT, bundle), 'utf8');
      expect(code, bundle).not.toMatch(/\btsx\/(esm|cjs)|["'`]tsx["'`]|\['tsx',/);
    }
    expect(paths.some((p) => p.startsWith('node_modules/tsx/'))).toBe(false);
  });
});

describe('a copy of the package, started with the local backend on', () => {
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-packaged-app-'));
  const userData = path.join(stage, 'user-data');
  let app: ReturnType<typeof runBuiltMain>;
  let info: BackendInfo;

  beforeAll(async () => {
    stagePackage(contents, path.join(stage, 'app'));
    // The copy must not reach the repository's node_modules (or any other) for what it lacks.
    expect(() =>
      createRequire(path.join(stage, 'app', 'package.json')).resolve('@electric-sql/pglite'),
    ).toThrow();
    fs.mkdirSync(userData);
    app = runBuiltMain({
      appDir: path.join(stage, 'app'),
      userData,
      // Port 0: any free one. Sign-ups are confirmed at once (no mail to open in a test).
      env: { LARDER_LOCAL: '1', LARDER_LOCAL_PORT: '0', MAILER_AUTOCONFIRM: 'true' },
    });
    await app.waitFor('BrowserWindow.loadURL');
    info = await app.command<BackendInfo>('invoke', { channel: CHANNELS.backendInfo, args: [] });
  }, 240_000);
  afterAll(() => {
    app?.kill();
    fs.rmSync(stage, { recursive: true, force: true });
  });

  it('runs the bundled backend from the package on loopback, data in the user-data folder', () => {
    expect(info, app.output()).toMatchObject({ mode: 'local' });
    if (info.mode !== 'local') return;
    expect(info.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(fs.existsSync(path.join(userData, 'backend', 'db', 'PG_VERSION'))).toBe(true);
  });

  it('signs a new user up and in, and reads their kitchen, through supabase-js', async () => {
    if (info.mode !== 'local') throw new Error(`no local backend: ${JSON.stringify(info)}`);
    const { url, anonKey } = info;
    const client = () =>
      createClient(url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
      });
    const email = 'packaged-cook@larder.test';
    const password = 'a packaged app works offline';
    const signUp = await client().auth.signUp({ email, password });
    expect(signUp.error).toBeNull();
    expect(signUp.data.user?.email).toBe(email);

    const cook = client();
    const signIn = await cook.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const wrong = await client().auth.signInWithPassword({ email, password: 'not the password' });
    expect(wrong.error?.message).toMatch(/invalid/i);

    const added = await cook.rpc('add_kitchen_ingredients', { items: ['eggs', 'Flour'] });
    expect(added.error).toBeNull();
    const kitchen = await cook.from('user_ingredients').select('ingredients, user_id').single();
    expect(kitchen.error).toBeNull();
    expect(kitchen.data).toEqual({ ingredients: ['eggs', 'Flour'], user_id: signIn.data.user?.id });
  }, 60_000);

  it('runs the bundled edge functions', async () => {
    if (info.mode !== 'local') throw new Error('no local backend');
    const health = await fetch(`${info.url}/functions/v1/health-check`, {
      headers: { apikey: info.anonKey, authorization: `Bearer ${info.anonKey}` },
    });
    expect(health.status).toBe(200);
  });

  it('stops the backend on quit before the process ends', async () => {
    if (info.mode !== 'local') throw new Error('no local backend');
    await app.command('quit');
    expect(await app.exited).toBe(0);
    const willQuit = app.records.filter((r) => r.kind === 'app.will-quit').map((r) => r.detail);
    // The first quit waits for the backend to close, then quits again.
    expect(willQuit).toEqual([{ prevented: true }, { prevented: false }]);
    await expect(fetch(`${info.url}/auth/v1/settings`)).rejects.toThrow();
    expect(fs.existsSync(path.join(userData, 'backend', 'larder.lock'))).toBe(false);
  }, 60_000);
});

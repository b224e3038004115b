/**
 * The BUILT main process and preload (dist-electron/, what the app runs), not the sources: main.js
 * runs under plain Node with a recording stand-in for `electron` (test-support/); preload.js runs
 * as Electron's sandbox runs it, in a fresh context whose `require` offers only `electron`.
 * The embedded backend inside the packaged app is tested in packaged-app.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from './app-protocol.ts';
import { AUTH_CALLBACK_URL, CHANNELS, CONTRACT, EVENTS } from './contract.ts';
import {
  assertDesktopBuildIsCurrent,
  DIST_ELECTRON,
  runBuiltMain,
  type BuiltMain,
} from './test-support/built-app.ts';

const contractChannels = Object.keys(CONTRACT).sort();

beforeAll(() => assertDesktopBuildIsCurrent());

describe('the built main process (dist-electron/main.js)', () => {
  const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-built-main-'));
  let main: BuiltMain;

  beforeAll(async () => {
    main = runBuiltMain({ userData, env: { LARDER_LOCAL: '0' } });
    await main.waitFor('BrowserWindow.loadURL');
  }, 60_000);
  afterAll(() => {
    main?.kill();
    fs.rmSync(userData, { recursive: true, force: true });
  });

  const kinds = () => main.records.map((r) => r.kind);

  it('takes the single-instance lock and registers app:// before ready and larder:// with the OS', () => {
    expect(main.records.filter((r) => r.kind === 'app.requestSingleInstanceLock')).toHaveLength(1);
    const [schemes] = main.records.filter((r) => r.kind === 'protocol.registerSchemesAsPrivileged');
    expect(schemes?.detail).toEqual({
      beforeReady: true,
      schemes: [
        {
          scheme: 'app',
          privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
        },
      ],
    });
    expect(main.records.find((r) => r.kind === 'protocol.handle')?.detail).toEqual({
      scheme: 'app',
    });
    expect(
      main.records.find((r) => r.kind === 'app.setAsDefaultProtocolClient')?.detail.protocol,
    ).toBe('larder');
    expect(kinds().indexOf('app.ready')).toBeGreaterThan(
      kinds().indexOf('app.requestSingleInstanceLock'),
    );
  });

  it('creates exactly one window: isolated, sandboxed, no Node, with the preload the build produced', () => {
    const windows = main.records.filter((r) => r.kind === 'BrowserWindow.new');
    expect(windows).toHaveLength(1);
    const prefs = (windows[0]?.detail.options as { webPreferences: Record<string, unknown> })
      .webPreferences;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webviewTag: false,
    });
    expect(prefs.preload).toBe(path.join(DIST_ELECTRON, 'preload.js'));
    expect(fs.existsSync(prefs.preload as string)).toBe(true);
    expect(main.records.filter((r) => r.kind === 'BrowserWindow.loadURL')).toEqual([
      { kind: 'BrowserWindow.loadURL', detail: { url: APP_URL } },
    ]);
  });

  it('handles every channel of the contract, and nothing else', () => {
    const handled = main.records
      .filter((r) => r.kind === 'ipcMain.handle')
      .map((r) => r.detail.channel)
      .sort();
    expect(handled).toEqual(contractChannels);
  });

  it('answers the renderer through those handlers, and refuses a frame that is not the app', async () => {
    await expect(main.command('invoke', { channel: CHANNELS.appInfo, args: [] })).resolves.toEqual({
      version: '0.0.0-stand-in',
      platform: process.platform,
      localBackend: false,
    });
    await expect(
      main.command('invoke', { channel: CHANNELS.backendInfo, args: [] }),
    ).resolves.toEqual({ mode: 'remote' });
    const kitchen = { ingredients: ['eggs'], templates: [], recentIngredients: ['eggs'] };
    await main.command('invoke', { channel: CHANNELS.kitchenSet, args: [kitchen] });
    await expect(
      main.command('invoke', { channel: CHANNELS.kitchenGet, args: [] }),
    ).resolves.toEqual(kitchen);
    // Kept through the (stand-in) OS keychain, not as plain text.
    const stored = fs.readFileSync(path.join(userData, 'larder-secure.json'), 'utf8');
    expect(stored).not.toContain('eggs');
    await expect(
      main.command('invoke', {
        channel: CHANNELS.kitchenGet,
        args: [],
        senderUrl: 'https://evil.example/',
      }),
    ).rejects.toThrow(/Refused/);
  });

  it('serves the built renderer on app:// with the CSP header, and sets it on documents', async () => {
    const index = await main.command<{
      status: number;
      headers: Record<string, string>;
      body: string;
    }>('fetchApp', { url: APP_URL });
    expect(index.status).toBe(200);
    // The built index.html, with the theme on <html> before first paint.
    const built = fs.readFileSync(path.join(DIST_ELECTRON, 'renderer', 'index.html'), 'utf8');
    const entryScript = /<script type="module"[^>]*><\/script>/.exec(built)?.[0];
    expect(entryScript).toBeDefined();
    expect(index.body).toContain(entryScript);
    expect(index.body).toContain('<html lang="en" style="color-scheme: light">');
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    const csp = index.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    const outside = await main.command<{ status: number }>('fetchApp', {
      url: 'app://larder/../../package.json',
    });
    expect(outside.status).toBe(404);

    const headers = await main.command<{ responseHeaders: Record<string, string[]> }>('headers', {
      resourceType: 'mainFrame',
      url: APP_URL,
    });
    expect(headers.responseHeaders['Content-Security-Policy']).toEqual([csp]);
  });

  it('passes a larder://auth/callback from a second instance to the deep-link handler', async () => {
    const started = await main.command<{ url: string }>('invoke', {
      channel: CHANNELS.startOAuth,
      args: [
        {
          authorizeUrl: `https://project.supabase.co/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(AUTH_CALLBACK_URL)}`,
        },
      ],
    });
    const flow = new URL(
      new URL(started.url).searchParams.get('redirect_to') ?? '',
    ).searchParams.get('flow');
    expect(flow).toMatch(/^[0-9a-f]{32}$/);
    await main.waitFor('shell.openExternal', (r) => r.detail.url === started.url);

    // Windows and Linux start a second instance with the link in argv; the first gets its argv.
    await main.command('emit', {
      event: 'second-instance',
      args: [
        ['/opt/Larder/larder', '--no-sandbox', `${AUTH_CALLBACK_URL}?flow=${flow}&code=abc123`],
        '/',
      ],
    });
    const sent = await main.waitFor(
      'webContents.send',
      (r) => r.detail.channel === EVENTS.authCallback,
    );
    expect(sent.detail.payload).toEqual({ ok: true, code: 'abc123' });
    expect(kinds()).toContain('BrowserWindow.focus');
  });

  it('quits cleanly when asked (no local backend to stop)', async () => {
    await main.command('quit');
    expect(await main.exited).toBe(0);
    expect(main.records.find((r) => r.kind === 'app.will-quit')?.detail).toEqual({
      prevented: false,
    });
  });
});

describe('a second instance of the built main process', () => {
  it('finds the lock taken and quits without a window or handlers', async () => {
    const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-built-main-'));
    try {
      const second = runBuiltMain({ userData, env: { LARDER_STAND_IN_LOCK: 'taken' } });
      expect(await second.exited).toBe(0);
      const kinds = second.records.map((r) => r.kind);
      expect(kinds).toContain('app.quit');
      expect(kinds).not.toContain('BrowserWindow.new');
      expect(kinds).not.toContain('ipcMain.handle');
    } finally {
      fs.rmSync(userData, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the built preload (dist-electron/preload.js)', () => {
  function runPreload() {
    const exposed: Record<string, unknown> = {};
    const invoked: unknown[][] = [];
    const listeners = new Map<string, (...args: unknown[]) => void>();
    const required: string[] = [];
    const electron = {
      contextBridge: {
        exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api),
      },
      ipcRenderer: {
        invoke: (...args: unknown[]) => {
          invoked.push(args);
          return Promise.resolve('answer');
        },
        on: (channel: string, listener: (...args: unknown[]) => void) =>
          listeners.set(channel, listener),
        removeListener: (channel: string) => listeners.delete(channel),
      },
    };
    const code = fs.readFileSync(path.join(DIST_ELECTRON, 'preload.js'), 'utf8');
    const module = { exports: {} };
    // What a sandboxed preload gets: a `require` for a few modules; we offer only `electron`.
    const sandboxRequire = (id: string) => {
      required.push(id);
      if (id === 'electron') return electron;
      throw new Error(`module not found: ${id}`);
    };
    vm.runInNewContext(code, { require: sandboxRequire, module, exports: module.exports });
    return { exposed, invoked, listeners, required };
  }

  it('requires only electron and exposes exactly window.larder', () => {
    const { exposed, required } = runPreload();
    expect(required).toEqual(['electron']);
    expect(Object.keys(exposed)).toEqual(['larder']);
    expect(Object.isFrozen(exposed.larder)).toBe(true);
  });

  it("offers the contract's methods and nothing else, each invoking its channel", async () => {
    const { exposed, invoked, listeners } = runPreload();
    const larder = exposed.larder as Record<string, unknown>;
    const shape = Object.fromEntries(
      Object.entries(larder).map(([key, value]) => [
        key,
        typeof value === 'object' && value !== null
          ? Object.keys(value).sort()
          : typeof value === 'function'
            ? 'function'
            : value,
      ]),
    );
    expect(shape).toEqual({
      isDesktop: true,
      appInfo: 'function',
      kitchen: ['get', 'set'],
      authStorage: ['getItem', 'removeItem', 'setItem'],
      storage: ['consentToPlainText', 'onProblem', 'status'],
      openExternal: 'function',
      auth: ['onCallback', 'startOAuth'],
      scrapeFetch: 'function',
      backendInfo: 'function',
      settings: ['get', 'set'],
      preferences: ['get', 'set'],
      guestData: ['getItem', 'removeItem', 'setItem'],
    });

    // Every method reaches a channel of the contract, and together they reach all of them.
    type Fn = (...args: unknown[]) => unknown;
    const call = (fn: unknown, ...args: unknown[]) => (fn as Fn)(...args);
    const group = (name: string) => larder[name] as Record<string, unknown>;
    await call(larder.appInfo);
    await call(group('kitchen').get);
    await call(group('kitchen').set, null);
    await call(group('authStorage').getItem, 'k');
    await call(group('authStorage').setItem, 'k', 'v');
    await call(group('authStorage').removeItem, 'k');
    await call(group('storage').status);
    await call(group('storage').consentToPlainText, true);
    await call(larder.openExternal, 'https://larder.app/');
    await call(group('auth').startOAuth, 'https://x.supabase.co/auth/v1/authorize');
    await call(larder.scrapeFetch, 'https://example.com/');
    await call(larder.backendInfo);
    await call(group('settings').get);
    await call(group('settings').set, { localBackend: true });
    await call(group('preferences').get);
    await call(group('preferences').set, 'larder-theme', 'dark');
    await call(group('guestData').getItem, 'larder-meal-plan');
    await call(group('guestData').setItem, 'larder-meal-plan', '[]');
    await call(group('guestData').removeItem, 'larder-meal-plan');
    expect(invoked.map(([channel]) => channel).sort()).toEqual(contractChannels);
    expect(invoked).toContainEqual([CHANNELS.kitchenSet, null]);
    expect(invoked).toContainEqual([
      CHANNELS.preferencesSet,
      { key: 'larder-theme', value: 'dark' },
    ]);

    // Events arrive without Electron's event object, and unsubscribing removes the listener.
    const received: unknown[] = [];
    const unsubscribe = call(group('auth').onCallback, (p: unknown) =>
      received.push(p),
    ) as () => void;
    listeners.get(EVENTS.authCallback)?.({ sender: 'electron event' }, { ok: true, code: 'c' });
    expect(received).toEqual([{ ok: true, code: 'c' }]);
    unsubscribe();
    expect(listeners.has(EVENTS.authCallback)).toBe(false);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBridgeHandlers } from './bridge-handlers.ts';
import { openPreferencesStore } from './preferences-store.ts';
import { EVENTS, type LarderBridge } from './contract.ts';
import { createOAuthFlows } from './deep-links.ts';
import { registerIpcHandlers, type IpcMainLike } from './ipc-handlers.ts';
import { openSecureStore } from './secure-store.ts';
import type { IpcEventLike } from './sender-guard.ts';

/**
 * Runs the real preload against a stand-in for Electron's contextBridge/ipcRenderer whose invoke()
 * reaches the real handlers, as IPC would: preload → contract → validation → services.
 */
const exposed = new Map<string, unknown>();
const listeners = new Map<string, Set<(event: unknown, payload: unknown) => void>>();
const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
const mainFrame = { url: 'app://larder/index.html' };
const appEvent: IpcEventLike = { senderFrame: mainFrame, sender: { mainFrame } };

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer: {
    invoke: async (channel: string, ...args: unknown[]) => {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`No handler registered for '${channel}'`);
      // Electron structured-clones arguments and results.
      return structuredClone(await handler(appEvent, ...structuredClone(args)));
    },
    on: (channel: string, listener: (event: unknown, payload: unknown) => void) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
    },
    removeListener: (channel: string, listener: (event: unknown, payload: unknown) => void) =>
      listeners.get(channel)?.delete(listener),
  },
}));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-preload-'));
const ipc: IpcMainLike = {
  handle: (channel, listener) => handlers.set(channel, listener),
  removeHandler: (c) => handlers.delete(c),
};
const opened: string[] = [];

beforeAll(async () => {
  registerIpcHandlers(
    ipc,
    createBridgeHandlers({
      store: openSecureStore({
        filePath: path.join(dir, 's.json'),
        cipher: {
          isEncryptionAvailable: () => true,
          encryptString: (s) => Buffer.from(s).reverse(),
          decryptString: (b) => Buffer.from(b).reverse().toString(),
        },
        open: () =>
          new Conf<Record<string, unknown>>({
            cwd: dir,
            configName: 's',
            accessPropertiesByDotNotation: false,
          }),
      }),
      flows: createOAuthFlows({ log: () => undefined }),
      appInfo: () => ({ version: '0.1.0', platform: 'linux', localBackend: false }),
      backendInfo: async () => ({ mode: 'local', url: 'http://127.0.0.1:54321', anonKey: 'anon' }),
      openExternal: async (url) => void opened.push(url),
      settings: { read: () => ({}), write: (change) => change },
      preferences: openPreferencesStore(path.join(dir, 'preferences.json'), () => undefined),
      scrapeFetch: async (url) => ({
        html: '<h1>soup</h1>',
        finalUrl: url,
        contentType: 'text/html',
      }),
    }),
    { appUrl: 'app://larder/index.html', log: () => undefined },
  );
  await import('./preload.ts');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const bridge = () => exposed.get('larder') as LarderBridge;

describe('preload', () => {
  it('exposes exactly one frozen object, window.larder', () => {
    expect([...exposed.keys()]).toEqual(['larder']);
    expect(Object.isFrozen(bridge())).toBe(true);
    expect(Object.isFrozen(bridge().kitchen)).toBe(true);
    expect(Object.keys(bridge()).sort()).toEqual(
      [
        'isDesktop',
        'appInfo',
        'kitchen',
        'authStorage',
        'storage',
        'openExternal',
        'auth',
        'scrapeFetch',
        'backendInfo',
        'settings',
        'preferences',
        'guestData',
      ].sort(),
    );
  });

  it('reaches every service through the validated channels', async () => {
    const larder = bridge();
    expect(await larder.appInfo()).toEqual({
      version: '0.1.0',
      platform: 'linux',
      localBackend: false,
    });
    await larder.kitchen.set({ ingredients: ['eggs'], templates: [], recentIngredients: [] });
    expect(await larder.kitchen.get()).toEqual({
      ingredients: ['eggs'],
      templates: [],
      recentIngredients: [],
    });
    await larder.authStorage.setItem('sb-x-auth-token', 'token');
    expect(await larder.authStorage.getItem('sb-x-auth-token')).toBe('token');
    await larder.authStorage.removeItem('sb-x-auth-token');
    expect(await larder.authStorage.getItem('sb-x-auth-token')).toBeNull();
    expect(await larder.storage.status()).toMatchObject({
      encryptionAvailable: true,
      canStore: true,
    });
    expect((await larder.storage.consentToPlainText(true)).plainTextConsent).toBe(true);
    await larder.openExternal('https://larder.app/');
    await expect(larder.openExternal('file:///etc/passwd')).rejects.toThrow(/invalid-request/);
    expect((await larder.scrapeFetch('https://example.com/soup')).html).toBe('<h1>soup</h1>');
    expect(await larder.backendInfo()).toEqual({
      mode: 'local',
      url: 'http://127.0.0.1:54321',
      anonKey: 'anon',
    });
    const started = await larder.auth.startOAuth(
      'https://abc.supabase.co/auth/v1/authorize?provider=google&redirect_to=larder%3A%2F%2Fauth%2Fcallback',
    );
    expect(opened).toEqual(['https://larder.app/', started.url]);
    await larder.preferences.set('larder-theme', 'dark');
    expect(await larder.preferences.get()).toEqual({ 'larder-theme': 'dark' });
    await expect(larder.preferences.set('larder-theme', 'purple')).rejects.toThrow(
      /invalid-request/,
    );
  });

  it("keeps a guest feature's data encrypted in main, and refuses what is not guest data", async () => {
    const larder = bridge();
    const shelf = JSON.stringify({ bottles: ['gin', 'vermouth'] });
    await larder.guestData.setItem('larder-bar-shelf', shelf);
    expect(await larder.guestData.getItem('larder-bar-shelf')).toBe(shelf);
    expect(fs.readFileSync(path.join(dir, 's.json'), 'utf8')).not.toContain('vermouth');
    await larder.guestData.removeItem('larder-bar-shelf');
    expect(await larder.guestData.getItem('larder-bar-shelf')).toBeNull();

    await expect(larder.guestData.setItem('larder-bar-shelf', 'not json')).rejects.toThrow(
      /invalid-request/,
    );
    // The kitchen goes through its own schema; the session through authStorage.
    await expect(larder.guestData.setItem('larder-kitchen', '{}')).rejects.toThrow(
      /invalid-request/,
    );
    await expect(larder.guestData.getItem('sb-x-auth-token')).rejects.toThrow(/invalid-request/);
    await expect(
      larder.guestData.setItem('larder-big', JSON.stringify('x'.repeat(600 * 1024))),
    ).rejects.toThrow(/invalid-request|too-large/);
  });

  it('delivers pushed events without Electron’s event object, and unsubscribes', () => {
    const received: unknown[] = [];
    const off = bridge().auth.onCallback((callback) => received.push(callback));
    const fire = (payload: unknown) =>
      listeners.get(EVENTS.authCallback)?.forEach((l) => l({ sender: 'secret' }, payload));
    fire({ ok: true, code: 'abc' });
    off();
    fire({ ok: true, code: 'def' });
    expect(received).toEqual([{ ok: true, code: 'abc' }]);
  });

  it('imports nothing at run time but electron and the channel names (sandboxed CommonJS preload)', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, 'preload.ts'), 'utf8');
    const runtimeImports = [...source.matchAll(/^import (?!type )[^;]*from '([^']+)'/gm)].map(
      (m) => m[1],
    );
    expect(runtimeImports.sort()).toEqual(['./channels.ts', 'electron']);
    const channels = fs.readFileSync(path.join(import.meta.dirname, 'channels.ts'), 'utf8');
    expect(channels).not.toMatch(/^import /m);
  });
});

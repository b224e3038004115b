import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBridgeHandlers } from './bridge-handlers.ts';
import { openPreferencesStore } from './preferences-store.ts';
import { CHANNELS, CONTRACT, MAX_IPC_PAYLOAD_BYTES } from './contract.ts';
import { createOAuthFlows } from './deep-links.ts';
import { ipcErrorCode } from './ipc-errors.ts';
import { registerIpcHandlers, type IpcMainLike } from './ipc-handlers.ts';
import { openSecureStore, type Cipher } from './secure-store.ts';
import type { IpcEventLike } from './sender-guard.ts';

const APP_URL = 'app://larder/index.html';

/** Reversible stand-in for safeStorage; the store's own tests use real AES-GCM. */
const xorCipher: Cipher = {
  isEncryptionAvailable: () => true,
  encryptString: (s) => Buffer.from(Buffer.from(s, 'utf8').map((b) => b ^ 0x5a)),
  decryptString: (b) => Buffer.from(b.map((x) => x ^ 0x5a)).toString('utf8'),
};

class FakeIpcMain implements IpcMainLike {
  readonly handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown) {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string) {
    this.handlers.delete(channel);
  }
  async invoke(event: IpcEventLike, channel: string, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler(event, ...args);
  }
}

const mainFrame = { url: 'app://larder/kitchen' };
const appEvent: IpcEventLike = { senderFrame: mainFrame, sender: { mainFrame } };

let dir: string;
let ipc: FakeIpcMain;
let opened: string[];
let log: string[];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-ipc-'));
  const store = openSecureStore({
    filePath: path.join(dir, 'larder-secure.json'),
    cipher: xorCipher,
    open: () =>
      new Conf<Record<string, unknown>>({
        cwd: dir,
        configName: 'larder-secure',
        accessPropertiesByDotNotation: false,
      }),
    log: () => undefined,
  });
  opened = [];
  log = [];
  ipc = new FakeIpcMain();
  registerIpcHandlers(
    ipc,
    createBridgeHandlers({
      store,
      flows: createOAuthFlows({ log: () => undefined }),
      appInfo: () => ({ version: '0.1.0', platform: 'linux', localBackend: false }),
      backendInfo: () => ({ mode: 'remote' }),
      openExternal: async (url) => void opened.push(url),
      settings: { read: () => ({}), write: (change) => change },
      preferences: openPreferencesStore(path.join(dir, 'preferences.json'), () => undefined),
      scrapeFetch: async (url) => ({
        html: '<html></html>',
        finalUrl: url,
        contentType: 'text/html',
      }),
    }),
    { appUrl: APP_URL, log: (line) => log.push(line) },
  );
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function errorCode(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
  } catch (error) {
    return ipcErrorCode(error instanceof Error ? error.message : String(error));
  }
  return null;
}

const kitchen = { ingredients: ['eggs', 'flour'], templates: [], recentIngredients: ['eggs'] };

describe('IPC handlers', () => {
  it('registers exactly the channels of the contract', () => {
    expect([...ipc.handlers.keys()].sort()).toEqual(Object.keys(CONTRACT).sort());
    expect(Object.values(CHANNELS).sort()).toEqual(Object.keys(CONTRACT).sort());
  });

  it('serves the kitchen and the auth storage from the app frame', async () => {
    await ipc.invoke(appEvent, CHANNELS.kitchenSet, kitchen);
    expect(await ipc.invoke(appEvent, CHANNELS.kitchenGet)).toEqual(kitchen);
    await ipc.invoke(appEvent, CHANNELS.authSetItem, {
      key: 'sb-127-auth-token',
      value: '{"access_token":"t"}',
    });
    expect(await ipc.invoke(appEvent, CHANNELS.authGetItem, { key: 'sb-127-auth-token' })).toBe(
      '{"access_token":"t"}',
    );
    await ipc.invoke(appEvent, CHANNELS.authRemoveItem, { key: 'sb-127-auth-token' });
    expect(
      await ipc.invoke(appEvent, CHANNELS.authGetItem, { key: 'sb-127-auth-token' }),
    ).toBeNull();
    await ipc.invoke(appEvent, CHANNELS.kitchenSet, null);
    expect(await ipc.invoke(appEvent, CHANNELS.kitchenGet)).toBeNull();
  });

  const evil = { url: 'https://evil.example/' };
  it.each([
    [
      'an injected iframe (same URL, not the main frame)',
      { senderFrame: { url: APP_URL }, sender: { mainFrame } },
    ],
    [
      'a main frame navigated to another origin',
      { senderFrame: evil, sender: { mainFrame: evil } },
    ],
    ['a file:// page', { senderFrame: { url: 'file:///tmp/x.html' }, sender: { mainFrame } }],
    ['a destroyed frame', { senderFrame: null, sender: { mainFrame } }],
  ])('refuses calls from %s', async (_name, event: IpcEventLike) => {
    expect(
      await errorCode(ipc.invoke(event, CHANNELS.authGetItem, { key: 'sb-127-auth-token' })),
    ).toBe('refused-sender');
    expect(log.join('\n')).toMatch(/refused larder:auth-get-item/);
  });

  it.each([
    [CHANNELS.kitchenSet, { ingredients: 'eggs' }],
    [CHANNELS.kitchenSet, { ...kitchen, extra: true }],
    [CHANNELS.kitchenSet, { ...kitchen, ingredients: [''] }],
    [CHANNELS.authSetItem, { key: '../../etc/passwd', value: 'x' }],
    [CHANNELS.authSetItem, { key: 'k' }],
    [CHANNELS.authGetItem, 'sb-127-auth-token'],
    [CHANNELS.openExternal, { url: 42 }],
    [CHANNELS.scrapeFetch, {}],
    [CHANNELS.consentToPlainText, { consent: 'yes' }],
    [CHANNELS.appInfo, { unexpected: true }],
  ])('refuses a badly shaped request on %s', async (channel, request) => {
    expect(await errorCode(ipc.invoke(appEvent, channel, request))).toBe('invalid-request');
  });

  it('refuses extra arguments', async () => {
    expect(
      await errorCode(ipc.invoke(appEvent, CHANNELS.authGetItem, { key: 'a' }, { key: 'b' })),
    ).toBe('invalid-request');
  });

  it('refuses payloads over 1 MB before parsing them', async () => {
    const huge = 'x'.repeat(MAX_IPC_PAYLOAD_BYTES + 1);
    expect(
      await errorCode(ipc.invoke(appEvent, CHANNELS.authSetItem, { key: 'k', value: huge })),
    ).toBe('too-large');
    const many = {
      ...kitchen,
      ingredients: Array.from({ length: 200_000 }, (_, i) => `item ${i}`),
    };
    expect(await errorCode(ipc.invoke(appEvent, CHANNELS.kitchenSet, many))).toBe('too-large');
    expect(log.join('\n')).toMatch(/over the 1048576-byte limit/);
  });

  it('opens only https links in the system browser', async () => {
    await ipc.invoke(appEvent, CHANNELS.openExternal, { url: 'https://larder.app/help' });
    for (const url of [
      'http://larder.app',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'larder://auth/callback',
    ]) {
      expect(await errorCode(ipc.invoke(appEvent, CHANNELS.openExternal, { url }))).toBe(
        'invalid-request',
      );
    }
    expect(opened).toEqual(['https://larder.app/help']);
  });

  it('starts sign-in: records the flow and opens the rewritten authorize URL', async () => {
    const authorizeUrl =
      'https://abc.supabase.co/auth/v1/authorize?provider=google&redirect_to=larder%3A%2F%2Fauth%2Fcallback';
    const response = (await ipc.invoke(appEvent, CHANNELS.startOAuth, { authorizeUrl })) as {
      url: string;
    };
    expect(opened).toEqual([response.url]);
    expect(new URL(response.url).searchParams.get('redirect_to')).toMatch(
      /^larder:\/\/auth\/callback\?flow=[a-f0-9]{32}$/,
    );
    expect(
      await errorCode(
        ipc.invoke(appEvent, CHANNELS.startOAuth, { authorizeUrl: 'https://evil.example/' }),
      ),
    ).toBe('invalid-request');
  });
});

import { describe, expect, it } from 'vitest';
import { AUTH_CALLBACK_URL } from '../../electron/channels';
import type {
  AuthCallback,
  LarderBridge,
  StorageProblem,
  StorageStatus,
  StoredKitchenState,
} from '../../electron/contract';
import { DESKTOP_AUTH_CALLBACK_URL } from './desktop-oauth';
import { createDesktopPlatform, DESKTOP_KITCHEN_KEY, PLAIN_TEXT_QUESTION } from './desktop-platform';

const KITCHEN: StoredKitchenState = {
  ingredients: ['basil', 'eggs'],
  templates: [],
  recentIngredients: ['eggs'],
};

/** A window.larder stand-in that records what the renderer sends to main. */
function fakeBridge(status: Partial<StorageStatus> = {}) {
  let kitchen: StoredKitchenState | null = null;
  const auth = new Map<string, string>();
  const opened: string[] = [];
  const oauth: string[] = [];
  let current: StorageStatus = {
    encryptionAvailable: true,
    plainTextConsent: false,
    canStore: true,
    lockedEntries: 0,
    problems: [],
    ...status,
  };
  const problemListeners = new Set<(p: StorageProblem) => void>();
  const callbackListeners = new Set<(c: AuthCallback) => void>();
  const bridge: LarderBridge = {
    isDesktop: true,
    appInfo: async () => ({ version: '1', platform: 'linux', localBackend: false }),
    kitchen: {
      get: async () => kitchen,
      set: async (state) => {
        kitchen = state;
      },
    },
    authStorage: {
      getItem: async (key) => auth.get(key) ?? null,
      setItem: async (key, value) => void auth.set(key, value),
      removeItem: async (key) => void auth.delete(key),
    },
    storage: {
      status: async () => current,
      consentToPlainText: async (consent) => {
        current = { ...current, plainTextConsent: consent, canStore: consent };
        return current;
      },
      onProblem: (listener) => {
        problemListeners.add(listener);
        return () => problemListeners.delete(listener);
      },
    },
    openExternal: async (url) => void opened.push(url),
    auth: {
      startOAuth: async (url) => {
        oauth.push(url);
        return { url, expiresAt: '2026-11-22T16:00:00.000Z' };
      },
      onCallback: (listener) => {
        callbackListeners.add(listener);
        return () => callbackListeners.delete(listener);
      },
    },
    scrapeFetch: async (url) => ({ html: '<h1>x</h1>', finalUrl: url, contentType: 'text/html' }),
    backendInfo: async () => ({ mode: 'local', url: 'http://127.0.0.1:5555', anonKey: 'k' }),
    settings: { get: async () => ({}), set: async (change) => change },
  };
  return {
    bridge,
    auth,
    opened,
    oauth,
    kitchen: () => kitchen,
    emitProblem: (p: StorageProblem) => problemListeners.forEach((l) => l(p)),
    emitCallback: (c: AuthCallback) => callbackListeners.forEach((l) => l(c)),
  };
}

const quiet = { log: () => undefined, notify: () => undefined };

describe('desktop platform', () => {
  it('keeps the guest kitchen in main through larder.kitchen, as the JSON the feature reads', async () => {
    const fake = fakeBridge();
    const { storage, kind, install } = createDesktopPlatform(fake.bridge, quiet);
    expect(kind).toBe('desktop');
    expect(install.isInstalled()).toBe(true);
    expect(await storage.getItem(DESKTOP_KITCHEN_KEY)).toBeNull();
    await storage.setItem(DESKTOP_KITCHEN_KEY, JSON.stringify({ ...KITCHEN, extra: 1 }));
    expect(fake.kitchen()).toEqual(KITCHEN);
    expect(JSON.parse((await storage.getItem(DESKTOP_KITCHEN_KEY)) ?? 'null')).toEqual(KITCHEN);
    await storage.removeItem(DESKTOP_KITCHEN_KEY);
    expect(fake.kitchen()).toBeNull();
  });

  it('hands supabase-js auth storage to larder.authStorage', async () => {
    const fake = fakeBridge();
    const desktop = createDesktopPlatform(fake.bridge, quiet).desktop;
    await desktop?.authStorage.setItem('sb-x-auth-token', '{"access_token":"t"}');
    expect(fake.auth.get('sb-x-auth-token')).toBe('{"access_token":"t"}');
    expect(await desktop?.authStorage.getItem('sb-x-auth-token')).toBe('{"access_token":"t"}');
    await desktop?.authStorage.removeItem('sb-x-auth-token');
    expect(fake.auth.size).toBe(0);
    expect(await desktop?.backend()).toEqual({
      mode: 'local',
      url: 'http://127.0.0.1:5555',
      anonKey: 'k',
    });
  });

  it('asks once before storing in plain text without a keychain, and consents only on yes', async () => {
    const fake = fakeBridge({ encryptionAvailable: false, canStore: false });
    const asked: string[] = [];
    const { storage } = createDesktopPlatform(fake.bridge, {
      ...quiet,
      confirm: (q) => (asked.push(q), true),
    });
    await storage.setItem(DESKTOP_KITCHEN_KEY, JSON.stringify(KITCHEN));
    await storage.setItem(DESKTOP_KITCHEN_KEY, JSON.stringify(KITCHEN));
    expect(asked).toEqual([PLAIN_TEXT_QUESTION]);
    expect(fake.kitchen()).toEqual(KITCHEN);
    expect((await fake.bridge.storage.status()).plainTextConsent).toBe(true);
  });

  it('stores nothing when the user declines plain text', async () => {
    const fake = fakeBridge({ encryptionAvailable: false, canStore: false });
    const platform = createDesktopPlatform(fake.bridge, { ...quiet, confirm: () => false });
    await platform.storage.setItem(DESKTOP_KITCHEN_KEY, JSON.stringify(KITCHEN));
    await platform.desktop?.authStorage.setItem('sb-x-auth-token', 'secret');
    expect(fake.kitchen()).toBeNull();
    expect(fake.auth.size).toBe(0);
    expect((await fake.bridge.storage.status()).plainTextConsent).toBe(false);
  });

  it('tells the user about a store moved aside, once, whether found at start or later', async () => {
    const problem: StorageProblem = {
      reason: 'unreadable',
      movedTo: '/tmp/larder-secure.corrupt-1.json',
      at: '2026-11-22T15:00:00.000Z',
      message: 'Your saved data could not be read; it was kept in larder-secure.corrupt-1.json.',
    };
    const fake = fakeBridge({ problems: [problem] });
    const told: string[] = [];
    createDesktopPlatform(fake.bridge, { log: () => undefined, notify: (m) => told.push(m) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    fake.emitProblem(problem);
    fake.emitProblem({ ...problem, at: '2026-11-22T15:01:00.000Z' });
    expect(told).toEqual([problem.message, problem.message]);
  });

  it('opens only https links in the system browser', () => {
    const fake = fakeBridge();
    const platform = createDesktopPlatform(fake.bridge, quiet);
    platform.openExternal('https://larder.app/help');
    platform.openExternal('http://example.com/');
    platform.openExternal('file:///etc/passwd');
    platform.openExternal('javascript:alert(1)');
    expect(fake.opened).toEqual(['https://larder.app/help']);
  });

  it('passes OAuth starts, callbacks and scrape fetches through the bridge', async () => {
    const fake = fakeBridge();
    const desktop = createDesktopPlatform(fake.bridge, quiet).desktop;
    await desktop?.startOAuth('http://127.0.0.1:5555/auth/v1/authorize?provider=google');
    expect(fake.oauth).toHaveLength(1);
    const got: unknown[] = [];
    const off = desktop?.onAuthCode((r) => got.push(r));
    fake.emitCallback({ ok: true, code: 'abc' });
    fake.emitCallback({ ok: false, error: 'access_denied', description: 'User cancelled' });
    off?.();
    fake.emitCallback({ ok: true, code: 'late' });
    expect(got).toEqual([{ code: 'abc' }, { error: 'User cancelled' }]);
    expect((await desktop?.scrapeFetch('https://example.com/r'))?.finalUrl).toBe(
      'https://example.com/r',
    );
  });

  it('uses the deep link main registers', () => {
    expect(DESKTOP_AUTH_CALLBACK_URL).toBe(AUTH_CALLBACK_URL);
  });
});

import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { AUTH_CALLBACK_URL } from '../../electron/channels';
import type {
  AuthCallback,
  BackendInfo,
  LarderBridge,
  StorageProblem,
  StorageStatus,
  StoredKitchenState,
} from '../../electron/contract';
import { DESKTOP_AUTH_CALLBACK_URL } from './desktop-oauth';
import { createDesktopPlatform, DESKTOP_KITCHEN_KEY } from './desktop-platform';

const KITCHEN: StoredKitchenState = {
  ingredients: ['basil', 'eggs'],
  templates: [],
  recentIngredients: ['eggs'],
};

/** A window.larder stand-in that records what the renderer sends to main. */
function fakeBridge(status: Partial<StorageStatus> = {}, backend?: BackendInfo) {
  let kitchen: StoredKitchenState | null = null;
  const auth = new Map<string, string>();
  const guestData = new Map<string, string>();
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
    backendInfo: async () =>
      backend ?? { mode: 'local', url: 'http://127.0.0.1:5555', anonKey: 'k' },
    settings: { get: async () => ({}), set: async (change) => change },
    preferences: {
      get: async () => ({}),
      set: async () => undefined,
    },
    guestData: {
      getItem: async (key) => guestData.get(key) ?? null,
      setItem: async (key, value) => void guestData.set(key, value),
      removeItem: async (key) => void guestData.delete(key),
    },
  };
  return {
    bridge,
    auth,
    guestData,
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

  it("keeps a guest feature's larder-<name> data in main through larder.guestData, other keys for this run", async () => {
    const fake = fakeBridge();
    const { storage } = createDesktopPlatform(fake.bridge, quiet);
    const plan = JSON.stringify({ days: [{ date: '2026-11-24', recipes: ['soup'] }] });
    expect(await storage.getItem('larder-meal-plan')).toBeNull();
    await storage.setItem('larder-meal-plan', plan);
    expect(fake.guestData.get('larder-meal-plan')).toBe(plan);
    expect(await storage.getItem('larder-meal-plan')).toBe(plan);
    await storage.removeItem('larder-meal-plan');
    expect(fake.guestData.size).toBe(0);
    // Not a guest data key: never leaves the renderer.
    await storage.setItem('Some Key', '1');
    expect(fake.guestData.size).toBe(0);
    expect(await storage.getItem('Some Key')).toBe('1');
  });

  it('keeps guest data for this run only when the user declines plain text', async () => {
    const fake = fakeBridge({ encryptionAvailable: false, canStore: false });
    const { storage } = createDesktopPlatform(fake.bridge, { ...quiet, confirm: () => false });
    await storage.setItem('larder-shopping-list', '["milk"]');
    expect(fake.guestData.size).toBe(0);
    expect(await storage.getItem('larder-shopping-list')).toBe('["milk"]');
  });

  it('hands supabase-js auth storage to larder.authStorage', async () => {
    const fake = fakeBridge();
    const platform = createDesktopPlatform(fake.bridge, quiet);
    const { storage: authStorage, detectSessionInUrl, flowType } = platform.auth.clientOptions;
    expect({ detectSessionInUrl, flowType }).toEqual({
      detectSessionInUrl: false,
      flowType: 'pkce',
    });
    await authStorage?.setItem('sb-x-auth-token', '{"access_token":"t"}');
    expect(fake.auth.get('sb-x-auth-token')).toBe('{"access_token":"t"}');
    expect(await authStorage?.getItem('sb-x-auth-token')).toBe('{"access_token":"t"}');
    await authStorage?.removeItem('sb-x-auth-token');
    expect(fake.auth.size).toBe(0);
    expect(await platform.backend?.()).toEqual({
      mode: 'local',
      url: 'http://127.0.0.1:5555',
      anonKey: 'k',
    });
  });

  it('asks once before storing in plain text without a keychain, and consents only on yes', async () => {
    const fake = fakeBridge({ encryptionAvailable: false, canStore: false });
    let asked = 0;
    const { storage } = createDesktopPlatform(fake.bridge, {
      ...quiet,
      confirm: () => (asked++, true),
    });
    await storage.setItem(DESKTOP_KITCHEN_KEY, JSON.stringify(KITCHEN));
    await storage.setItem(DESKTOP_KITCHEN_KEY, JSON.stringify(KITCHEN));
    expect(asked).toBe(1);
    expect(fake.kitchen()).toEqual(KITCHEN);
    expect((await fake.bridge.storage.status()).plainTextConsent).toBe(true);
  });

  it('stores nothing in main when the user declines plain text, keeping it for this run', async () => {
    const fake = fakeBridge({ encryptionAvailable: false, canStore: false });
    const platform = createDesktopPlatform(fake.bridge, { ...quiet, confirm: () => false });
    await platform.storage.setItem(DESKTOP_KITCHEN_KEY, JSON.stringify(KITCHEN));
    const authStorage = platform.auth.clientOptions.storage;
    await authStorage?.setItem('sb-x-auth-token', 'secret');
    expect(fake.kitchen()).toBeNull();
    expect(fake.auth.size).toBe(0);
    expect((await fake.bridge.storage.status()).plainTextConsent).toBe(false);
    // This session still has them (supabase-js reads its session back from the storage).
    expect(await authStorage?.getItem('sb-x-auth-token')).toBe('secret');
    expect(JSON.parse((await platform.storage.getItem(DESKTOP_KITCHEN_KEY)) ?? 'null')).toEqual(
      KITCHEN,
    );
    await authStorage?.removeItem('sb-x-auth-token');
    expect(await authStorage?.getItem('sb-x-auth-token')).toBeNull();
  });

  it('hands the plain-text question to the app and waits for its answer', async () => {
    const fake = fakeBridge({ encryptionAvailable: false, canStore: false });
    const platform = createDesktopPlatform(fake.bridge, quiet);
    const saving = platform.storage.setItem(DESKTOP_KITCHEN_KEY, JSON.stringify(KITCHEN));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.kitchen()).toBeNull(); // nothing stored before the answer
    // The dialog mounts after the question was asked: it still gets it, once.
    const requests: { answer(store: boolean): void }[] = [];
    const off = platform.onPlainTextConsentNeeded((r) => requests.push(r));
    expect(requests).toHaveLength(1);
    requests[0]?.answer(true);
    requests[0]?.answer(false); // a second answer is ignored
    await saving;
    off?.();
    expect(fake.kitchen()).toEqual(KITCHEN);
    expect((await fake.bridge.storage.status()).plainTextConsent).toBe(true);
  });

  it('does not ask when the keychain works', async () => {
    const fake = fakeBridge();
    const platform = createDesktopPlatform(fake.bridge, quiet);
    const requests: unknown[] = [];
    platform.onPlainTextConsentNeeded((r) => requests.push(r));
    await platform.storage.setItem(DESKTOP_KITCHEN_KEY, JSON.stringify(KITCHEN));
    expect(requests).toEqual([]);
    expect(fake.kitchen()).toEqual(KITCHEN);
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

  it('tells the user when the local backend could not start (the kitchen stays)', async () => {
    const problem =
      'Larder’s local backend could not start (port 54321 is in use and no other port could be opened), so Larder uses the online backend for now. Your kitchen on this computer is kept.';
    const fake = fakeBridge({}, { mode: 'remote', problem });
    const told: string[] = [];
    const platform = createDesktopPlatform(fake.bridge, {
      log: () => undefined,
      notify: (m) => told.push(m),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(told).toEqual([problem]);
    const quietFake = fakeBridge({}, { mode: 'remote' });
    const none: string[] = [];
    createDesktopPlatform(quietFake.bridge, { log: () => undefined, notify: (m) => none.push(m) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(none).toEqual([]);
    expect(platform.kind).toBe('desktop');
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

  it('signs in with Google through the system browser and the deep link, and fetches recipe pages in main', async () => {
    const fake = fakeBridge();
    const platform = createDesktopPlatform(fake.bridge, quiet);
    const calls: unknown[] = [];
    const client = {
      auth: {
        signInWithOAuth: async (options: unknown) => {
          calls.push(options);
          return {
            data: { url: 'http://127.0.0.1:1/auth/v1/authorize?provider=google' },
            error: null,
          };
        },
        exchangeCodeForSession: async (code: string) => {
          calls.push(code);
          return { error: null };
        },
      },
    } as unknown as SupabaseClient;
    const off = platform.auth.connect(client);
    expect(await platform.auth.signInWithGoogle(client, 'https://larder.app/')).toEqual({
      error: null,
    });
    // The deep link, not the page: and on the embedded backend main reported.
    expect(calls[0]).toMatchObject({ options: { redirectTo: AUTH_CALLBACK_URL } });
    expect(fake.oauth).toEqual(['http://127.0.0.1:5555/auth/v1/authorize?provider=google']);
    fake.emitCallback({ ok: true, code: 'abc' });
    off();
    fake.emitCallback({ ok: true, code: 'late' });
    expect(calls.slice(1)).toEqual(['abc']);
    expect((await platform.fetchRecipePage?.('https://example.com/r'))?.finalUrl).toBe(
      'https://example.com/r',
    );
  });

  it('hands a failed sign-in start back as an error', async () => {
    const fake = fakeBridge();
    fake.bridge.auth.startOAuth = async () => {
      throw new Error('No browser could be opened.');
    };
    const platform = createDesktopPlatform(fake.bridge, quiet);
    const client = {
      auth: {
        signInWithOAuth: async () => ({ data: { url: 'http://x/auth/v1/authorize' }, error: null }),
      },
    } as unknown as SupabaseClient;
    const { error } = await platform.auth.signInWithGoogle(client, 'https://larder.app/');
    expect(error?.message).toBe('No browser could be opened.');
  });

  it('uses the deep link main registers', () => {
    expect(DESKTOP_AUTH_CALLBACK_URL).toBe(AUTH_CALLBACK_URL);
  });
});

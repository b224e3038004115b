import { GUEST_DATA_KEY_PATTERN, GUEST_KITCHEN_DATA_KEY } from '../../electron/channels';
import type { LarderBridge, StorageProblem, StoredKitchenState } from '../../electron/contract';
import type {
  DesktopCapabilities,
  InstallPrompt,
  Platform,
  PlatformAuth,
  PlatformStorage,
} from './platform';
import { createDesktopNotices, type DesktopNotices } from './desktop-notices';
import { completeDesktopOAuth, startDesktopGoogleSignIn } from './desktop-oauth';
import { createDesktopPreferences } from './desktop-preferences';
import { createPlainTextConsentBroker, type PlainTextConsentBroker } from './plain-text-consent';
import { createWebPlatform } from './web-platform';

declare global {
  interface Window {
    /** Exposed by electron/preload.ts in the desktop app only. */
    larder?: LarderBridge;
  }
}

/** The preload bridge, when running inside the desktop app. */
export function desktopBridge(): LarderBridge | null {
  return typeof window !== 'undefined' && window.larder?.isDesktop === true ? window.larder : null;
}

/** The key the kitchen feature stores the guest kitchen under (kitchen-storage.ts). */
export const DESKTOP_KITCHEN_KEY = GUEST_KITCHEN_DATA_KEY;

const installed: InstallPrompt = {
  isInstalled: () => true,
  canPrompt: () => false,
  prompt: async () => 'unavailable',
  subscribe: () => () => {},
};

export interface DesktopPlatformOptions {
  /**
   * Asks the user whether to store in plain text without a keychain. Default: the question goes
   * to `desktop.onPlainTextConsentNeeded`, answered by the app's dialog.
   */
  confirm?: () => boolean | Promise<boolean>;
  /** Tells the user something went wrong with the saved data or the local backend (default: `desktop.onNotice`, shown as a toast). */
  notify?: (message: string) => void;
  log?: (message: string, detail?: unknown) => void;
}

/**
 * Asks once per run before anything is written in plain text (no keychain). Resolves to whether
 * writes are accepted; a "no" is remembered so the user is not asked on every keystroke.
 */
function createStoreGate(bridge: LarderBridge, options: Required<DesktopPlatformOptions>) {
  let pending: Promise<boolean> | null = null;
  const decide = async (): Promise<boolean> => {
    const status = await bridge.storage.status();
    if (status.canStore) return true;
    if (status.encryptionAvailable) return false;
    if (!(await options.confirm())) {
      options.log('Not saving on this computer: plain-text storage was declined.');
      return false;
    }
    return (await bridge.storage.consentToPlainText(true)).canStore;
  };
  return () => {
    pending ??= decide().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * A guest's data, encrypted in main: the kitchen through `larder.kitchen` (checked against its
 * schema there), every other `larder-<name>` key (a JSON value) through `larder.guestData`, so a
 * guest feature that keeps its data with `platform.storage` is kept on desktop as the kitchen is.
 * Other keys, and everything when the user chose not to store in plain text, live for this run only.
 */
function createGuestStorage(
  bridge: LarderBridge,
  canStore: () => Promise<boolean>,
): PlatformStorage {
  const memory = new Map<string, string>();
  const persisted = (key: string) =>
    key === DESKTOP_KITCHEN_KEY || GUEST_DATA_KEY_PATTERN.test(key);
  return {
    async getItem(key) {
      if (!persisted(key) || memory.has(key)) return memory.get(key) ?? null;
      if (key !== DESKTOP_KITCHEN_KEY) return bridge.guestData.getItem(key);
      const state = await bridge.kitchen.get();
      return state === null ? null : JSON.stringify(state);
    },
    async setItem(key, value) {
      if (!persisted(key) || !(await canStore())) {
        memory.set(key, value);
        return;
      }
      if (key !== DESKTOP_KITCHEN_KEY) {
        await bridge.guestData.setItem(key, value);
        return;
      }
      const { ingredients, templates, recentIngredients } = JSON.parse(value) as StoredKitchenState;
      await bridge.kitchen.set({ ingredients, templates, recentIngredients });
    },
    async removeItem(key) {
      memory.delete(key);
      if (!persisted(key) || !(await canStore())) return;
      if (key === DESKTOP_KITCHEN_KEY) await bridge.kitchen.set(null);
      else await bridge.guestData.removeItem(key);
    },
  };
}

/** The session in main; kept in memory for this run only when plain text was declined. */
function createAuthStorage(
  bridge: LarderBridge,
  canStore: () => Promise<boolean>,
): PlatformStorage {
  const memory = new Map<string, string>();
  return {
    getItem: async (key) => memory.get(key) ?? bridge.authStorage.getItem(key),
    async setItem(key, value) {
      if (await canStore()) await bridge.authStorage.setItem(key, value);
      else memory.set(key, value);
    },
    async removeItem(key) {
      memory.delete(key);
      await bridge.authStorage.removeItem(key);
    },
  };
}

function createCapabilities(
  bridge: LarderBridge,
  canStore: () => Promise<boolean>,
  consent: PlainTextConsentBroker,
  notices: DesktopNotices,
): DesktopCapabilities {
  return {
    onPlainTextConsentNeeded: (listener) => consent.subscribe(listener),
    authStorage: createAuthStorage(bridge, canStore),
    backend: () => bridge.backendInfo(),
    onNotice: (listener) => notices.subscribe(listener),
    async startOAuth(authorizeUrl) {
      await bridge.auth.startOAuth(authorizeUrl);
    },
    onAuthCode: (listener) =>
      bridge.auth.onCallback((callback) =>
        listener(
          callback.ok ? { code: callback.code } : { error: callback.description || callback.error },
        ),
      ),
    scrapeFetch: (url) => bridge.scrapeFetch(url),
  };
}

/**
 * The session (and the PKCE verifier) encrypted in main, never in localStorage; Google sign-in in
 * the system browser, its code back through `larder://auth/callback` (desktop-oauth.ts).
 */
function createDesktopAuth(desktop: DesktopCapabilities): PlatformAuth {
  return {
    clientOptions: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      flowType: 'pkce',
      storage: desktop.authStorage,
    },
    async signInWithGoogle(client) {
      const { error } = await startDesktopGoogleSignIn(client, desktop);
      return { error: error === null ? null : new Error(error) };
    },
    connect: (client) => completeDesktopOAuth(client, desktop),
    // The session is kept encrypted in main and read asynchronously.
    mayHaveSession: () => null,
  };
}

/**
 * A store file main could not read was moved aside (never overwritten): tell the user, both for
 * problems found before this window loaded and for later ones. Each is reported once.
 */
function reportStorageProblems(bridge: LarderBridge, options: Required<DesktopPlatformOptions>) {
  const seen = new Set<string>();
  const report = (problem: StorageProblem) => {
    const id = `${problem.at} ${problem.movedTo}`;
    if (seen.has(id)) return;
    seen.add(id);
    options.log(`Saved data problem (${problem.reason}): ${problem.message}`);
    options.notify(problem.message);
  };
  bridge.storage.onProblem(report);
  bridge.storage.status().then(
    (status) => status.problems.forEach(report),
    (error: unknown) => options.log('Could not read the storage status', error),
  );
}

/** The embedded backend was asked for (setting or LARDER_LOCAL=1) but could not start: say so. */
function reportBackendProblem(bridge: LarderBridge, options: Required<DesktopPlatformOptions>) {
  bridge.backendInfo().then(
    (info) => {
      if (info.mode !== 'remote' || !info.problem) return;
      options.log(`Local backend problem: ${info.problem}`);
      options.notify(info.problem);
    },
    (error: unknown) => options.log('Could not ask where the backend is', error),
  );
}

/** True for the only links the desktop hands to the system browser. */
export function isExternalLink(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The desktop app: already installed, no service worker; the guest's data (the kitchen and any
 * other `larder-<name>` key) and the session are kept encrypted by the main process, and the theme and tutorial-seen preferences by main too
 * (never in localStorage); links open in the system browser.
 */
export function createDesktopPlatform(
  bridge: LarderBridge,
  options: DesktopPlatformOptions = {},
): Platform {
  const consent = createPlainTextConsentBroker();
  const notices = createDesktopNotices();
  const resolved: Required<DesktopPlatformOptions> = {
    confirm: options.confirm ?? (() => consent.ask()),
    notify: options.notify ?? ((message) => notices.publish(message)),
    log: options.log ?? ((message, detail) => console.warn(message, detail ?? '')),
  };
  const canStore = createStoreGate(bridge, resolved);
  const web = createWebPlatform();
  const capabilities = createCapabilities(bridge, canStore, consent, notices);
  const preferences = createDesktopPreferences(bridge, resolved.log);
  reportStorageProblems(bridge, resolved);
  reportBackendProblem(bridge, resolved);
  return {
    ...web,
    kind: 'desktop',
    ready: preferences.ready,
    preferences,
    install: installed,
    storage: createGuestStorage(bridge, canStore),
    openExternal(url) {
      if (!isExternalLink(url)) {
        resolved.log(`Refused to open a non-https link: ${url}`);
        return;
      }
      bridge
        .openExternal(url)
        .catch((error: unknown) => resolved.log('Could not open link', error));
    },
    auth: createDesktopAuth(capabilities),
    backend: capabilities.backend,
    fetchRecipePage: capabilities.scrapeFetch,
    onNotice: capabilities.onNotice,
    onPlainTextConsentNeeded: capabilities.onPlainTextConsentNeeded,
  };
}

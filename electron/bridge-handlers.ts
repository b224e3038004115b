/**
 * What each bridge channel does, composed from the main-process services. Pure wiring with no
 * Electron import, so the same handlers run under Vitest and behind Playwright's exposeBinding.
 */
import { parseStoredKitchen } from '../domain/index.ts';
import {
  CHANNELS,
  kitchenStateSchema,
  type AppInfo,
  type BackendInfo,
  type DesktopSettings,
  type ScrapeResponse,
} from './contract.ts';
import type { OAuthFlows } from './deep-links.ts';
import type { PreferencesStore } from './preferences-store.ts';
import { IpcError } from './ipc-errors.ts';
import type { BridgeHandlers } from './ipc-handlers.ts';
import type { SecureStore } from './secure-store.ts';
import { isAllowedExternalUrl } from './window-options.ts';

export const KITCHEN_KEY = 'kitchen';
export const AUTH_KEY_PREFIX = 'auth:';
export const GUEST_DATA_KEY_PREFIX = 'guest:';

export interface BridgeDeps {
  store: SecureStore;
  flows: OAuthFlows;
  appInfo: () => AppInfo;
  backendInfo: () => BackendInfo | Promise<BackendInfo>;
  /** shell.openExternal in the app. */
  openExternal: (url: string) => Promise<void>;
  scrapeFetch: (url: string) => Promise<ScrapeResponse>;
  settings: { read: () => DesktopSettings; write: (change: DesktopSettings) => DesktopSettings };
  /** Theme and tutorial-seen (preferences-store.ts). */
  preferences: PreferencesStore;
}

export function createBridgeHandlers(deps: BridgeDeps): BridgeHandlers {
  const { store } = deps;
  return {
    [CHANNELS.appInfo]: () => deps.appInfo(),
    [CHANNELS.kitchenGet]: () => {
      const raw = store.getItem(KITCHEN_KEY);
      if (raw === null) return null;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return null;
      }
      const parsed = kitchenStateSchema.safeParse(json);
      // Written by an older version with other limits: salvage what the domain's tolerant reader keeps.
      return parsed.success ? parsed.data : parseStoredKitchen(json).state;
    },
    [CHANNELS.kitchenSet]: (state) => {
      if (state === null) store.removeItem(KITCHEN_KEY);
      else store.setItem(KITCHEN_KEY, JSON.stringify(state));
    },
    [CHANNELS.authGetItem]: ({ key }) => store.getItem(AUTH_KEY_PREFIX + key),
    [CHANNELS.authSetItem]: ({ key, value }) => store.setItem(AUTH_KEY_PREFIX + key, value),
    [CHANNELS.authRemoveItem]: ({ key }) => store.removeItem(AUTH_KEY_PREFIX + key),
    [CHANNELS.storageStatus]: () => store.status(),
    [CHANNELS.consentToPlainText]: ({ consent }) => store.consentToPlainText(consent),
    [CHANNELS.openExternal]: async ({ url }) => {
      if (!isAllowedExternalUrl(url))
        throw new IpcError('invalid-request', 'Only https: links can be opened');
      await deps.openExternal(url);
    },
    [CHANNELS.startOAuth]: async ({ authorizeUrl }) => {
      const started = deps.flows.start(authorizeUrl);
      if (!started.ok) throw new IpcError('invalid-request', `Sign-in refused: ${started.reason}`);
      await deps.openExternal(started.response.url);
      return started.response;
    },
    [CHANNELS.scrapeFetch]: ({ url }) => deps.scrapeFetch(url),
    [CHANNELS.backendInfo]: () => deps.backendInfo(),
    [CHANNELS.settingsGet]: () => deps.settings.read(),
    [CHANNELS.settingsSet]: (change) => deps.settings.write(change),
    [CHANNELS.preferencesGet]: () => deps.preferences.all(),
    [CHANNELS.preferencesSet]: (change) => {
      deps.preferences.set(change);
    },
    [CHANNELS.guestDataGet]: ({ key }) => store.getItem(GUEST_DATA_KEY_PREFIX + key),
    [CHANNELS.guestDataSet]: ({ key, value }) => store.setItem(GUEST_DATA_KEY_PREFIX + key, value),
    [CHANNELS.guestDataRemove]: ({ key }) => store.removeItem(GUEST_DATA_KEY_PREFIX + key),
  };
}

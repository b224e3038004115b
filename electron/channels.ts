/**
 * IPC channel names, kept in a module with no imports so the sandboxed preload bundles nothing
 * but these strings (its request/response schemas live in contract.ts, used by main).
 */
export const CHANNELS = {
  appInfo: 'larder:app-info',
  kitchenGet: 'larder:kitchen-get',
  kitchenSet: 'larder:kitchen-set',
  authGetItem: 'larder:auth-get-item',
  authSetItem: 'larder:auth-set-item',
  authRemoveItem: 'larder:auth-remove-item',
  storageStatus: 'larder:storage-status',
  consentToPlainText: 'larder:storage-consent-plain-text',
  openExternal: 'larder:open-external',
  startOAuth: 'larder:start-oauth',
  scrapeFetch: 'larder:scrape-fetch',
  backendInfo: 'larder:backend-info',
  settingsGet: 'larder:settings-get',
  settingsSet: 'larder:settings-set',
  preferencesGet: 'larder:preferences-get',
  preferencesSet: 'larder:preferences-set',
  guestDataGet: 'larder:guest-data-get',
  guestDataSet: 'larder:guest-data-set',
  guestDataRemove: 'larder:guest-data-remove',
} as const;

/** Channels main pushes to the renderer (webContents.send → ipcRenderer.on). */
export const EVENTS = {
  authCallback: 'larder:auth-callback',
  storageProblem: 'larder:storage-problem',
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];
export type EventChannel = (typeof EVENTS)[keyof typeof EVENTS];

/**
 * Keys under which a guest's data (the bar shelf, the meal plan… of someone not signed in) is kept
 * on the computer through `platform.storage`: `larder-<name>`. On desktop they go to main's
 * encrypted store (the `guestData` channels); the kitchen keeps its own, stricter channel.
 */
export const GUEST_DATA_KEY_PATTERN = /^larder-[a-z0-9][a-z0-9-]{0,62}$/;
export const GUEST_KITCHEN_DATA_KEY = 'larder-kitchen';

/** The deep link Supabase redirects to after sign-in in the system browser. */
export const AUTH_CALLBACK_URL = 'larder://auth/callback';

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
} as const;

/** Channels main pushes to the renderer (webContents.send → ipcRenderer.on). */
export const EVENTS = {
  authCallback: 'larder:auth-callback',
  storageProblem: 'larder:storage-problem',
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];
export type EventChannel = (typeof EVENTS)[keyof typeof EVENTS];

/** The deep link Supabase redirects to after sign-in in the system browser. */
export const AUTH_CALLBACK_URL = 'larder://auth/callback';

/**
 * The sandboxed preload: built as one CommonJS file that requires only 'electron'. It imports
 * channel names (channels.ts has no imports) and types only, and exposes one frozen object.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { CHANNELS, EVENTS, type EventChannel } from './channels.ts';
import type { AuthCallback, LarderBridge, StorageProblem } from './contract.ts';

function invoke<T>(channel: string, request?: unknown): Promise<T> {
  return (
    request === undefined ? ipcRenderer.invoke(channel) : ipcRenderer.invoke(channel, request)
  ) as Promise<T>;
}

/** Subscribes without handing the renderer Electron's event object (it carries `sender`). */
function subscribe<T>(channel: EventChannel, listener: (payload: T) => void): () => void {
  const wrapped = (_event: IpcRendererEvent, payload: T) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

const bridge: LarderBridge = Object.freeze({
  isDesktop: true as const,
  appInfo: () => invoke(CHANNELS.appInfo),
  kitchen: Object.freeze({
    get: () => invoke(CHANNELS.kitchenGet),
    set: (state) => invoke(CHANNELS.kitchenSet, state),
  } satisfies LarderBridge['kitchen']),
  authStorage: Object.freeze({
    getItem: (key) => invoke(CHANNELS.authGetItem, { key }),
    setItem: (key, value) => invoke(CHANNELS.authSetItem, { key, value }),
    removeItem: (key) => invoke(CHANNELS.authRemoveItem, { key }),
  } satisfies LarderBridge['authStorage']),
  storage: Object.freeze({
    status: () => invoke(CHANNELS.storageStatus),
    consentToPlainText: (consent) => invoke(CHANNELS.consentToPlainText, { consent }),
    onProblem: (listener) => subscribe<StorageProblem>(EVENTS.storageProblem, listener),
  } satisfies LarderBridge['storage']),
  openExternal: (url) => invoke(CHANNELS.openExternal, { url }),
  auth: Object.freeze({
    startOAuth: (authorizeUrl) => invoke(CHANNELS.startOAuth, { authorizeUrl }),
    onCallback: (listener) => subscribe<AuthCallback>(EVENTS.authCallback, listener),
  } satisfies LarderBridge['auth']),
  scrapeFetch: (url) => invoke(CHANNELS.scrapeFetch, { url }),
  backendInfo: () => invoke(CHANNELS.backendInfo),
  settings: Object.freeze({
    get: () => invoke(CHANNELS.settingsGet),
    set: (change) => invoke(CHANNELS.settingsSet, change),
  } satisfies LarderBridge['settings']),
  preferences: Object.freeze({
    get: () => invoke(CHANNELS.preferencesGet),
    set: (key, value) => invoke(CHANNELS.preferencesSet, { key, value }),
  } satisfies LarderBridge['preferences']),
  guestData: Object.freeze({
    getItem: (key) => invoke(CHANNELS.guestDataGet, { key }),
    setItem: (key, value) => invoke(CHANNELS.guestDataSet, { key, value }),
    removeItem: (key) => invoke(CHANNELS.guestDataRemove, { key }),
  } satisfies LarderBridge['guestData']),
} satisfies LarderBridge);

contextBridge.exposeInMainWorld('larder', bridge);

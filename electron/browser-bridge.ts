/**
 * The desktop bridge without Electron, for Playwright: the built desktop renderer runs in Chromium
 * and `window.larder` is served by the same main-process handlers (validation, sender check,
 * encrypted store, OAuth flows, scrape proxy) through `page.exposeBinding`.
 *
 *   const bridge = createBrowserBridge(createBridgeHandlers(deps), { appUrl: 'http://127.0.0.1:4173/' });
 *   await page.exposeBinding(BROWSER_BINDING, bridge.binding);
 *   await page.addInitScript(installBrowserBridge, { channels: CHANNELS, events: EVENTS });
 *   // push an event: await page.evaluate(([c, p]) => window.__larderEmit?.(c, p), [EVENTS.authCallback, cb]);
 *
 * The init script mirrors preload.ts (same channel names and request shapes).
 */
import { CHANNELS, type EVENTS } from './channels.ts';
import type { ContractChannel } from './contract.ts';
import { dispatch, type BridgeHandlers, type RegisterOptions } from './ipc-handlers.ts';
import type { IpcEventLike } from './sender-guard.ts';

export const BROWSER_BINDING = '__larderInvoke';

/** The parts of Playwright's binding source the bridge reads. */
export interface BindingSourceLike {
  frame: { url(): string };
  page: { mainFrame(): { url(): string } };
}

export function createBrowserBridge(handlers: BridgeHandlers, options: RegisterOptions) {
  const channels = new Set<string>(Object.values(CHANNELS));
  return {
    /** For `page.exposeBinding(BROWSER_BINDING, binding)`. */
    async binding(
      source: BindingSourceLike,
      channel: unknown,
      ...args: unknown[]
    ): Promise<unknown> {
      if (typeof channel !== 'string' || !channels.has(channel))
        throw new Error(`No handler registered for '${String(channel)}'`);
      const main = source.page.mainFrame();
      const mainFrame = { url: main.url() };
      const event: IpcEventLike = {
        senderFrame: source.frame === main ? mainFrame : { url: source.frame.url() },
        sender: { mainFrame },
      };
      const c = channel as ContractChannel;
      return dispatch(c, handlers[c] as BridgeHandlers[typeof c], event, args, options);
    },
  };
}

interface InstallArgs {
  channels: typeof CHANNELS;
  events: typeof EVENTS;
}

/** Runs in the page (self-contained: Playwright serialises it). Defines window.larder like the preload. */
export function installBrowserBridge({ channels: C, events: E }: InstallArgs): void {
  type Listener = (payload: unknown) => void;
  const w = window as unknown as Record<string, unknown>;
  const call = (channel: string, request?: unknown): Promise<never> => {
    const invoke = w['__larderInvoke'] as (channel: string, ...args: unknown[]) => Promise<never>;
    return request === undefined ? invoke(channel) : invoke(channel, request);
  };
  const listeners = new Map<string, Set<Listener>>();
  const subscribe = (channel: string, listener: Listener) => {
    const set = listeners.get(channel) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(channel, set);
    return () => {
      set.delete(listener);
    };
  };
  w['__larderEmit'] = (channel: string, payload: unknown) =>
    listeners.get(channel)?.forEach((l) => l(payload));
  w['larder'] = Object.freeze({
    isDesktop: true,
    appInfo: () => call(C.appInfo),
    kitchen: Object.freeze({
      get: () => call(C.kitchenGet),
      set: (state: unknown) => call(C.kitchenSet, state),
    }),
    authStorage: Object.freeze({
      getItem: (key: string) => call(C.authGetItem, { key }),
      setItem: (key: string, value: string) => call(C.authSetItem, { key, value }),
      removeItem: (key: string) => call(C.authRemoveItem, { key }),
    }),
    storage: Object.freeze({
      status: () => call(C.storageStatus),
      consentToPlainText: (consent: boolean) => call(C.consentToPlainText, { consent }),
      onProblem: (listener: Listener) => subscribe(E.storageProblem, listener),
    }),
    openExternal: (url: string) => call(C.openExternal, { url }),
    auth: Object.freeze({
      startOAuth: (authorizeUrl: string) => call(C.startOAuth, { authorizeUrl }),
      onCallback: (listener: Listener) => subscribe(E.authCallback, listener),
    }),
    scrapeFetch: (url: string) => call(C.scrapeFetch, { url }),
    backendInfo: () => call(C.backendInfo),
    settings: Object.freeze({
      get: () => call(C.settingsGet),
      set: (change: unknown) => call(C.settingsSet, change),
    }),
    preferences: Object.freeze({
      get: () => call(C.preferencesGet),
      set: (key: string, value: string) => call(C.preferencesSet, { key, value }),
    }),
    guestData: Object.freeze({
      getItem: (key: string) => call(C.guestDataGet, { key }),
      setItem: (key: string, value: string) => call(C.guestDataSet, { key, value }),
      removeItem: (key: string) => call(C.guestDataRemove, { key }),
    }),
  });
}

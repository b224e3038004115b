import { afterAll, describe, expect, it } from 'vitest';
import {
  BROWSER_BINDING,
  createBrowserBridge,
  installBrowserBridge,
  type BindingSourceLike,
} from './browser-bridge.ts';
import { CHANNELS, EVENTS, type LarderBridge } from './contract.ts';
import type { BridgeHandlers } from './ipc-handlers.ts';

const calls: string[] = [];
const handlers = Object.fromEntries(
  Object.values(CHANNELS).map((channel) => [
    channel,
    (request: unknown) => (calls.push(`${channel} ${JSON.stringify(request)}`), null),
  ]),
) as unknown as BridgeHandlers;

const bridge = createBrowserBridge(handlers, {
  appUrl: 'http://127.0.0.1:4173/',
  log: () => undefined,
});
const mainFrame = { url: () => 'http://127.0.0.1:4173/kitchen' };
const page = { mainFrame: () => mainFrame };

const g = globalThis as unknown as Record<string, unknown>;
afterAll(() => {
  delete g['window'];
});

describe('browser bridge (Playwright exposeBinding)', () => {
  it('dispatches through the same validation and sender check as IPC', async () => {
    const fromApp: BindingSourceLike = { frame: mainFrame, page };
    await bridge.binding(fromApp, CHANNELS.authGetItem, { key: 'sb-x-auth-token' });
    expect(calls).toEqual(['larder:auth-get-item {"key":"sb-x-auth-token"}']);
    await expect(bridge.binding(fromApp, CHANNELS.authGetItem, { key: 42 })).rejects.toThrow(
      /invalid-request/,
    );
    const iframe: BindingSourceLike = { frame: { url: () => 'http://127.0.0.1:4173/' }, page };
    await expect(bridge.binding(iframe, CHANNELS.authGetItem, { key: 'k' })).rejects.toThrow(
      /refused-sender/,
    );
    await expect(bridge.binding(fromApp, 'larder:anything-else')).rejects.toThrow(/No handler/);
  });

  it('installs a window.larder with the same shape as the preload, wired to the binding', async () => {
    const invoked: unknown[][] = [];
    g['window'] = { [BROWSER_BINDING]: async (...args: unknown[]) => invoked.push(args) };
    installBrowserBridge({ channels: CHANNELS, events: EVENTS });
    const w = g['window'] as Record<string, unknown>;
    const larder = w['larder'] as LarderBridge;
    expect(Object.isFrozen(larder)).toBe(true);
    // Same shape as the preload (preload.test.ts checks the same list).
    expect(Object.keys(larder).sort()).toEqual(
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
    await larder.authStorage.setItem('k', 'v');
    await larder.kitchen.get();
    await larder.guestData.setItem('larder-meal-plan', '[]');
    expect(invoked).toEqual([
      [CHANNELS.authSetItem, { key: 'k', value: 'v' }],
      [CHANNELS.kitchenGet],
      [CHANNELS.guestDataSet, { key: 'larder-meal-plan', value: '[]' }],
    ]);
    const got: unknown[] = [];
    const off = larder.auth.onCallback((c) => got.push(c));
    (w['__larderEmit'] as (c: string, p: unknown) => void)(EVENTS.authCallback, {
      ok: true,
      code: 'x',
    });
    off();
    (w['__larderEmit'] as (c: string, p: unknown) => void)(EVENTS.authCallback, {
      ok: true,
      code: 'y',
    });
    expect(got).toEqual([{ ok: true, code: 'x' }]);
  });
});

/**
 * The desktop bridge in Chromium: `window.larder` is served by the real main-process modules
 * (bridge handlers, IPC validation and sender check, the encrypted store on a real `conf` file,
 * OAuth flows, the scrape proxy with the safe fetcher) through Playwright's exposeBinding.
 * Only the OS keychain is replaced, by an AES-GCM cipher with a random key per test.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Conf from 'conf';
import { createBridgeHandlers } from '../../electron/bridge-handlers.ts';
import {
  BROWSER_BINDING,
  createBrowserBridge,
  installBrowserBridge,
} from '../../electron/browser-bridge.ts';
import {
  CHANNELS,
  EVENTS,
  type BackendInfo,
  type StoredPreferences,
} from '../../electron/contract.ts';
import { createOAuthFlows } from '../../electron/deep-links.ts';
import { openPreferencesStore } from '../../electron/preferences-store.ts';
import { createScrapeProxy, type FetchPage } from '../../electron/scrape-proxy.ts';
import { openSecureStore, type Cipher } from '../../electron/secure-store.ts';
import { E2E_BASE_URL } from '../../playwright.config';

export const LOCAL_ANON_KEY = 'sb_publishable_larder_local';

/** Stands in for Electron's safeStorage (the OS keychain). */
function testCipher(available: boolean): Cipher {
  const key = crypto.randomBytes(32);
  return {
    isEncryptionAvailable: () => available,
    encryptString(plainText) {
      const iv = crypto.randomBytes(12);
      const c = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([c.update(plainText, 'utf8'), c.final()]);
      return Buffer.concat([iv, c.getAuthTag(), body]);
    },
    decryptString(encrypted) {
      const d = crypto.createDecipheriv('aes-256-gcm', key, encrypted.subarray(0, 12));
      d.setAuthTag(encrypted.subarray(12, 28));
      return Buffer.concat([d.update(encrypted.subarray(28)), d.final()]).toString('utf8');
    },
  };
}

export interface DesktopBridgeOptions {
  /** The scrape proxy's page fetcher (default: the safe fetcher with production settings). */
  fetchPage?: FetchPage;
  backend?: BackendInfo;
  /** false: no OS keychain (e.g. Linux without libsecret), so the user must consent to plain text. */
  keychain?: boolean;
  /**
   * The preferences main has stored when the app starts (its preferences.json). Default: the
   * tutorial was already offered, so it does not cover the page (as openKitchen does on the web).
   */
  preferences?: StoredPreferences;
  /** What the store file holds before main opens it (e.g. a truncated file), instead of nothing. */
  storeFileBytes?: string;
}

export interface DesktopBridge {
  /** The store file on disk (what electron-store would write in the user-data folder). */
  storeFile: string;
  storeBytes(): string;
  /** Main's preferences file (theme, tutorial seen). */
  preferencesFile: string;
  preferencesBytes(): string;
  /** URLs main handed to the system browser. */
  opened: string[];
  log: string[];
  dispose(): void;
}

/** Installs `window.larder` in `page` (before any navigation), backed by the main-process modules. */
export async function installDesktopBridge(
  page: Page,
  options: DesktopBridgeOptions = {},
): Promise<DesktopBridge> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-desktop-e2e-'));
  const storeFile = path.join(dir, 'larder-secure.json');
  const log: string[] = [];
  const opened: string[] = [];
  const preferencesFile = path.join(dir, 'preferences.json');
  fs.writeFileSync(
    preferencesFile,
    JSON.stringify(options.preferences ?? { 'larder-tour-seen': '1' }),
  );
  if (options.storeFileBytes !== undefined) fs.writeFileSync(storeFile, options.storeFileBytes);
  const store = openSecureStore({
    filePath: storeFile,
    cipher: testCipher(options.keychain ?? true),
    open: () =>
      new Conf<Record<string, unknown>>({
        cwd: dir,
        configName: 'larder-secure',
        accessPropertiesByDotNotation: false,
      }),
    log: (line) => log.push(line),
  });
  const handlers = createBridgeHandlers({
    store,
    flows: createOAuthFlows({ log: (line) => log.push(line) }),
    appInfo: () => ({ version: '0.0.0-e2e', platform: process.platform, localBackend: true }),
    // The embedded backend main would start: here the e2e server, overriding the VITE_ settings.
    backendInfo: () =>
      options.backend ?? { mode: 'local', url: E2E_BASE_URL, anonKey: LOCAL_ANON_KEY },
    openExternal: async (url) => void opened.push(url),
    scrapeFetch: createScrapeProxy({
      ...(options.fetchPage ? { fetchPage: options.fetchPage } : {}),
      log: (line) => log.push(line),
    }),
    settings: { read: () => ({}), write: (change) => change },
    preferences: openPreferencesStore(preferencesFile, (line) => log.push(line)),
  });
  const bridge = createBrowserBridge(handlers, {
    appUrl: `${E2E_BASE_URL}/`,
    log: (line) => log.push(line),
  });
  await page.exposeBinding(BROWSER_BINDING, bridge.binding);
  await page.addInitScript(installBrowserBridge, { channels: CHANNELS, events: EVENTS });
  return {
    storeFile,
    storeBytes: () => (fs.existsSync(storeFile) ? fs.readFileSync(storeFile, 'utf8') : ''),
    preferencesFile,
    preferencesBytes: () => fs.readFileSync(preferencesFile, 'utf8'),
    opened,
    log,
    dispose: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Every localStorage key of the page. */
export function localStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage));
}

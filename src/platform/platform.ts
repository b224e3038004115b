/**
 * The one interface features use to reach the device: storage, preferences,
 * the install prompt and opening URLs. The web implementation lives in
 * `web-platform.ts`; a desktop implementation (over the preload bridge
 * `window.larder`) plugs in here without features changing.
 */

import type { PlainTextConsentRequest } from './plain-text-consent';

export type { PlainTextConsentRequest } from './plain-text-consent';

/** Durable storage for user data (the guest kitchen). Async so the desktop can encrypt. */
export interface PlatformStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** Small synchronous preferences (theme, tutorial seen). */
export interface PlatformPreferences {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export type InstallEvent = 'available' | 'installed';
export type InstallResult = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallPrompt {
  /** True when the app already runs installed (display-mode standalone) or is the desktop app. */
  isInstalled(): boolean;
  /** True when the browser handed us a `beforeinstallprompt` event to replay. */
  canPrompt(): boolean;
  prompt(): Promise<InstallResult>;
  subscribe(listener: (event: InstallEvent) => void): () => void;
}

export interface Platform {
  kind: 'web' | 'desktop';
  /**
   * Settles when the platform can be read synchronously (the desktop loads its preferences from
   * main); the app renders after it. Already settled on the web. Never rejects.
   */
  ready: Promise<void>;
  storage: PlatformStorage;
  preferences: PlatformPreferences;
  install: InstallPrompt;
  openExternal(url: string): void;
  /** What only the desktop app can do; `null` on the web. */
  desktop: DesktopCapabilities | null;
}

/** A recipe page fetched by the desktop main process (no CORS, same safe fetcher as `scrape-recipe`). */
export interface ScrapedPage {
  html: string;
  finalUrl: string;
  contentType: string;
}

/** Where the desktop's backend is: the embedded local server, or the configured remote one. */
export type DesktopBackend =
  | { mode: 'local'; url: string; anonKey: string }
  /** `problem`: the embedded backend was asked for but could not start (shown to the user). */
  | { mode: 'remote'; problem?: string };

export interface DesktopStorageStatus {
  encryptionAvailable: boolean;
  plainTextConsent: boolean;
  canStore: boolean;
  lockedEntries: number;
}

export interface DesktopCapabilities {
  /** The supabase-js `auth.storage` adapter: tokens live encrypted in main, never in localStorage. */
  authStorage: PlatformStorage;
  backend(): Promise<DesktopBackend>;
  storageStatus(): Promise<DesktopStorageStatus>;
  /**
   * Messages for the user: a store file that could not be read was moved aside, the local backend
   * could not start. Those published before anyone listens are delivered on subscribe.
   */
  onNotice(listener: (message: string) => void): () => void;
  /** Opens the authorize URL in the system browser; the code comes back through onAuthCode. */
  startOAuth(authorizeUrl: string): Promise<void>;
  onAuthCode(listener: (result: { code: string } | { error: string }) => void): () => void;
  scrapeFetch(url: string): Promise<ScrapedPage>;
  /**
   * No OS keychain: before anything is stored in plain text the platform asks the user through
   * this (the app renders the question) and waits for `answer`. A question asked before anyone
   * listens is delivered on subscribe. Returns the unsubscribe function.
   */
  onPlainTextConsentNeeded(listener: (request: PlainTextConsentRequest) => void): () => void;
}

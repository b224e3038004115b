/**
 * The one interface features use to reach the device: storage, preferences, the install prompt,
 * opening URLs, sign-in, where the backend is, fetching recipe pages, notices and the plain-text
 * question. The web implementation lives in `web-platform.ts`, the desktop one (over the preload
 * bridge `window.larder`) in `desktop-platform.ts`; features do not know which one runs.
 */

import type { SupabaseClient } from '@supabase/supabase-js';
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

/**
 * What the backend's client needs from the device: where the session is kept and how an OAuth
 * sign-in leaves and comes back. On the web the session is in localStorage and the provider
 * redirects the page; on desktop the session is encrypted in main and the provider answers
 * through the `larder://` deep link.
 */
export interface PlatformAuth {
  /** supabase-js `auth` options (session storage, whether the session arrives in the page URL, the flow). */
  readonly clientOptions: {
    persistSession: true;
    autoRefreshToken: true;
    detectSessionInUrl: boolean;
    flowType?: 'pkce';
    storage?: PlatformStorage;
  };
  /**
   * Starts a Google sign-in. `redirectTo` is where the web page comes back to (the desktop comes
   * back through its deep link instead). Resolves once the sign-in has left the app.
   */
  signInWithGoogle(client: SupabaseClient, redirectTo: string): Promise<{ error: Error | null }>;
  /**
   * Called once with the app's client: finishes sign-ins that come back outside the page (the
   * desktop's deep link). Returns the unsubscribe function.
   */
  connect(client: SupabaseClient): () => void;
  /**
   * False when the device certainly holds no session (a guest: the app can show the guest's
   * pages before the backend's client has loaded); true when it may hold one; null where that
   * cannot be read synchronously (then the app waits for the client's answer).
   */
  mayHaveSession(): boolean | null;
}

/**
 * The one interface features use to reach the device. Every member means the same on every
 * shell; a capability a shell lacks is `null` (features test for the capability, never for the shell).
 */
export interface Platform {
  /** Which shell this is: for diagnostics only (lint keeps features from branching on it). */
  kind: 'web' | 'desktop';
  /**
   * Settles when the platform can be read synchronously (the desktop loads its preferences from
   * main); the app renders after it. `null` where everything is readable at once (the web), so
   * nothing waits. Never rejects.
   */
  ready: Promise<void> | null;
  storage: PlatformStorage;
  preferences: PlatformPreferences;
  install: InstallPrompt;
  openExternal(url: string): void;
  auth: PlatformAuth;
  /**
   * Where the device runs the backend itself (desktop: the embedded local one main may start, or
   * the configured remote one); `null` where the build's configuration always stands (the web).
   */
  backend: (() => Promise<DesktopBackend>) | null;
  /**
   * Fetches a recipe page on the device (desktop main: no CORS, the same safe fetcher as the
   * `scrape-recipe` function); `null` where only that function can fetch pages (the web).
   */
  fetchRecipePage: ((url: string) => Promise<ScrapedPage>) | null;
  /**
   * Messages for the user from the device (a store file that could not be read was moved aside,
   * the local backend could not start); those published before anyone listens are delivered on
   * subscribe. Returns the unsubscribe function. The web has none.
   */
  onNotice(listener: (message: string) => void): () => void;
  /**
   * Where no OS keychain protects stored data, the platform asks the user before storing anything
   * in plain text: the app renders the question and answers it. A question asked before anyone
   * listens is delivered on subscribe. The web never asks. Returns the unsubscribe function.
   */
  onPlainTextConsentNeeded(listener: (request: PlainTextConsentRequest) => void): () => void;
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

/** What the desktop bridge offers the platform's implementation (not part of `Platform`). */
export interface DesktopCapabilities {
  /** The supabase-js `auth.storage` adapter: tokens live encrypted in main, never in localStorage. */
  authStorage: PlatformStorage;
  backend(): Promise<DesktopBackend>;
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

/**
 * The typed bridge between the renderer and the Electron main process. Every channel is named
 * here with zod schemas for its request and response; main validates every request against them
 * (ipc-handlers.ts) and the preload exposes exactly `window.larder` of type LarderBridge.
 *
 * The renderer imports only types from this file (`import type`), so zod never reaches it; the
 * preload imports the channel names from channels.ts, so zod never reaches the preload either.
 */
import { z } from 'zod';
import {
  MAX_KITCHEN_INGREDIENTS,
  MAX_RECENT_INGREDIENTS,
  MAX_TEMPLATES,
  TEMPLATE_NAME_MAX_LENGTH,
} from '../domain/index.ts';
import { INPUT_MAX_LENGTH } from '../domain/index.ts';
import { CHANNELS, GUEST_DATA_KEY_PATTERN, GUEST_KITCHEN_DATA_KEY } from './channels.ts';

export {
  AUTH_CALLBACK_URL,
  CHANNELS,
  EVENTS,
  GUEST_DATA_KEY_PATTERN,
  type Channel,
  type EventChannel,
} from './channels.ts';

/** Any IPC request larger than this (serialised) is refused before it is parsed. */
export const MAX_IPC_PAYLOAD_BYTES = 1024 * 1024;

/** The kitchen's own limits (domain/), so main never refuses a kitchen the app can make. */
const itemText = z.string().min(1).max(INPUT_MAX_LENGTH);

export const templateSchema = z.strictObject({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(TEMPLATE_NAME_MAX_LENGTH),
  ingredients: z.array(itemText).max(MAX_KITCHEN_INGREDIENTS),
  created_at: z.string().max(40),
});

export const kitchenStateSchema = z.strictObject({
  ingredients: z.array(itemText).max(MAX_KITCHEN_INGREDIENTS),
  templates: z.array(templateSchema).max(MAX_TEMPLATES),
  recentIngredients: z.array(itemText).max(MAX_RECENT_INGREDIENTS),
});
export type StoredKitchenState = z.infer<typeof kitchenStateSchema>;

/** Keys supabase-js uses in `auth.storage` (e.g. `sb-<ref>-auth-token`, `…-code-verifier`). */
export const authKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9._:-]+$/, 'unexpected characters in a storage key');

const empty = z.undefined();

/** One guest feature's data, as the JSON the feature wrote (it validates what it reads back). */
export const MAX_GUEST_DATA_BYTES = 512 * 1024;
export const guestDataKeySchema = z
  .string()
  .regex(GUEST_DATA_KEY_PATTERN, 'a guest data key is larder-<name>')
  .refine((key) => key !== GUEST_KITCHEN_DATA_KEY, 'the kitchen has its own channel');
const guestDataValueSchema = z
  .string()
  .max(MAX_GUEST_DATA_BYTES)
  .refine((value) => {
    try {
      JSON.parse(value);
      return true;
    } catch {
      return false;
    }
  }, 'guest data must be JSON');

export const appInfoSchema = z.object({
  version: z.string(),
  platform: z.string(),
  /** The user-data folder is not exposed; only whether the embedded backend runs. */
  localBackend: z.boolean(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

export const storageProblemSchema = z.object({
  reason: z.enum(['unreadable', 'invalid-shape', 'undecryptable']),
  /** Where the unreadable file was moved (it is kept, never overwritten). */
  movedTo: z.string(),
  at: z.string(),
  message: z.string(),
});
export type StorageProblem = z.infer<typeof storageProblemSchema>;

export const storageStatusSchema = z.object({
  /** The OS keychain (Keychain, DPAPI, libsecret/kwallet) can encrypt. */
  encryptionAvailable: z.boolean(),
  /** The user agreed to plain-text storage while encryption is unavailable. */
  plainTextConsent: z.boolean(),
  /** Writes are accepted: encryption is available, or the user consented. */
  canStore: z.boolean(),
  /** Entries written encrypted that can't be read now because the keychain is unavailable. */
  lockedEntries: z.number().int().nonnegative(),
  problems: z.array(storageProblemSchema),
});
export type StorageStatus = z.infer<typeof storageStatusSchema>;

export const startOAuthRequestSchema = z.strictObject({
  /** The authorize URL from `supabase.auth.signInWithOAuth({ options: { redirectTo: AUTH_CALLBACK_URL, skipBrowserRedirect: true } })`. */
  authorizeUrl: z.string().min(1).max(4096),
});
export const startOAuthResponseSchema = z.object({
  /** The URL main opened in the system browser (the redirect carries the pending flow's id). */
  url: z.string(),
  expiresAt: z.string(),
});
export type StartOAuthResponse = z.infer<typeof startOAuthResponseSchema>;

export const authCallbackSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), code: z.string() }),
  z.object({ ok: z.literal(false), error: z.string(), description: z.string() }),
]);
export type AuthCallback = z.infer<typeof authCallbackSchema>;

export const scrapeRequestSchema = z.strictObject({ url: z.string().min(1).max(2048) });
export const scrapeResponseSchema = z.object({
  html: z.string(),
  /** After redirects. */
  finalUrl: z.string(),
  contentType: z.string(),
});
export type ScrapeResponse = z.infer<typeof scrapeResponseSchema>;

export const backendInfoSchema = z.union([
  z.object({ mode: z.literal('local'), url: z.string(), anonKey: z.string() }),
  z.object({
    mode: z.literal('remote'),
    /** The embedded backend was asked for but could not start: what to tell the user. */
    problem: z.string().optional(),
  }),
]);
export type BackendInfo = z.infer<typeof backendInfoSchema>;

/** Desktop settings read by main at start-up (they take effect at the next start). */
export const desktopSettingsSchema = z.strictObject({
  /** Start the embedded backend (server/) inside the app; LARDER_LOCAL overrides it. */
  localBackend: z.boolean().optional(),
  localBackendPort: z.number().int().min(0).max(65535).optional(),
});
export type DesktopSettings = z.infer<typeof desktopSettingsSchema>;

/**
 * Small renderer preferences kept by main instead of localStorage: a whitelist of keys, each
 * with the only values it may take (src/platform/desktop-preferences.ts mirrors the keys).
 */
export const themePreferenceSchema = z.enum(['light', 'dark', 'system']);
/** The staples the user turned off: a JSON list of up to 20 ingredient keys. */
export const staplesOffPreferenceSchema = z
  .string()
  .max(1000)
  .refine((text) => {
    try {
      const list: unknown = JSON.parse(text);
      return (
        Array.isArray(list) &&
        list.length <= 20 &&
        list.every((key) => typeof key === 'string' && /^[a-z0-9-]{1,40}$/.test(key))
      );
    } catch {
      return false;
    }
  }, 'a JSON list of ingredient keys');
export const PREFERENCE_KEYS = [
  'larder-theme',
  'larder-tour-seen',
  'larder-staples-off',
  'larder-volume-units',
  'larder-bar-kitchen',
] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];
export const preferenceValueSchemas = {
  'larder-theme': themePreferenceSchema,
  'larder-tour-seen': z.literal('1'),
  'larder-staples-off': staplesOffPreferenceSchema,
  'larder-volume-units': z.enum(['ml', 'oz']),
  'larder-bar-kitchen': z.enum(['on', 'off']),
} as const satisfies Record<PreferenceKey, z.ZodType<string>>;
export const preferencesSchema = z.strictObject({
  'larder-theme': preferenceValueSchemas['larder-theme'].optional(),
  'larder-tour-seen': preferenceValueSchemas['larder-tour-seen'].optional(),
  'larder-staples-off': preferenceValueSchemas['larder-staples-off'].optional(),
  'larder-volume-units': preferenceValueSchemas['larder-volume-units'].optional(),
  'larder-bar-kitchen': preferenceValueSchemas['larder-bar-kitchen'].optional(),
});
export type StoredPreferences = z.infer<typeof preferencesSchema>;
export const preferenceChangeSchema = z.discriminatedUnion('key', [
  z.strictObject({ key: z.literal('larder-theme'), value: preferenceValueSchemas['larder-theme'] }),
  z.strictObject({
    key: z.literal('larder-tour-seen'),
    value: preferenceValueSchemas['larder-tour-seen'],
  }),
  z.strictObject({
    key: z.literal('larder-staples-off'),
    value: preferenceValueSchemas['larder-staples-off'],
  }),
  z.strictObject({
    key: z.literal('larder-volume-units'),
    value: preferenceValueSchemas['larder-volume-units'],
  }),
  z.strictObject({
    key: z.literal('larder-bar-kitchen'),
    value: preferenceValueSchemas['larder-bar-kitchen'],
  }),
]);
export type PreferenceChange = z.infer<typeof preferenceChangeSchema>;

/** Request (tuple of arguments after the event) and response schema of every channel. */
export const CONTRACT = {
  [CHANNELS.appInfo]: { request: empty, response: appInfoSchema },
  [CHANNELS.kitchenGet]: { request: empty, response: kitchenStateSchema.nullable() },
  [CHANNELS.kitchenSet]: { request: kitchenStateSchema.nullable(), response: z.undefined() },
  [CHANNELS.authGetItem]: {
    request: z.strictObject({ key: authKeySchema }),
    response: z.string().nullable(),
  },
  [CHANNELS.authSetItem]: {
    request: z.strictObject({ key: authKeySchema, value: z.string().max(MAX_IPC_PAYLOAD_BYTES) }),
    response: z.undefined(),
  },
  [CHANNELS.authRemoveItem]: {
    request: z.strictObject({ key: authKeySchema }),
    response: z.undefined(),
  },
  [CHANNELS.storageStatus]: { request: empty, response: storageStatusSchema },
  [CHANNELS.consentToPlainText]: {
    request: z.strictObject({ consent: z.boolean() }),
    response: storageStatusSchema,
  },
  [CHANNELS.openExternal]: {
    request: z.strictObject({ url: z.string().min(1).max(4096) }),
    response: z.undefined(),
  },
  [CHANNELS.startOAuth]: { request: startOAuthRequestSchema, response: startOAuthResponseSchema },
  [CHANNELS.scrapeFetch]: { request: scrapeRequestSchema, response: scrapeResponseSchema },
  [CHANNELS.backendInfo]: { request: empty, response: backendInfoSchema },
  [CHANNELS.settingsGet]: { request: empty, response: desktopSettingsSchema },
  [CHANNELS.settingsSet]: { request: desktopSettingsSchema, response: desktopSettingsSchema },
  [CHANNELS.preferencesGet]: { request: empty, response: preferencesSchema },
  [CHANNELS.preferencesSet]: { request: preferenceChangeSchema, response: z.undefined() },
  [CHANNELS.guestDataGet]: {
    request: z.strictObject({ key: guestDataKeySchema }),
    response: z.string().nullable(),
  },
  [CHANNELS.guestDataSet]: {
    request: z.strictObject({ key: guestDataKeySchema, value: guestDataValueSchema }),
    response: z.undefined(),
  },
  [CHANNELS.guestDataRemove]: {
    request: z.strictObject({ key: guestDataKeySchema }),
    response: z.undefined(),
  },
} as const satisfies Record<
  (typeof CHANNELS)[keyof typeof CHANNELS],
  { request: z.ZodType; response: z.ZodType }
>;

export type ContractChannel = keyof typeof CONTRACT;
export type RequestOf<C extends ContractChannel> = z.infer<(typeof CONTRACT)[C]['request']>;
export type ResponseOf<C extends ContractChannel> = z.infer<(typeof CONTRACT)[C]['response']>;

/** Errors cross IPC as plain messages; main prefixes them so the renderer can tell them apart. */
export const IPC_ERROR_CODES = [
  'refused-sender',
  'too-large',
  'invalid-request',
  'encryption-unavailable',
  'scrape-failed',
  'failed',
] as const;
export type IpcErrorCode = (typeof IPC_ERROR_CODES)[number];

/** `window.larder` in the desktop app: one small frozen object. */
export interface LarderBridge {
  readonly isDesktop: true;
  appInfo(): Promise<AppInfo>;
  readonly kitchen: {
    get(): Promise<StoredKitchenState | null>;
    /** `null` clears the stored kitchen. */
    set(state: StoredKitchenState | null): Promise<void>;
  };
  /** Shaped for supabase-js `createClient(url, key, { auth: { storage } })`. */
  readonly authStorage: {
    getItem(key: string): Promise<string | null>;
    setItem(key: string, value: string): Promise<void>;
    removeItem(key: string): Promise<void>;
  };
  readonly storage: {
    status(): Promise<StorageStatus>;
    consentToPlainText(consent: boolean): Promise<StorageStatus>;
    /** A store file that could not be read was moved aside. Returns an unsubscribe function. */
    onProblem(listener: (problem: StorageProblem) => void): () => void;
  };
  /** Opens an https: link in the system browser. */
  openExternal(url: string): Promise<void>;
  readonly auth: {
    /** Records a pending sign-in and opens the authorize URL in the system browser. */
    startOAuth(authorizeUrl: string): Promise<StartOAuthResponse>;
    /** `larder://auth/callback` arrived for a pending sign-in. Returns an unsubscribe function. */
    onCallback(listener: (callback: AuthCallback) => void): () => void;
  };
  /** Fetches a recipe page in main (no CORS) with the safe fetcher. */
  scrapeFetch(url: string): Promise<ScrapeResponse>;
  backendInfo(): Promise<BackendInfo>;
  /** Desktop settings (the embedded backend); changes apply at the next start. */
  readonly settings: {
    get(): Promise<DesktopSettings>;
    set(change: DesktopSettings): Promise<DesktopSettings>;
  };
  /** Theme and tutorial-seen, kept by main (read once at start-up; never in localStorage). */
  readonly preferences: {
    get(): Promise<StoredPreferences>;
    /** Only the whitelisted keys and values; anything else is refused. */
    set(key: PreferenceKey, value: string): Promise<void>;
  };
  /**
   * A guest's other data (`larder-<name>` keys, JSON values), encrypted in main like the kitchen.
   * Shaped like `platform.storage`, which uses it on desktop.
   */
  readonly guestData: {
    getItem(key: string): Promise<string | null>;
    setItem(key: string, value: string): Promise<void>;
    removeItem(key: string): Promise<void>;
  };
}

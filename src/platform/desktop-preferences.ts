import type { LarderBridge, PreferenceKey } from '../../electron/contract';
import type { PlatformPreferences } from './platform';

/**
 * The keys main keeps (electron/contract.ts PREFERENCE_KEYS; a test keeps them equal). The
 * renderer imports only types from the contract, so the list is repeated here.
 */
export const DESKTOP_PREFERENCE_KEYS: readonly PreferenceKey[] = [
  'larder-theme',
  'larder-tour-seen',
  'larder-staples-off',
  'larder-volume-units',
  'larder-bar-kitchen',
];

function isStoredKey(key: string): key is PreferenceKey {
  return (DESKTOP_PREFERENCE_KEYS as readonly string[]).includes(key);
}

export interface DesktopPreferences extends PlatformPreferences {
  /** Settles once the stored preferences are loaded from main (never rejects). */
  ready: Promise<void>;
}

/**
 * Preferences on desktop: loaded from main once at start-up into memory, so `get` stays
 * synchronous; `set` updates memory at once and main's file in the background. Nothing goes to
 * localStorage. Keys main does not keep live in memory for this run only.
 */
export function createDesktopPreferences(
  bridge: LarderBridge,
  log: (message: string, detail?: unknown) => void,
): DesktopPreferences {
  const values = new Map<string, string>();
  /** Set before the stored values arrived: the user's newer choice wins. */
  const changed = new Set<string>();
  const ready = bridge.preferences.get().then(
    (stored) => {
      for (const [key, value] of Object.entries(stored))
        if (typeof value === 'string' && !changed.has(key)) values.set(key, value);
    },
    (error: unknown) => {
      log('Could not load the saved preferences', error);
    },
  );
  return {
    ready,
    get: (key) => values.get(key) ?? null,
    set(key, value) {
      values.set(key, value);
      changed.add(key);
      if (!isStoredKey(key)) return;
      bridge.preferences
        .set(key, value)
        .catch((error: unknown) => log(`Could not save the preference ${key}`, error));
    },
  };
}

/**
 * `<userData>/preferences.json`: the renderer's small preferences (theme, tutorial seen) on
 * desktop, kept by main so nothing is in localStorage. Only whitelisted keys with their allowed
 * values are read or written; the file is read once at start-up and held in memory (the renderer
 * loads it once too, so `platform.preferences.get` stays synchronous), and written atomically.
 *
 * Preferences are not precious: an unreadable, oversized or hand-broken file reads as the
 * defaults, keeping every valid entry it has, and is never fatal.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  PREFERENCE_KEYS,
  preferenceValueSchemas,
  type PreferenceChange,
  type StoredPreferences,
} from './contract.ts';

/** A preferences file larger than this is not read (a handful of short values fit in far less). */
export const MAX_PREFERENCES_FILE_BYTES = 4096;

export interface PreferencesStore {
  all(): StoredPreferences;
  /** `change` is already validated by the IPC layer (preferenceChangeSchema). */
  set(change: PreferenceChange): StoredPreferences;
}

/** Keeps only whitelisted keys whose values are allowed; anything else is dropped. */
export function sanitizePreferences(raw: unknown): StoredPreferences {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const out: Record<string, string> = {};
  for (const key of PREFERENCE_KEYS) {
    const parsed = preferenceValueSchemas[key].safeParse((raw as Record<string, unknown>)[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as StoredPreferences;
}

export function readPreferences(
  filePath: string,
  log: (line: string) => void = (line) => console.warn(line),
): StoredPreferences {
  let text: string;
  try {
    const size = fs.statSync(filePath).size;
    if (size > MAX_PREFERENCES_FILE_BYTES) {
      log(
        `[larder] preferences file is ${size} bytes (over ${MAX_PREFERENCES_FILE_BYTES}); using the defaults`,
      );
      return {};
    }
    text = fs.readFileSync(filePath, 'utf8');
  } catch {
    return {}; // No file yet.
  }
  try {
    return sanitizePreferences(JSON.parse(text));
  } catch {
    log('[larder] preferences file is not valid JSON; using the defaults');
    return {};
  }
}

export function openPreferencesStore(
  filePath: string,
  log: (line: string) => void = (line) => console.warn(line),
): PreferencesStore {
  let current = readPreferences(filePath, log);
  return {
    all: () => ({ ...current }),
    set(change) {
      const next = sanitizePreferences({ ...current, [change.key]: change.value });
      fs.mkdirSync(path.dirname(filePath), { recursive: true });
      const tmp = `${filePath}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(next, null, 2));
      fs.renameSync(tmp, filePath);
      current = next;
      return { ...current };
    },
  };
}

/**
 * The packaged window's index.html with the stored theme already on <html> (served by main
 * through app://, whose CSP forbids the inline pre-paint script), so the first paint is right.
 */
export function withThemeOnHtml(
  html: string,
  theme: StoredPreferences['larder-theme'],
  systemDark: boolean,
): string {
  const dark = theme === 'dark' || ((theme ?? 'system') === 'system' && systemDark);
  const scheme = dark ? 'dark' : 'light';
  return html.replace(/<html\b([^>]*)>/i, (_match, attrs: string) => {
    const kept = attrs.replace(/\s(class|style)="[^"]*"/gi, '');
    return `<html${kept}${dark ? ' class="dark"' : ''} style="color-scheme: ${scheme}">`;
  });
}

import { atom } from 'jotai';
import { platform } from '@/platform';

export type ThemePreference = 'light' | 'dark' | 'system';

/** Must match the key read by the pre-paint script in index.html. */
export const THEME_STORAGE_KEY = 'larder-theme';

/**
 * The spec gives two defaults (light in one place, system in another);
 * Larder follows the system until the user chooses.
 */
export const DEFAULT_THEME: ThemePreference = 'system';

export function parseTheme(value: string | null): ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system' ? value : DEFAULT_THEME;
}

/**
 * The user's choice in this run; until there is one, the stored preference, read on first use
 * (not at import: on desktop the preferences arrive from main before the app renders).
 */
const chosenThemeAtom = atom<ThemePreference | null>(null);

export const themeAtom = atom(
  (get) => get(chosenThemeAtom) ?? parseTheme(platform.preferences.get(THEME_STORAGE_KEY)),
  (_get, set, next: ThemePreference) => {
    set(chosenThemeAtom, next);
    platform.preferences.set(THEME_STORAGE_KEY, next);
  },
);

/** Sets or removes the `dark` class on <html>, as the pre-paint script does. */
export function applyTheme(resolved: 'light' | 'dark'): void {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}

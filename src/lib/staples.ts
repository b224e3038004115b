import { useSyncExternalStore } from 'react';
import { DEFAULT_STAPLE_NAMES, DEFAULT_STAPLES, type IngredientKey } from '@domain';
import { platform } from '@/platform';

/**
 * The pantry staples Larder assumes every kitchen has (salt, pepper, water), and the ones the user
 * turned off. Kept on the device as a preference (by main on desktop); a recipe search sends the
 * ones still on.
 */
export const STAPLES_OFF_KEY = 'larder-staples-off';
const CHANGED = 'larder-staples-changed';

function readOff(): Set<string> {
  try {
    const raw = platform.preferences.get(STAPLES_OFF_KEY);
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    return new Set(Array.isArray(parsed) ? parsed.filter((v) => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The staples assumed present now. */
export function assumedStaples(): IngredientKey[] {
  const off = readOff();
  return DEFAULT_STAPLES.filter((key) => !off.has(key));
}

export function setStapleAssumed(key: IngredientKey, assumed: boolean): void {
  const off = readOff();
  if (assumed) off.delete(key);
  else off.add(key);
  platform.preferences.set(STAPLES_OFF_KEY, JSON.stringify([...off].sort()));
  window.dispatchEvent(new Event(CHANGED));
}

let cached: { text: string; value: IngredientKey[] } | null = null;

function snapshot(): IngredientKey[] {
  const value = assumedStaples();
  const text = value.join(',');
  if (cached?.text !== text) cached = { text, value };
  return cached.value;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STAPLES_OFF_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The staples assumed present, following the setting as it changes. */
export function useAssumedStaples(): readonly IngredientKey[] {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_STAPLES as IngredientKey[]);
}

/**
 * A staple's display name ("black pepper"), lower-case. Staples are always DEFAULT_STAPLES keys,
 * named without loading the whole vocabulary (the kitchen's first load stays small).
 */
export function stapleName(key: IngredientKey): string {
  return DEFAULT_STAPLE_NAMES[key] ?? key.replace(/-/g, ' ');
}

/** "salt", "salt and black pepper", "salt, black pepper and water". */
export function stapleList(keys: readonly IngredientKey[]): string {
  const names = keys.map(stapleName);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

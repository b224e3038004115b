import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { ancestorsOf } from '../ingredients/families.ts';
import { closestIngredient } from '../ingredients/normalise-closest.ts';
import { normaliseIngredient } from '../ingredients/normalise.ts';
import type { KitchenReading, UnknownItem } from './types.ts';

/** Longest kitchen item the matcher reads; longer text is cut (the request limit is 1000). */
const MAX_ITEM_CHARS = 1000;
/** "Did you mean …?" is computed for at most this many unknown items per request. */
export const MAX_SUGGESTED_UNKNOWN = 50;

const KEY_CACHE = new Map<string, IngredientKey | null>();
const KEY_CACHE_LIMIT = 5000;

/** The canonical key for one kitchen item ("Eggs" → egg), memoised; null when unknown. */
export function kitchenItemToKey(item: string): IngredientKey | null {
  const text = item.slice(0, MAX_ITEM_CHARS).trim().toLowerCase();
  if (text === '') return null;
  const cached = KEY_CACHE.get(text);
  if (cached !== undefined) return cached;
  let key: IngredientKey | null;
  try {
    key = normaliseIngredient(text).key;
  } catch {
    key = null;
  }
  if (KEY_CACHE.size >= KEY_CACHE_LIMIT) KEY_CACHE.clear();
  KEY_CACHE.set(text, key);
  return key;
}

function suggestFor(item: string): UnknownItem {
  let suggestion: UnknownItem['suggestion'] = null;
  try {
    const found = closestIngredient(item.slice(0, 100));
    if (found) suggestion = { key: found.key, name: found.name };
  } catch {
    suggestion = null;
  }
  return { item, suggestion };
}

/**
 * Reads raw kitchen items into known keys and the items it could not place. Empty items are
 * ignored; with `suggest`, unknown items get the closest known ingredient (for the first
 * MAX_SUGGESTED_UNKNOWN of them).
 */
export function readKitchen(
  items: readonly string[],
  options: { suggest?: boolean } = {},
): KitchenReading {
  const keys = new Set<IngredientKey>();
  const unknown: UnknownItem[] = [];
  const seenUnknown = new Set<string>();
  for (const item of items) {
    if (typeof item !== 'string' || item.trim() === '') continue;
    const key = kitchenItemToKey(item);
    if (key) {
      keys.add(key);
      continue;
    }
    const shown = item.trim();
    if (seenUnknown.has(shown.toLowerCase())) continue;
    seenUnknown.add(shown.toLowerCase());
    const suggest = options.suggest === true && unknown.length < MAX_SUGGESTED_UNKNOWN;
    unknown.push(suggest ? suggestFor(shown) : { item: shown, suggestion: null });
  }
  return { keys: [...keys].sort(), unknown };
}

const ANCESTORS = new Map<IngredientKey, readonly IngredientKey[]>();

function cachedAncestors(key: IngredientKey): readonly IngredientKey[] {
  let found = ANCESTORS.get(key);
  if (!found) {
    found = ancestorsOf(key);
    ANCESTORS.set(key, found);
  }
  return found;
}

/**
 * Every need the given keys cover, mapped to the key that covers it: each key covers itself and
 * every more general kind above it (cheddar covers cheese and dairy). An exact key wins over a
 * more specific one; among specific ones the alphabetically first wins, so results are stable.
 */
export function coverageOf(
  keys: readonly IngredientKey[],
): ReadonlyMap<IngredientKey, IngredientKey> {
  const covered = new Map<IngredientKey, IngredientKey>();
  const sorted = [...keys].sort();
  for (const key of sorted) covered.set(key, key);
  for (const key of sorted) {
    for (const ancestor of cachedAncestors(key)) {
      if (!covered.has(ancestor)) covered.set(ancestor, key);
    }
  }
  return covered;
}

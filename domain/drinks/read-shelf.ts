import { isIngredientKey } from '../ingredients/canonical.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { readKitchen } from '../matching/read-kitchen.ts';
import type { UnknownItem } from '../matching/types.ts';
import { resolveDrinkIngredient } from './resolve.ts';

/** A bar shelf read into vocabulary keys, and the bottles that could not be placed. */
export interface ShelfReading {
  readonly keys: readonly IngredientKey[];
  readonly unknown: readonly UnknownItem[];
}

/**
 * Reads the bottles of a bar shelf as people name them ("Campari", "Bacardi white rum", "fresh
 * lime juice") or as vocabulary keys ("sweet-vermouth"): a key is taken as it is, a name goes
 * through the bar's reader (resolveDrinkIngredient), and whatever that cannot place through the
 * kitchen's reader, which also suggests the closest known name (with `suggest`). The same reading
 * runs in suggest-recipes-web and in the app offline, so both match the same shelf.
 */
export function readBarShelf(
  items: readonly string[],
  options: { suggest?: boolean } = {},
): ShelfReading {
  const keys = new Set<IngredientKey>();
  const rest: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') continue;
    const text = item.trim();
    if (text === '') continue;
    const key = isIngredientKey(text) ? text : resolveDrinkIngredient(text);
    if (key) keys.add(key);
    else rest.push(text);
  }
  const kitchen = readKitchen(rest, options);
  for (const key of kitchen.keys) keys.add(key);
  return { keys: [...keys].sort(), unknown: kitchen.unknown };
}

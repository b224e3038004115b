import { kitchenItemKey } from './item-key.ts';
import { MAX_RECENT_INGREDIENTS } from './limits.ts';

/**
 * Puts newly added items at the front of the recent list (the last one added
 * first), drops older case-insensitive repeats and keeps at most
 * MAX_RECENT_INGREDIENTS.
 */
export function pushRecentIngredients(
  recent: readonly string[],
  added: readonly string[],
): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const item of [...added].reverse().concat(recent)) {
    const key = kitchenItemKey(item);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length >= MAX_RECENT_INGREDIENTS) break;
  }
  return out;
}

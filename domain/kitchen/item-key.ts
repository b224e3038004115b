/**
 * The identity of a kitchen item for duplicate checks: trimmed, inner
 * whitespace collapsed, lower-cased. "Eggs", " eggs " and "EGGS" are one item.
 */
export type KitchenItemKey = string & { readonly __brand: 'KitchenItemKey' };

export function kitchenItemKey(item: string): KitchenItemKey {
  return item.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en') as KitchenItemKey;
}

export function keySet(items: readonly string[]): Set<KitchenItemKey> {
  return new Set(items.map(kitchenItemKey));
}

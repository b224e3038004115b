import { shelfTabOf, type ShelfTab } from '@domain';
import type { LarderClient } from '@/lib/supabase';
import { parseStoredShelf, type BarShelf } from './shelf-model';
import { bottleKey } from './shelf-vocabulary';

/** What the backend holds for a signed-in user: the names of their bar_inventory rows. */
export type RemoteShelf = readonly string[];

/** Rows per request, so a pasted list of thousands goes in a few calls with short URLs. */
const INSERT_CHUNK = 500;
const DELETE_CHUNK = 100;
const READ_LIMIT = 5000;

const CATEGORY_OF_TAB: Readonly<Record<ShelfTab, string>> = {
  spirits: 'spirit',
  liqueurs: 'liqueur',
  'vermouth-wine': 'wine',
  bitters: 'bitters',
  syrups: 'syrup',
  juices: 'juice',
  mixers: 'mixer',
  garnishes: 'garnish',
};

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The user's shelf (an empty list when they have none yet). Throws on errors. */
export async function loadRemoteShelf(client: LarderClient, userId: string): Promise<RemoteShelf> {
  const { data, error } = await client
    .from('bar_inventory')
    .select('name')
    .eq('user_id', userId)
    .order('name')
    .limit(READ_LIMIT);
  if (error) throw new Error(error.message);
  // The same checks as the device's copy, so a row written elsewhere cannot break the page.
  return parseStoredShelf({ bottles: (data ?? []).map((row) => row.name) }).shelf.bottles;
}

/**
 * The account's shelf, or null when the account has never had one: no bottles and no
 * profiles.bar_shelf_started_at (the database stamps it at the account's first bottle). An empty
 * shelf that was cleared, here or on another device, is an empty list, not null, so a device's
 * guest shelf is carried in only at the account's very first sign-in with a shelf. Throws on errors.
 */
export async function loadAccountShelf(
  client: LarderClient,
  userId: string,
): Promise<RemoteShelf | null> {
  const shelf = await loadRemoteShelf(client, userId);
  if (shelf.length > 0) return shelf;
  const { data, error } = await client
    .from('profiles')
    .select('bar_shelf_started_at')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data?.bar_shelf_started_at ? shelf : null;
}

/**
 * Starts the account's shelf from the device's (the guest shelf at the first sign-in): its
 * bottles are added with insert-or-ignore, so bottles another device added meanwhile stay too.
 * Returns the server's shelf afterwards. Throws on errors (the device's shelf is kept).
 */
export async function createAccountShelf(
  client: LarderClient,
  userId: string,
  local: BarShelf,
): Promise<RemoteShelf> {
  if (local.bottles.length === 0) return loadRemoteShelf(client, userId);
  return pushShelfChanges(client, userId, [], local);
}

export function diffShelf(base: RemoteShelf, next: BarShelf) {
  const before = new Set(base);
  const after = new Set(next.bottles);
  return {
    added: next.bottles.filter((name) => !before.has(name)),
    removed: base.filter((name) => !after.has(name)),
  };
}

/**
 * Sends what changed as atomic row operations: added names are inserted with "on conflict do
 * nothing" (another device may have added them), removed names deleted by name. Two devices'
 * changes therefore both survive. Returns the server's shelf afterwards; throws on errors (the
 * caller keeps its local state and retries).
 */
export async function pushShelfChanges(
  client: LarderClient,
  userId: string,
  base: RemoteShelf,
  next: BarShelf,
): Promise<RemoteShelf> {
  const { added, removed } = diffShelf(base, next);
  for (const part of chunks(added, INSERT_CHUNK)) {
    const rows = part.map((name) => {
      const key = bottleKey(name);
      return {
        user_id: userId,
        name,
        ingredient_key: key,
        category: key ? CATEGORY_OF_TAB[shelfTabOf(key)] : 'other',
      };
    });
    const { error } = await client
      .from('bar_inventory')
      .upsert(rows, { onConflict: 'user_id,name', ignoreDuplicates: true });
    if (error) throw new Error(error.message);
  }
  for (const part of chunks(removed, DELETE_CHUNK)) {
    const { error } = await client
      .from('bar_inventory')
      .delete()
      .eq('user_id', userId)
      .in('name', part);
    if (error) throw new Error(error.message);
  }
  return loadRemoteShelf(client, userId);
}

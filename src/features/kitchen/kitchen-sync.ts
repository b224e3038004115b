import type { LarderClient } from '@/lib/supabase';
import { parseStoredKitchen, type KitchenState, type Template } from '@domain';

/** What the backend holds for a signed-in user (spec §3 user_ingredients). */
export interface RemoteKitchen {
  ingredients: string[];
  templates: Template[];
}

export const KITCHEN_SYNC_TEXTS = {
  saveFailedTitle: 'Error',
  saveFailed: "Your kitchen couldn't be saved. Your changes are kept here and we'll keep trying.",
  loadFailedTitle: 'Error',
  loadFailed: "Your saved kitchen couldn't be loaded. Showing the kitchen on this device for now.",
  saved: 'Your kitchen is saved again.',
} as const;

/** Validates a row from the backend with the same rules as the device's copy. */
function toRemote(row: { ingredients?: unknown; templates?: unknown }): RemoteKitchen {
  const { state } = parseStoredKitchen({
    ingredients: row.ingredients ?? [],
    templates: row.templates ?? [],
    recentIngredients: [],
  });
  return { ingredients: state.ingredients, templates: state.templates };
}

/** The user's kitchen, or null when there is no record yet. Throws on errors. */
export async function loadRemoteKitchen(
  client: LarderClient,
  userId: string,
): Promise<RemoteKitchen | null> {
  const { data, error } = await client
    .from('user_ingredients')
    .select('ingredients, templates')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data ? toRemote(data as Record<string, unknown>) : null;
}

/** Creates the record from the device's list (or empty); a record made meanwhile is loaded instead. */
export async function createRemoteKitchen(
  client: LarderClient,
  userId: string,
  local: KitchenState,
): Promise<RemoteKitchen> {
  const { data, error } = await client
    .from('user_ingredients')
    .insert({ user_id: userId, ingredients: local.ingredients, templates: local.templates })
    .select('ingredients, templates')
    .single();
  if (!error && data) return toRemote(data as Record<string, unknown>);
  const existing = await loadRemoteKitchen(client, userId);
  if (existing) return existing;
  throw new Error(error?.message ?? 'Could not create the kitchen');
}

/** Same items, whatever the order (the server and the device may sort ties differently). */
const sameList = (a: readonly string[], b: readonly string[]) => {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((item) => set.has(item));
};

export function sameTemplates(a: readonly Template[], b: readonly Template[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Additions and removals from the last known server list to the local one. */
export function diffIngredients(base: readonly string[], next: readonly string[]) {
  const before = new Set(base);
  const after = new Set(next);
  return {
    added: next.filter((item) => !before.has(item)),
    removed: base.filter((item) => !after.has(item)),
  };
}

export function hasChanges(base: RemoteKitchen, next: KitchenState): boolean {
  return (
    !sameList(base.ingredients, next.ingredients) || !sameTemplates(base.templates, next.templates)
  );
}

/**
 * Sends local changes through the atomic RPCs (no lost updates: two tabs'
 * additions both survive) and the templates per user. Returns the server's
 * kitchen afterwards. Throws on errors; the caller keeps its local state.
 */
export async function pushKitchenChanges(
  client: LarderClient,
  userId: string,
  base: RemoteKitchen,
  next: KitchenState,
): Promise<RemoteKitchen> {
  const { added, removed } = diffIngredients(base.ingredients, next.ingredients);
  let latest: RemoteKitchen | null = null;
  if (added.length > 0) {
    const { data, error } = await client.rpc('add_kitchen_ingredients', { items: added });
    if (error) throw new Error(error.message);
    latest = toRemote(data as Record<string, unknown>);
  }
  if (removed.length > 0) {
    const { data, error } = await client.rpc('remove_kitchen_ingredients', { items: removed });
    if (error) throw new Error(error.message);
    latest = toRemote(data as Record<string, unknown>);
  }
  if (!sameTemplates(base.templates, next.templates)) {
    const { data, error } = await client
      .from('user_ingredients')
      .update({ templates: next.templates })
      .eq('user_id', userId)
      .select('ingredients, templates')
      .maybeSingle();
    if (error) throw new Error(error.message);
    if (data) latest = toRemote(data as Record<string, unknown>);
  }
  return latest ?? (await loadRemoteKitchen(client, userId)) ?? base;
}

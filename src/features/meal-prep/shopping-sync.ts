import { atom } from 'jotai';
import type { LarderClient } from '@/lib/supabase';
import type { PlatformStorage } from '@/platform';
import { writeSanitizedJson } from '@/lib/sanitized-storage';
import { isIsoDate, mondayOf } from '@domain';

/** Device-storage key of a guest's ticked shopping items (the encrypted store on desktop). */
export const GUEST_SHOPPING_KEY = 'larder-shopping-list';

/** Ticked item keys per week (the week's Monday). */
export interface ShoppingChecks {
  readonly weeks: Readonly<Record<string, readonly string[]>>;
}

export const EMPTY_CHECKS: ShoppingChecks = { weeks: {} };
export const shoppingChecksAtom = atom<ShoppingChecks>(EMPTY_CHECKS);
export const shoppingStatusAtom = atom<'loading' | 'ready'>('loading');

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_WEEKS = 60;
const MAX_ITEMS = 500;

/** Validates stored or fetched checks; bad weeks and keys are dropped with a warning. */
export function parseChecks(json: unknown): ShoppingChecks {
  const weeks: Record<string, string[]> = {};
  const raw = (json as { weeks?: unknown } | null)?.weeks;
  if (typeof raw !== 'object' || raw === null) {
    if (json !== null && json !== undefined)
      console.warn('Ignoring the saved shopping list: it is not a list.');
    return EMPTY_CHECKS;
  }
  for (const [week, keys] of Object.entries(raw).slice(-MAX_WEEKS)) {
    if (!isIsoDate(week) || mondayOf(week) !== week || !Array.isArray(keys)) {
      console.warn(`Saved shopping list: dropped week ${week.slice(0, 20)}`);
      continue;
    }
    weeks[week] = [
      ...new Set(keys.filter((k): k is string => typeof k === 'string' && KEY.test(k))),
    ].slice(0, MAX_ITEMS);
  }
  return { weeks };
}

export async function loadGuestChecks(storage: PlatformStorage): Promise<ShoppingChecks> {
  try {
    const raw = await storage.getItem(GUEST_SHOPPING_KEY);
    return raw === null ? EMPTY_CHECKS : parseChecks(JSON.parse(raw));
  } catch (error) {
    console.warn('Ignoring the saved shopping list: it could not be read.', error);
    return EMPTY_CHECKS;
  }
}

export async function saveGuestChecks(
  storage: PlatformStorage,
  checks: ShoppingChecks,
): Promise<void> {
  try {
    await writeSanitizedJson(storage, GUEST_SHOPPING_KEY, checks);
  } catch (error) {
    console.warn('Could not save the shopping list on this device.', error);
  }
}

export async function loadRemoteChecks(
  client: LarderClient,
  userId: string,
): Promise<ShoppingChecks> {
  const { data, error } = await client
    .from('shopping_list_checks')
    .select('week_start, item_key')
    .eq('user_id', userId)
    .limit(10_000);
  if (error) throw new Error(error.message);
  const weeks: Record<string, string[]> = {};
  for (const row of data ?? []) (weeks[row.week_start] ??= []).push(row.item_key);
  return parseChecks({ weeks });
}

function pairs(checks: ShoppingChecks): Set<string> {
  const out = new Set<string>();
  for (const [week, keys] of Object.entries(checks.weeks))
    for (const key of keys) out.add(`${week}|${key}`);
  return out;
}

export function checksChanged(base: ShoppingChecks, next: ShoppingChecks): boolean {
  const a = pairs(base);
  const b = pairs(next);
  return a.size !== b.size || [...a].some((p) => !b.has(p));
}

/** Ticks are inserted and unticks deleted one row each, so devices never undo each other. */
export async function pushChecks(
  client: LarderClient,
  userId: string,
  base: ShoppingChecks,
  next: ShoppingChecks,
): Promise<ShoppingChecks> {
  const before = pairs(base);
  const after = pairs(next);
  const added = [...after]
    .filter((p) => !before.has(p))
    .map((p) => p.split('|') as [string, string]);
  const removed = [...before]
    .filter((p) => !after.has(p))
    .map((p) => p.split('|') as [string, string]);
  if (added.length > 0) {
    const { error } = await client.from('shopping_list_checks').upsert(
      added.map(([week_start, item_key]) => ({ user_id: userId, week_start, item_key })),
      { onConflict: 'user_id,week_start,item_key', ignoreDuplicates: true },
    );
    if (error) throw new Error(error.message);
  }
  for (const [week, key] of removed) {
    const { error } = await client
      .from('shopping_list_checks')
      .delete()
      .eq('user_id', userId)
      .eq('week_start', week)
      .eq('item_key', key);
    if (error) throw new Error(error.message);
  }
  return loadRemoteChecks(client, userId);
}

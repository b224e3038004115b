import type { LarderClient } from '@/lib/supabase';
import { parsePlanEntry, type MealPlan, type PlanEntry } from '@domain';

export const PLAN_SYNC_TEXTS = {
  saveFailedTitle: 'Error',
  saveFailed: "Your meal plan couldn't be saved. Your changes are kept here and we'll keep trying.",
  loadFailedTitle: 'Error',
  loadFailed: "Your saved meal plan couldn't be loaded. Showing the plan on this device for now.",
  saved: 'Your meal plan is saved again.',
} as const;

const COLUMNS =
  'id, plan_date, meal_slot, kind, ref, saved_recipe_id, title, servings, locked, position, reason, leftover_of';

interface PlanRow {
  id: string;
  plan_date: string;
  meal_slot: string;
  kind: string;
  ref: string | null;
  saved_recipe_id: string | null;
  title: string;
  servings: number;
  locked: boolean;
  position: number;
  reason: string | null;
  leftover_of: string | null;
}

/** A row as an entry (a saved recipe's id travels as the entry's ref); bad rows are skipped. */
export function rowToEntry(row: PlanRow): PlanEntry | null {
  const parsed = parsePlanEntry({
    id: row.id,
    date: row.plan_date,
    slot: row.meal_slot,
    kind: row.kind,
    ref: row.kind === 'saved' ? row.saved_recipe_id : row.ref,
    title: row.title,
    servings: row.servings,
    locked: row.locked,
    position: row.position,
    reason: row.reason ?? undefined,
    leftoverOf: row.leftover_of ?? undefined,
  });
  if ('error' in parsed) {
    console.warn(`Skipping a meal plan row: ${parsed.error}`);
    return null;
  }
  return parsed.entry;
}

function entryToRow(entry: PlanEntry, userId: string) {
  return {
    id: entry.id,
    user_id: userId,
    plan_date: entry.date,
    meal_slot: entry.slot,
    kind: entry.kind,
    ref: entry.kind === 'recipe' || entry.kind === 'drink' ? entry.ref : null,
    saved_recipe_id: entry.kind === 'saved' ? entry.ref : null,
    title: entry.title,
    servings: entry.servings,
    locked: entry.locked,
    position: entry.position,
    reason: entry.reason ?? null,
    leftover_of: entry.leftoverOf ?? null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's plan rows (every week), or throws. */
export async function loadRemotePlan(client: LarderClient, userId: string): Promise<MealPlan> {
  const { data, error } = await client
    .from('meal_plans')
    .select(COLUMNS)
    .eq('user_id', userId)
    .order('plan_date')
    .limit(5000);
  if (error) throw new Error(error.message);
  return {
    entries: ((data ?? []) as PlanRow[]).map(rowToEntry).filter((e): e is PlanEntry => e !== null),
  };
}

/** First sign-in on this device: the device's plan joins the account's (entries with uuids only). */
export async function createRemotePlan(
  client: LarderClient,
  userId: string,
  local: MealPlan,
): Promise<MealPlan> {
  const rows = local.entries.filter((e) => UUID.test(e.id)).map((e) => entryToRow(e, userId));
  // Leftover links first point nowhere; they are set once both rows exist.
  if (rows.length > 0) {
    const { error } = await client.from('meal_plans').upsert(
      rows.map((r) => ({ ...r, leftover_of: null })),
      { onConflict: 'id', ignoreDuplicates: true },
    );
    if (error) throw new Error(error.message);
    for (const row of rows.filter((r) => r.leftover_of)) {
      await client.from('meal_plans').update({ leftover_of: row.leftover_of }).eq('id', row.id);
    }
  }
  return loadRemotePlan(client, userId);
}

const same = (a: PlanEntry, b: PlanEntry) => JSON.stringify(a) === JSON.stringify(b);

export function diffPlans(base: MealPlan, next: MealPlan) {
  const before = new Map(base.entries.map((e) => [e.id, e]));
  const after = new Map(next.entries.map((e) => [e.id, e]));
  return {
    added: next.entries.filter((e) => !before.has(e.id)),
    changed: next.entries.filter((e) => {
      const old = before.get(e.id);
      return old !== undefined && !same(old, e);
    }),
    removed: base.entries.filter((e) => !after.has(e.id)),
  };
}

export function planHasChanges(base: MealPlan, next: MealPlan): boolean {
  const { added, changed, removed } = diffPlans(base, next);
  return added.length + changed.length + removed.length > 0;
}

/**
 * Sends what changed, one row at a time (each insert, update and delete is atomic), so another
 * device's edits to other entries survive. Returns the server's plan afterwards; throws on errors.
 */
export async function pushPlanChanges(
  client: LarderClient,
  userId: string,
  base: MealPlan,
  next: MealPlan,
): Promise<MealPlan> {
  const { added, changed, removed } = diffPlans(base, next);
  if (removed.length > 0) {
    const { error } = await client
      .from('meal_plans')
      .delete()
      .in(
        'id',
        removed.map((e) => e.id),
      );
    if (error) throw new Error(error.message);
  }
  if (added.length > 0) {
    const rows = added.map((e) => entryToRow(e, userId));
    // Cooked entries before the leftovers that point at them.
    rows.sort((a, b) => Number(a.leftover_of !== null) - Number(b.leftover_of !== null));
    const { error } = await client.from('meal_plans').insert(rows);
    if (error) throw new Error(error.message);
  }
  for (const entry of changed) {
    const { id: _id, user_id: _user, ...fields } = entryToRow(entry, userId);
    const { error } = await client.from('meal_plans').update(fields).eq('id', entry.id);
    if (error) throw new Error(error.message);
  }
  return loadRemotePlan(client, userId);
}

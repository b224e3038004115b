import type { LarderClient } from '@/lib/supabase';
import { FOOD_NUTRIENTS, parseDiaryEntry, type DiaryEntry, type NutrientKey } from '@domain';

/** The columns read back for an entry. */
const COLUMNS = [
  'id',
  'logged_on',
  'meal_slot',
  'food_name',
  'entry_kind',
  'food_ndb',
  'recipe_slug',
  'saved_recipe_id',
  'product_code',
  'grams',
  'servings',
  'amount_label',
  'incomplete_nutrients',
  'created_at',
  ...FOOD_NUTRIENTS.map((n) => n.column),
].join(', ');

const PAGE = 1000;

type Row = Record<string, unknown>;

const numOrNull = (v: unknown): number | null => {
  if (v === null || v === undefined) return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
};

/** A server row as an entry (validated like the device's copy); null when it is unreadable. */
export function entryFromRow(row: Row): DiaryEntry | null {
  const nutrients: Record<string, number | null> = {};
  for (const n of FOOD_NUTRIENTS) nutrients[n.key] = numOrNull(row[n.column]);
  return parseDiaryEntry({
    id: row.id,
    date: row.logged_on,
    meal: row.meal_slot,
    name: row.food_name,
    kind: row.entry_kind,
    foodNdb: row.food_ndb ?? null,
    recipeSlug: row.recipe_slug ?? null,
    savedRecipeId: row.saved_recipe_id ?? null,
    productCode: row.product_code ?? null,
    grams: numOrNull(row.grams),
    servings: numOrNull(row.servings),
    amountLabel: row.amount_label ?? '',
    nutrients,
    incomplete: Array.isArray(row.incomplete_nutrients) ? row.incomplete_nutrients : [],
    createdAt: row.created_at,
  });
}

export function rowFromEntry(entry: DiaryEntry, userId: string): Row {
  const row: Row = {
    id: entry.id,
    user_id: userId,
    logged_on: entry.date,
    meal_slot: entry.meal,
    food_name: entry.name,
    entry_kind: entry.kind,
    food_ndb: entry.foodNdb,
    recipe_slug: entry.recipeSlug,
    saved_recipe_id: entry.savedRecipeId,
    product_code: entry.productCode,
    grams: entry.grams,
    servings: entry.servings,
    amount_label: entry.amountLabel,
    incomplete_nutrients: [...entry.incomplete],
    created_at: entry.createdAt,
  };
  for (const n of FOOD_NUTRIENTS) row[n.column] = entry.nutrients[n.key as NutrientKey];
  return row;
}

/** All of the user's entries (in pages). Throws on errors. */
export async function loadRemoteDiary(client: LarderClient, userId: string): Promise<DiaryEntry[]> {
  const out: DiaryEntry[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client
      .from('nutrition_logs')
      .select(COLUMNS)
      .eq('user_id', userId)
      .order('logged_on')
      .order('created_at')
      .order('id')
      .range(from, from + PAGE - 1);
    if (error) throw new Error(error.message);
    const rows = (data ?? []) as unknown as Row[];
    for (const row of rows) {
      const entry = entryFromRow(row);
      if (entry) out.push(entry);
      else console.warn('Ignoring an unreadable diary row', row.id);
    }
    if (rows.length < PAGE) return out;
  }
}

/**
 * The account's diary, or null when the account has never had one: no rows and no
 * profiles.nutrition_diary_started_at (the database stamps it at the first entry). A diary emptied
 * on another device is an empty list, not null, so a device's guest diary is carried in only at the
 * account's very first sign-in with a diary (the bar shelf's rule). Throws on errors.
 */
export async function loadAccountDiary(
  client: LarderClient,
  userId: string,
): Promise<DiaryEntry[] | null> {
  const entries = await loadRemoteDiary(client, userId);
  if (entries.length > 0) return entries;
  const { data, error } = await client
    .from('profiles')
    .select('nutrition_diary_started_at')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data?.nutrition_diary_started_at ? entries : null;
}

/** Rows per insert when a guest diary is carried in. */
const CARRY_CHUNK = 500;

/**
 * Starts the account's diary from the device's guest diary: its entries are inserted with
 * insert-or-ignore on their ids, so running twice (two tabs, a retry after a lost answer) adds
 * nothing twice and entries another device added meanwhile stay. Returns the server's diary and
 * whether every guest entry is in it (only then may the device's copy be cleared). Throws on errors.
 */
export async function createAccountDiary(
  client: LarderClient,
  userId: string,
  local: readonly DiaryEntry[],
): Promise<{ entries: DiaryEntry[]; carried: boolean }> {
  for (let i = 0; i < local.length; i += CARRY_CHUNK) {
    const rows = local.slice(i, i + CARRY_CHUNK).map((e) => rowFromEntry(e, userId));
    const { error } = await client
      .from('nutrition_logs')
      .upsert(rows as never, { onConflict: 'id', ignoreDuplicates: true });
    if (error) throw new Error(error.message);
  }
  const entries = await loadRemoteDiary(client, userId);
  const ids = new Set(entries.map((e) => e.id));
  return { entries, carried: local.every((e) => ids.has(e.id)) };
}

/**
 * Carries a guest diary into an account that has never had one (the first sign-in), then clears
 * the device's copy with `clearDevice` once every entry is in the account. A failed carry throws
 * and keeps the device's copy; the next sign-in or refresh tries again without duplicates.
 */
export async function carryGuestDiary(
  client: LarderClient,
  userId: string,
  local: readonly DiaryEntry[],
  clearDevice: () => Promise<void>,
): Promise<DiaryEntry[]> {
  const { entries, carried } = await createAccountDiary(client, userId, local);
  if (carried && local.length > 0) {
    try {
      await clearDevice();
    } catch (error) {
      console.warn('The guest diary is in the account but could not be cleared here.', error);
    }
  } else if (!carried) {
    console.warn('Some guest diary entries could not be carried into the account; kept here.');
  }
  return entries;
}

const same = (a: DiaryEntry, b: DiaryEntry) => JSON.stringify(a) === JSON.stringify(b);

export function diffDiary(base: readonly DiaryEntry[], next: readonly DiaryEntry[]) {
  const before = new Map(base.map((e) => [e.id, e]));
  const after = new Map(next.map((e) => [e.id, e]));
  return {
    added: next.filter((e) => !before.has(e.id)),
    changed: next.filter((e) => {
      const old = before.get(e.id);
      return old !== undefined && !same(old, e);
    }),
    removed: base.filter((e) => !after.has(e.id)).map((e) => e.id),
  };
}

export function diaryHasChanges(base: readonly DiaryEntry[], next: readonly DiaryEntry[]): boolean {
  const d = diffDiary(base, next);
  return d.added.length + d.changed.length + d.removed.length > 0;
}

/**
 * Sends what changed as row writes, each atomic on its own (an insert of the new entries, one
 * update per edited entry, one delete of the removed ones), so two devices' entries both survive.
 * Returns the server's diary afterwards. Throws on errors; the caller keeps its local state.
 */
export async function pushDiaryChanges(
  client: LarderClient,
  userId: string,
  base: readonly DiaryEntry[],
  next: readonly DiaryEntry[],
): Promise<DiaryEntry[]> {
  const { added, changed, removed } = diffDiary(base, next);
  if (added.length > 0) {
    // upsert on id: a retry after a lost answer does not fail on the rows it already wrote.
    const { error } = await client
      .from('nutrition_logs')
      .upsert(added.map((e) => rowFromEntry(e, userId)) as never, { onConflict: 'id' });
    if (error) throw new Error(error.message);
  }
  for (const entry of changed) {
    const {
      id: _id,
      user_id: _user,
      created_at: _created,
      ...fields
    } = rowFromEntry(entry, userId);
    const { error } = await client
      .from('nutrition_logs')
      .update(fields as never)
      .eq('id', entry.id);
    if (error) throw new Error(error.message);
  }
  if (removed.length > 0) {
    const { error } = await client.from('nutrition_logs').delete().in('id', removed);
    if (error) throw new Error(error.message);
  }
  return loadRemoteDiary(client, userId);
}

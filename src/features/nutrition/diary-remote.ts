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

import type { LarderClient } from '@/lib/supabase';
import { FOOD_NUTRIENTS, parseStoredGoals, type NutritionGoals } from '@domain';

const COLUMNS = FOOD_NUTRIENTS.map((n) => n.column).join(', ');

function goalsFromRow(row: Record<string, unknown>): NutritionGoals {
  const raw: Record<string, unknown> = {};
  for (const n of FOOD_NUTRIENTS) {
    const v = row[n.column];
    raw[n.key] = v === null || v === undefined ? null : Number(v);
  }
  return parseStoredGoals(raw) ?? (raw as NutritionGoals);
}

function rowFromGoals(goals: NutritionGoals): Record<string, number | null> {
  const row: Record<string, number | null> = {};
  for (const n of FOOD_NUTRIENTS) row[n.column] = goals[n.key];
  return row;
}

/** The user's goals, or null when they have none yet. Throws on errors. */
export async function loadRemoteGoals(
  client: LarderClient,
  userId: string,
): Promise<NutritionGoals | null> {
  const { data, error } = await client
    .from('nutrition_goals')
    .select(COLUMNS)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data ? goalsFromRow(data as unknown as Record<string, unknown>) : null;
}

/** Creates the user's goals from the device's (or loads goals made meanwhile). */
export async function createRemoteGoals(
  client: LarderClient,
  userId: string,
  local: NutritionGoals,
): Promise<NutritionGoals> {
  const { data, error } = await client
    .from('nutrition_goals')
    .insert({ user_id: userId, ...rowFromGoals(local) } as never)
    .select(COLUMNS)
    .single();
  if (!error && data) return goalsFromRow(data as unknown as Record<string, unknown>);
  const existing = await loadRemoteGoals(client, userId);
  if (existing) return existing;
  throw new Error(error?.message ?? 'Could not save the goals');
}

export async function pushGoals(
  client: LarderClient,
  userId: string,
  next: NutritionGoals,
): Promise<NutritionGoals> {
  const { data, error } = await client
    .from('nutrition_goals')
    .update(rowFromGoals(next) as never)
    .eq('user_id', userId)
    .select(COLUMNS)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data
    ? goalsFromRow(data as unknown as Record<string, unknown>)
    : createRemoteGoals(client, userId, next);
}

export const sameGoals = (a: NutritionGoals, b: NutritionGoals) =>
  JSON.stringify(a) === JSON.stringify(b);

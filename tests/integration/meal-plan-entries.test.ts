import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  postgresAvailable,
  type DatabaseKind,
  type TestDatabase,
} from './helpers/schema-db.ts';
import { ids, insertFixtures, runAs } from './helpers/rls-fixtures.ts';

/**
 * The meal-plan entry rules the migration adds, as the app's users meet them: a week saved in one
 * insert with a leftovers note pointing at the dinner cooked for it; a leftovers link only to one's
 * own entry; kinds and refs that must agree; a deleted saved recipe leaving its entry in place
 * ("Recipe removed"), on PGlite and PostgreSQL.
 */
const kinds: DatabaseKind[] = ['pglite', 'postgres'];
const postgresUp = await postgresAvailable();
const A = ids.userA;
const B = ids.userB;
const DINNER = 'aaaaaaaa-9999-4000-8000-000000000001';
const LEFTOVERS = 'aaaaaaaa-9999-4000-8000-000000000002';

describe.each(kinds)('meal plan entries on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind, { schema: true });
    await insertFixtures(t.db);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });
  const skip = kind === 'postgres' && !postgresUp;

  it.skipIf(skip)('a dinner and its leftovers save in one insert', async () => {
    const result = await runAs(
      t.db,
      'userA',
      `insert into public.meal_plans (id, user_id, plan_date, meal_slot, kind, ref, title, servings) values
        ('${DINNER}', '${A}', '2026-11-23', 'dinner', 'recipe', 'shepherd-s-pie', 'Shepherd''s Pie', 4)`,
    );
    expect(result.error).toBeUndefined();
    const both = await runAs(
      t.db,
      'userA',
      `insert into public.meal_plans (id, user_id, plan_date, meal_slot, kind, ref, title, servings, leftover_of) values
        ('${DINNER}', '${A}', '2026-11-23', 'dinner', 'recipe', 'shepherd-s-pie', 'Shepherd''s Pie', 4, null),
        ('${LEFTOVERS}', '${A}', '2026-11-24', 'lunch', 'note', null, 'Leftovers', 2, '${DINNER}')`,
    );
    expect(both).toMatchObject({ rows: 2 });
  });

  it.skipIf(skip)("B cannot point leftovers at A's entry", async () => {
    const result = await runAs(
      t.db,
      'userB',
      `insert into public.meal_plans (user_id, plan_date, kind, title, leftover_of) values ('${B}', '2026-11-24', 'note', 'Leftovers', '${ids.planA}')`,
    );
    expect(result.error).toBe('23503');
  });

  it.skipIf(skip)('kind and ref must agree', async () => {
    for (const [kindValue, ref] of [
      ['drink', 'null'],
      ['note', "'mojito'"],
      ['recipe', "'Not A Slug'"],
      ['dessert', 'null'],
    ]) {
      const result = await runAs(
        t.db,
        'userA',
        `insert into public.meal_plans (user_id, plan_date, kind, ref, title) values ('${A}', '2026-11-24', '${kindValue}', ${ref}, 'X')`,
      );
      expect(result.error, `${kindValue} ${ref}`).toBe('23514');
    }
  });

  it.skipIf(skip)('a deleted saved recipe leaves its entry, unlinked', async () => {
    await t.db.exec(
      `insert into public.meal_plans (id, user_id, plan_date, kind, saved_recipe_id, title) values ('${LEFTOVERS}', '${A}', '2026-11-25', 'saved', '${ids.savedA}', 'Saved by A')`,
    );
    await t.db.exec(`delete from public.saved_recipes where id = '${ids.savedA}'`);
    const row = await t.db.query<{ kind: string; saved_recipe_id: string | null }>(
      `select kind, saved_recipe_id from public.meal_plans where id = '${LEFTOVERS}'`,
    );
    expect(row.rows).toEqual([{ kind: 'saved', saved_recipe_id: null }]);
  });
});

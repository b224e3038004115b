import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYDAY_FOOD_QUERIES } from '../../domain/index.ts';
import {
  FOODS_INDEX_FILE,
  FOODS_SEED_FILE,
  generateFoods,
} from '../../scripts/generate-foods-seed.ts';
import { withClaims } from '../../server/db/claims.ts';
import {
  openTestDatabase,
  postgresAvailable,
  type DatabaseKind,
  type TestDatabase,
} from './helpers/schema-db.ts';
import { actors, ids, insertFixtures, runAs, type Actor } from './helpers/rls-fixtures.ts';

/** Applying every migration (two seeds) can be slow on a busy machine. */
const SETUP_TIMEOUT_MS = 180_000;

/**
 * The food database on PGlite and PostgreSQL: the generated seed is current, public.search_foods
 * puts the everyday food first for the thirty everyday queries (same table as the bundled index),
 * and row-level security: everyone reads foods, no client writes them; the tracker's new columns of
 * nutrition_logs and nutrition_goals stay each user's own.
 */
const kinds: DatabaseKind[] = ['pglite', 'postgres'];
const postgresUp = await postgresAvailable();

type Cell = 'allow' | 'deny';
const expected: Record<string, Record<Actor, Cell>> = {
  'foods select': {
    anon: 'allow',
    userA: 'allow',
    userB: 'allow',
    admin: 'allow',
    service: 'allow',
  },
  'foods insert': { anon: 'deny', userA: 'deny', userB: 'deny', admin: 'deny', service: 'allow' },
  'foods update': { anon: 'deny', userA: 'deny', userB: 'deny', admin: 'deny', service: 'allow' },
  'foods delete': { anon: 'deny', userA: 'deny', userB: 'deny', admin: 'deny', service: 'allow' },
  'nutrition_logs select micros': {
    anon: 'deny',
    userA: 'allow',
    userB: 'deny',
    admin: 'deny',
    service: 'allow',
  },
  'nutrition_logs insert food entry': {
    anon: 'deny',
    userA: 'allow',
    userB: 'deny',
    admin: 'deny',
    service: 'allow',
  },
  'nutrition_logs update micros': {
    anon: 'deny',
    userA: 'allow',
    userB: 'deny',
    admin: 'deny',
    service: 'allow',
  },
  'nutrition_goals update micros': {
    anon: 'deny',
    userA: 'allow',
    userB: 'deny',
    admin: 'deny',
    service: 'allow',
  },
};
const A = ids.userA;
const statements: Record<string, string> = {
  'foods select': `select ndb from public.foods where ndb = '01001'`,
  'foods insert': `insert into public.foods (ndb, name, food_group) values ('99999', 'Matrix food', 'Test')`,
  'foods update': `update public.foods set calories = 1 where ndb = '01001'`,
  'foods delete': `delete from public.foods where ndb = '01001'`,
  'nutrition_logs select micros': `select calcium_mg from public.nutrition_logs where id = '${ids.logA}'`,
  'nutrition_logs insert food entry': `insert into public.nutrition_logs (user_id, food_name, entry_kind, food_ndb, grams, calories, calcium_mg) values ('${A}', 'Butter, salted', 'food', '01001', 10, 71.7, 2.4)`,
  'nutrition_logs update micros': `update public.nutrition_logs set iron_mg = 1 where id = '${ids.logA}'`,
  'nutrition_goals update micros': `update public.nutrition_goals set iron_mg = 18 where id = '${ids.goalsA}'`,
};

it('the committed foods seed and bundled index are what the generator writes from SR26', () => {
  const generated = generateFoods();
  expect(readFileSync(FOODS_SEED_FILE, 'utf8')).toBe(generated.sql);
  expect(readFileSync(FOODS_INDEX_FILE, 'utf8')).toBe(`${generated.index}\n`);
});

describe.each(kinds)('foods on %s', (kind) => {
  const skip = kind === 'postgres' && !postgresUp;
  let t: TestDatabase;

  beforeAll(async () => {
    if (skip) return;
    t = await openTestDatabase(kind, { schema: true });
    await insertFixtures(t.db);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)('holds all 8,463 SR26 foods, NULL (not 0) where SR26 has no value', async () => {
    const { rows } = await t.db.query<{ n: string; no_d: string; mg: unknown }>(
      `select count(*) as n, count(*) filter (where vitamin_d_ug is null) as no_d,
              (select magnesium_mg from public.foods where ndb = '16200') as mg from public.foods`,
    );
    expect(Number(rows[0]?.n)).toBe(8463);
    expect(Number(rows[0]?.no_d)).toBeGreaterThan(1000);
    expect(rows[0]?.mg).toBeNull();
  });

  it.skipIf(skip)(
    'ranks the everyday food first for thirty everyday queries (as anon)',
    async () => {
      const misses: string[] = [];
      await withClaims(t.db, { role: 'anon' }, async (tx) => {
        for (const [query, first] of EVERYDAY_FOOD_QUERIES) {
          const { rows } = await tx.query<{ name: string }>(
            'select name from public.search_foods($1, 5)',
            [query],
          );
          if (!first.test(rows[0]?.name ?? '')) misses.push(`${query} → ${rows[0]?.name}`);
        }
      });
      expect(misses).toEqual([]);
    },
  );

  it.skipIf(skip)(
    'returns nothing for an empty, symbol-only or unknown query, and caps the count',
    async () => {
      await withClaims(t.db, { role: 'anon' }, async (tx) => {
        for (const q of ['', '%%%', 'zzzzqqq', null]) {
          const { rows } = await tx.query('select ndb from public.search_foods($1, 5)', [q]);
          expect(rows).toEqual([]);
        }
        const { rows } = await tx.query('select ndb from public.search_foods($1, 100000)', ['raw']);
        expect(rows).toHaveLength(100);
      });
    },
  );

  for (const [name, cells] of Object.entries(expected)) {
    it.skipIf(skip)(`RLS: ${name}`, async () => {
      const actual: Record<string, Cell> = {};
      for (const actor of actors) {
        const result = await runAs(t.db, actor, statements[name] ?? '');
        actual[actor] = result.error === undefined && result.rows > 0 ? 'allow' : 'deny';
      }
      expect(actual).toEqual(cells);
    });
  }

  it.skipIf(skip)('refuses impossible amounts and dates in the diary', async () => {
    for (const sql of [
      `insert into public.nutrition_logs (user_id, food_name, grams) values ('${A}', 'X', -5)`,
      `insert into public.nutrition_logs (user_id, food_name, grams) values ('${A}', 'X', 0)`,
      `insert into public.nutrition_logs (user_id, food_name, grams) values ('${A}', 'X', 1e9)`,
      `insert into public.nutrition_logs (user_id, food_name, logged_on) values ('${A}', 'X', '3000-01-01')`,
      `insert into public.nutrition_logs (user_id, food_name, entry_kind) values ('${A}', 'X', 'nonsense')`,
    ]) {
      const result = await runAs(t.db, 'userA', sql);
      expect(result.error, sql).toBe('23514');
    }
  });
});

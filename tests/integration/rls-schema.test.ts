import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './helpers/schema-db.ts';

/** Starting a backend (migrations, the recipe seed, sign-ins) can be slow on a busy machine. */
const SETUP_TIMEOUT_MS = 180_000;

/**
 * Conventions of STYLE.md "migrations as the schema", checked on the catalogue the migrations
 * produce (PGlite; the SQL is the same on PostgreSQL): RLS everywhere, an index on every foreign
 * key, timestamps and their trigger, pinned search_path on security definer functions.
 */
const dataTables = [
  'app_settings',
  'bar_inventory',
  'favorites',
  'feedback',
  'meal_plans',
  'nutrition_goals',
  'nutrition_logs',
  'profiles',
  'rate_limits',
  'recipes',
  'saved_recipes',
  'security_events',
  'user_ingredients',
  'user_roles',
];

describe('schema conventions', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase('pglite', { schema: true });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('creates every table of ARCHITECTURE "Data", and RLS is enabled on every public table', async () => {
    const result = await t.db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    );
    expect(result.rows.map((r) => r.relname)).toEqual(expect.arrayContaining(dataTables));
    expect(result.rows.filter((r) => !r.relrowsecurity)).toEqual([]);
  });

  it('indexes every foreign key (as the leading columns of some index)', async () => {
    const result = await t.db.query<{ table: string; columns: string }>(
      `select c.conrelid::regclass::text as table, c.conkey::text as columns
         from pg_constraint c
         join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname in ('public', 'storage')
          and not exists (
            select 1 from pg_index i
             where i.indrelid = c.conrelid
               and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] = c.conkey
          )`,
    );
    expect(result.rows).toEqual([]);
  });

  it('gives every table created_at, and every table with updated_at a trigger that keeps it', async () => {
    const columns = await t.db.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('created_at', 'updated_at')`,
    );
    const has = (table: string, column: string) =>
      columns.rows.some((r) => r.table_name === table && r.column_name === column);
    expect(
      dataTables.filter((table) => !has(table, 'created_at') && table !== 'app_settings'),
    ).toEqual([]);
    // security_events is an append-only log: its rows never change, so it has no updated_at.
    expect(dataTables.filter((table) => !has(table, 'updated_at'))).toEqual(['security_events']);
    const triggers = await t.db.query<{ table: string }>(
      `select tgrelid::regclass::text as table from pg_trigger t join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and p.proname in ('set_updated_at', 'normalise_user_ingredients')`,
    );
    const withTrigger = new Set(triggers.rows.map((r) => r.table.replace(/^public\./, '')));
    expect(
      dataTables.filter((table) => table !== 'security_events' && !withTrigger.has(table)),
    ).toEqual([]);
  });

  it('pins search_path on every security definer function and names every policy as a sentence', async () => {
    const definers = await t.db.query<{ proname: string }>(
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosecdef
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) as c where c like 'search_path=%')`,
    );
    expect(definers.rows).toEqual([]);
    const policies = await t.db.query<{ policyname: string }>(
      `select policyname from pg_policies where schemaname in ('public', 'storage')`,
    );
    expect(policies.rows.length).toBeGreaterThan(40);
    expect(
      policies.rows
        .filter((p) => !/^[A-Z][a-z]+( [a-z]+)* can [a-z ,]+$/.test(p.policyname))
        .map((p) => p.policyname),
    ).toEqual([]);
  });

  it('gives the avatars bucket its limits', async () => {
    const bucket = await t.db.query(
      'select public, file_size_limit::int as limit, allowed_mime_types from storage.buckets where id = $1',
      ['avatars'],
    );
    expect(bucket.rows).toEqual([
      {
        public: true,
        limit: 2 * 1024 * 1024,
        allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
      },
    ]);
  });
});

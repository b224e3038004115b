import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  postgresAvailable,
  type DatabaseKind,
  type TestDatabase,
} from './helpers/schema-db.ts';
import {
  actors,
  ids,
  insertFixtures,
  resetRows,
  runAs,
  type Actor,
  type MatrixUsers,
} from './helpers/rls-fixtures.ts';
import { rpcCalls, tableCases } from './helpers/rls-sql-cases.ts';
import { png, restCell, rpcArgs, storageCell } from './helpers/rls-http-cases.ts';
import { startHttpBackend, type HttpBackend } from './helpers/rls-http-server.ts';

/** Starting a backend (migrations, the recipe seed, sign-ins) can be slow on a busy machine. */
const SETUP_TIMEOUT_MS = 180_000;

/**
 * The row-level security matrix: every table and RPC, every actor, every operation, against one
 * row owned by user A (or a shared row). One expected table, asserted twice per database (PGlite
 * and PostgreSQL):
 * 1. over HTTP with supabase-js against createLocalBackend (real sign-ins, anon and service-role
 *    keys; storage.objects through the Storage API) — the verdict of a write is read back from the
 *    database;
 * 2. at the SQL level through withClaims (`set local role` + request.jwt.claims), each cell in its
 *    own rolled-back transaction, with the SQLSTATE shown on failure.
 * "allow" = the operation took effect / returned the row; "deny" = refused with a privilege or RLS
 * error, or silently matched nothing. Roles and settings are written by admins only through the
 * audited admin functions (admin-area.test.ts); security events are append-only for every API role.
 */
const expectedTables = `
target             op      anon   userA  userB  admin  service
user_ingredients   select  deny   allow  deny   deny   allow
user_ingredients   insert  deny   allow  deny   deny   allow
user_ingredients   update  deny   allow  deny   deny   allow
user_ingredients   delete  deny   allow  deny   deny   allow
user_roles         select  deny   allow  deny   allow  allow
user_roles         insert  deny   deny   deny   deny   allow
user_roles         update  deny   deny   deny   deny   allow
user_roles         delete  deny   deny   deny   deny   allow
profiles           select  deny   allow  deny   allow  allow
profiles           insert  deny   allow  deny   deny   allow
profiles           update  deny   allow  deny   deny   allow
profiles           delete  deny   deny   deny   deny   allow
recipes            select  allow  allow  allow  allow  allow
recipes            insert  deny   deny   deny   allow  allow
recipes            update  deny   deny   deny   allow  allow
recipes            delete  deny   deny   deny   allow  allow
saved_recipes      select  deny   allow  deny   deny   allow
saved_recipes      insert  deny   allow  deny   deny   allow
saved_recipes      update  deny   allow  deny   deny   allow
saved_recipes      delete  deny   allow  deny   deny   allow
favorites          select  deny   allow  deny   deny   allow
favorites          insert  deny   allow  deny   deny   allow
favorites          update  deny   allow  deny   deny   allow
favorites          delete  deny   allow  deny   deny   allow
bar_inventory      select  deny   allow  deny   deny   allow
bar_inventory      insert  deny   allow  deny   deny   allow
bar_inventory      update  deny   allow  deny   deny   allow
bar_inventory      delete  deny   allow  deny   deny   allow
meal_plans         select  deny   allow  deny   deny   allow
meal_plans         insert  deny   allow  deny   deny   allow
meal_plans         update  deny   allow  deny   deny   allow
meal_plans         delete  deny   allow  deny   deny   allow
shopping_list_checks select deny  allow  deny   deny   allow
shopping_list_checks insert deny  allow  deny   deny   allow
shopping_list_checks update deny  allow  deny   deny   allow
shopping_list_checks delete deny  allow  deny   deny   allow
nutrition_logs     select  deny   allow  deny   deny   allow
nutrition_logs     insert  deny   allow  deny   deny   allow
nutrition_logs     update  deny   allow  deny   deny   allow
nutrition_logs     delete  deny   allow  deny   deny   allow
nutrition_goals    select  deny   allow  deny   deny   allow
nutrition_goals    insert  deny   allow  deny   deny   allow
nutrition_goals    update  deny   allow  deny   deny   allow
nutrition_goals    delete  deny   allow  deny   deny   allow
feedback           select  deny   deny   deny   allow  allow
feedback           insert  deny   allow  deny   deny   allow
feedback           update  deny   deny   deny   deny   allow
feedback           delete  deny   deny   deny   allow  allow
security_events    select  deny   deny   deny   allow  allow
security_events    insert  deny   deny   deny   deny   allow
security_events    update  deny   deny   deny   deny   deny
security_events    delete  deny   deny   deny   deny   deny
rate_limits        select  deny   deny   deny   deny   allow
rate_limits        insert  deny   deny   deny   deny   allow
rate_limits        update  deny   deny   deny   deny   allow
rate_limits        delete  deny   deny   deny   deny   allow
app_settings       select  allow  allow  allow  allow  allow
app_settings       insert  deny   deny   deny   deny   allow
app_settings       update  deny   deny   deny   deny   allow
app_settings       delete  deny   deny   deny   deny   allow
storage.objects    select  deny   allow  deny   deny   allow
storage.objects    insert  deny   allow  deny   deny   allow
storage.objects    update  deny   allow  deny   deny   allow
storage.objects    delete  deny   allow  deny   deny   allow
`;

const expectedRpcs = `
rpc                          anon   userA  userB  admin  service
add_kitchen_ingredients      deny   allow  allow  allow  deny
remove_kitchen_ingredients   deny   allow  allow  allow  deny
log_security_event           allow  allow  allow  allow  allow
check_rate_limit_enhanced    allow  allow  allow  allow  allow
has_role                     deny   allow  deny   allow  allow
get_my_role                  allow  allow  allow  allow  allow
sanitize_security_details    deny   deny   deny   deny   deny
sanitize_security_text       deny   deny   deny   deny   deny
handle_new_user              deny   deny   deny   deny   deny
set_updated_at               deny   deny   deny   deny   deny
bar_inventory_mark_shelf_started deny deny deny  deny   deny
nutrition_logs_mark_diary_started deny deny deny deny  deny
`;

type Cell = 'allow' | 'deny';
type Op = 'select' | 'insert' | 'update' | 'delete';

function parseTable(text: string): { key: string[]; cells: Record<Actor, Cell> }[] {
  const lines = text.trim().split('\n').slice(1);
  return lines.map((line) => {
    const parts = line.trim().split(/\s+/);
    const keyParts = parts.slice(0, parts.length - actors.length);
    const cellParts = parts.slice(parts.length - actors.length) as Cell[];
    const cells = Object.fromEntries(actors.map((a, i) => [a, cellParts[i]])) as Record<
      Actor,
      Cell
    >;
    return { key: keyParts, cells };
  });
}

const A = ids.userA;
const tableRows = parseTable(expectedTables);
const rpcRows = parseTable(expectedRpcs);

const kinds: DatabaseKind[] = ['pglite', 'postgres'];
const postgresUp = await postgresAvailable();

describe.each(kinds)('RLS matrix on %s', (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase(kind, { schema: true });
    await insertFixtures(t.db);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(kind === 'postgres' && !postgresUp)(
    'covers every table of ARCHITECTURE "Data" and every operation',
    () => {
      const tables = new Set(tableRows.map((r) => r.key[0]));
      expect([...tables].sort()).toEqual(Object.keys(tableCases).sort());
      for (const table of tables) {
        expect(tableRows.filter((r) => r.key[0] === table).map((r) => r.key[1])).toEqual([
          'select',
          'insert',
          'update',
          'delete',
        ]);
      }
      expect(rpcRows.map((r) => r.key[0]).sort()).toEqual(Object.keys(rpcCalls).sort());
    },
  );

  it.skipIf(kind === 'postgres' && !postgresUp)(
    'enables row level security on every public table',
    async () => {
      const result = await t.db.query<{ relname: string }>(
        `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
      );
      expect(result.rows).toEqual([]);
    },
  );

  for (const row of tableRows) {
    const [table, op] = row.key as [string, Op];
    it.skipIf(kind === 'postgres' && !postgresUp)(`${table} ${op}`, async () => {
      const c = tableCases[table];
      if (!c) throw new Error(`no statements for ${table}`);
      const actual: Record<string, Cell> = {};
      const details: Record<string, string> = {};
      for (const actor of actors) {
        const result = await runAs(
          t.db,
          actor,
          c[op],
          [],
          op === 'insert' ? c.insertPrepare : undefined,
        );
        actual[actor] = !result.error && result.rows > 0 ? 'allow' : 'deny';
        details[actor] = result.error
          ? `${result.error} ${result.message ?? ''}`
          : `${result.rows} rows`;
      }
      expect(actual, JSON.stringify(details)).toEqual(row.cells);
    });
  }

  for (const row of rpcRows) {
    const [fn] = row.key as [string];
    it.skipIf(kind === 'postgres' && !postgresUp)(`rpc ${fn}`, async () => {
      const sql = rpcCalls[fn];
      if (!sql) throw new Error(`no call for ${fn}`);
      const actual: Record<string, Cell> = {};
      const details: Record<string, string> = {};
      for (const actor of actors) {
        const result = await runAs(t.db, actor, sql);
        actual[actor] = result.error ? 'deny' : 'allow';
        details[actor] = result.error
          ? `${result.error} ${result.message ?? ''}`
          : `${result.rows} rows`;
      }
      expect(actual, JSON.stringify(details)).toEqual(row.cells);
    });
  }

  describe('cross-user effects', () => {
    const skip = kind === 'postgres' && !postgresUp;

    it.skipIf(skip)("B's kitchen RPC changes only B's kitchen", async () => {
      const result = await runAs(
        t.db,
        'userB',
        `select user_id, ingredients from public.add_kitchen_ingredients(array['salt'])
         union all select user_id, ingredients from public.user_ingredients where user_id = '${A}'`,
      );
      expect(result.error).toBeUndefined();
      expect(result.rows).toBe(1);
      const a = await t.db.query<{ ingredients: string[] }>(
        `select ingredients from public.user_ingredients where user_id = $1`,
        [A],
      );
      expect(a.rows[0]?.ingredients).toEqual(['eggs', 'flour']);
    });

    it.skipIf(skip)('a user cannot hand their row to someone else', async () => {
      const result = await runAs(
        t.db,
        'userA',
        `update public.saved_recipes set user_id = '${ids.userB}' where id = '${ids.savedA}'`,
      );
      expect(result.error).toBe('42501');
    });

    it.skipIf(skip)("B cannot favourite A's saved recipe", async () => {
      const result = await runAs(
        t.db,
        'userB',
        `insert into public.favorites (user_id, saved_recipe_id) values ('${ids.userB}', '${ids.savedA}')`,
      );
      expect(result.error).toBe('42501');
    });

    it.skipIf(skip)(
      "B cannot link A's saved recipe from a meal plan or a nutrition log",
      async () => {
        const plan = await runAs(
          t.db,
          'userB',
          `insert into public.meal_plans (user_id, plan_date, title, saved_recipe_id) values ('${ids.userB}', '2026-11-24', 'x', '${ids.savedA}')`,
        );
        expect(plan.error).toBe('42501');
        const log = await runAs(
          t.db,
          'userB',
          `insert into public.nutrition_logs (user_id, food_name, saved_recipe_id) values ('${ids.userB}', 'x', '${ids.savedA}')`,
        );
        expect(log.error).toBe('42501');
      },
    );

    it.skipIf(skip)('guests may send feedback only anonymously', async () => {
      expect(
        (await runAs(t.db, 'anon', `insert into public.feedback (message) values ('hi')`)).rows,
      ).toBe(1);
      expect(
        (
          await runAs(
            t.db,
            'anon',
            `insert into public.feedback (user_id, message) values ('${A}', 'hi')`,
          )
        ).error,
      ).toBe('42501');
      expect(
        (
          await runAs(
            t.db,
            'userB',
            `insert into public.feedback (user_id, message) values (null, 'hi')`,
          )
        ).rows,
      ).toBe(1);
    });

    it.skipIf(skip)('B may write avatars only in their own folder', async () => {
      const own = await runAs(
        t.db,
        'userB',
        `insert into storage.objects (bucket_id, name, owner) values ('avatars', '${ids.userB}/me.png', '${ids.userB}')`,
      );
      expect(own).toEqual({ rows: 1 });
      const other = await runAs(
        t.db,
        'userB',
        `update storage.objects set name = '${ids.userB}/stolen.png' where id = '${ids.avatarA}'`,
      );
      expect(other).toEqual({ rows: 0 });
    });

    it.skipIf(skip)('get_my_role answers by the highest role', async () => {
      const role = async (actor: Actor) => {
        const result = await t.db.transaction(async (tx) => {
          const claims =
            actor === 'anon'
              ? { role: 'anon' }
              : { role: 'authenticated', sub: actor === 'admin' ? ids.admin : A };
          await tx.query(
            `select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`,
            [JSON.stringify(claims), claims.role],
          );
          return tx.query<{ role: string | null }>('select public.get_my_role() as role');
        });
        return result.rows[0]?.role;
      };
      expect(await role('anon')).toBeNull();
      expect(await role('userA')).toBe('user');
      expect(await role('admin')).toBe('admin');
    });

    it.skipIf(skip)('log_security_event records the caller, not the claimed user', async () => {
      // The caller cannot read the events table, so check as the owner inside one transaction.
      for (const [actor, expected] of [
        ['anon', null],
        ['userB', ids.userB],
        ['service', A],
      ] as const) {
        const stored = await t.db.transaction(async (tx) => {
          const claims =
            actor === 'anon'
              ? { role: 'anon' }
              : actor === 'service'
                ? { role: 'service_role' }
                : { role: 'authenticated', sub: ids.userB };
          await tx.query(
            `select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`,
            [JSON.stringify(claims), claims.role],
          );
          const id = await tx.query<{ id: string }>(
            `select public.log_security_event('USER_LOGIN', '${A}', null, null, '{}'::jsonb, 'low') as id`,
          );
          await tx.exec('reset role');
          const row = await tx.query<{ user_id: string | null }>(
            'select user_id from public.security_events where id = $1',
            [id.rows[0]?.id],
          );
          return row.rows[0]?.user_id ?? null;
        });
        expect(stored, actor).toBe(expected);
      }
      // …and cannot read back even the event they just wrote.
      const readBack = await runAs(
        t.db,
        'userB',
        `select id from public.security_events where id = public.log_security_event('USER_LOGIN', null, null, null, '{}'::jsonb, 'low')`,
      );
      expect(readBack).toEqual({ rows: 0 });
    });
  });
});

/**
 * The same expected table, through the real HTTP surfaces with supabase-js: real users signed in
 * with passwords (sessions), the anon key for guests and the service-role key. Rows are put back
 * after every write that took effect, so each cell starts from the fixtures.
 */
describe.each(kinds)('RLS matrix over HTTP with supabase-js on %s', (kind) => {
  const skip = kind === 'postgres' && !postgresUp;
  let backend: HttpBackend;
  let users: MatrixUsers;
  const clients = {} as Record<Actor, SupabaseClient>;

  /** Puts the rows back; the avatar (row and file) only when a storage cell may have changed it. */
  const reset = async (avatar = false) => {
    await resetRows(backend.database.db, users, { withAvatarRow: false });
    if (!avatar) return;
    await backend.database.db.query(
      `delete from storage.objects where bucket_id = 'avatars' and name <> $1`,
      [`${users.userA}/avatar.png`],
    );
    const { error } = await clients.service.storage
      .from('avatars')
      .upload(`${users.userA}/avatar.png`, new Blob([new Uint8Array(png)], { type: 'image/png' }), {
        upsert: true,
      });
    if (error) throw new Error(`avatar fixture: ${error.message}`);
  };

  beforeAll(async () => {
    if (skip) return;
    backend = await startHttpBackend(kind);
    const a = await backend.signedInUser('a@larder.test');
    const b = await backend.signedInUser('b@larder.test');
    const admin = await backend.signedInUser('admin@larder.test');
    users = { userA: a.id, userB: b.id, admin: admin.id };
    Object.assign(clients, {
      anon: backend.client(),
      userA: a.client,
      userB: b.client,
      admin: admin.client,
      service: backend.client(backend.serviceRoleKey),
    });
    await reset(true);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await backend?.close();
  });

  it.skipIf(skip)('signs three distinct users in through /auth/v1', () => {
    expect(new Set(Object.values(users)).size).toBe(3);
  });

  for (const row of tableRows) {
    const [table, op] = row.key as [string, Op];
    it.skipIf(skip)(`${table} ${op}`, async () => {
      const actual: Record<string, Cell> = {};
      for (const actor of actors) {
        const took =
          table === 'storage.objects'
            ? await storageCell(clients[actor], backend.database.db, users, op)
            : await restCell(clients[actor], backend.database.db, users, table, op);
        actual[actor] = took ? 'allow' : 'deny';
        if (took && op !== 'select') await reset(table === 'storage.objects');
      }
      expect(actual).toEqual(row.cells);
    });
  }

  for (const row of rpcRows) {
    const [fn] = row.key as [string];
    it.skipIf(skip)(`rpc ${fn}`, async () => {
      const args = rpcArgs[fn];
      if (!args) throw new Error(`no arguments for ${fn}`);
      const actual: Record<string, Cell> = {};
      const errors: Record<string, string> = {};
      for (const actor of actors) {
        const { error } = await clients[actor].rpc(fn, args(users));
        actual[actor] = error ? 'deny' : 'allow';
        if (error) errors[actor] = `${error.code} ${error.message}`;
      }
      await reset();
      expect(actual, JSON.stringify(errors)).toEqual(row.cells);
    });
  }
});

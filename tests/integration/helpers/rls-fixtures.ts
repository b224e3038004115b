import type { Database, Queryable, RequestClaims } from '../../../server/db/database.ts';
import { withClaims } from '../../../server/db/claims.ts';

/**
 * Fixed users and one row per table owned by user A (or shared), for the RLS matrix. Written as the
 * database owner (no RLS), the way the service role or a migration would.
 */
export const ids = {
  userA: 'aaaaaaaa-0000-4000-8000-000000000001',
  userB: 'bbbbbbbb-0000-4000-8000-000000000002',
  admin: 'adadadad-0000-4000-8000-000000000003',
  kitchenA: 'aaaaaaaa-1111-4000-8000-000000000001',
  roleA: 'aaaaaaaa-2222-4000-8000-000000000001',
  recipe: 'cccccccc-3333-4000-8000-000000000001',
  savedA: 'aaaaaaaa-4444-4000-8000-000000000001',
  favoriteA: 'aaaaaaaa-5555-4000-8000-000000000001',
  barA: 'aaaaaaaa-6666-4000-8000-000000000001',
  planA: 'aaaaaaaa-7777-4000-8000-000000000001',
  shoppingCheckA: 'aaaaaaaa-7777-4000-8000-000000000002',
  logA: 'aaaaaaaa-8888-4000-8000-000000000001',
  goalsA: 'aaaaaaaa-9999-4000-8000-000000000001',
  feedbackA: 'aaaaaaaa-aaaa-4000-8000-000000000001',
  eventA: 'aaaaaaaa-bbbb-4000-8000-000000000001',
  rateLimit: 'cccccccc-cccc-4000-8000-000000000001',
  avatarA: 'aaaaaaaa-dddd-4000-8000-000000000001',
} as const;

export type Actor = 'anon' | 'userA' | 'userB' | 'admin' | 'service';
export const actors: readonly Actor[] = ['anon', 'userA', 'userB', 'admin', 'service'];

export function claimsFor(actor: Actor): RequestClaims {
  switch (actor) {
    case 'anon':
      return { role: 'anon' };
    case 'service':
      return { role: 'service_role' };
    case 'userA':
      return {
        role: 'authenticated',
        sub: ids.userA,
        email: 'a@larder.test',
        aud: 'authenticated',
      };
    case 'userB':
      return {
        role: 'authenticated',
        sub: ids.userB,
        email: 'b@larder.test',
        aud: 'authenticated',
      };
    case 'admin':
      return {
        role: 'authenticated',
        sub: ids.admin,
        email: 'admin@larder.test',
        aud: 'authenticated',
      };
  }
}

export interface MatrixUsers {
  userA: string;
  userB: string;
  admin: string;
}

export const fixedUsers: MatrixUsers = { userA: ids.userA, userB: ids.userB, admin: ids.admin };

export function usersSql(users: MatrixUsers = fixedUsers): string {
  return `
insert into auth.users (id, email, raw_user_meta_data) values
  ('${users.userA}', 'a@larder.test', '{"full_name":"Ann"}'),
  ('${users.userB}', 'b@larder.test', '{}'),
  ('${users.admin}', 'admin@larder.test', '{}');`;
}

/** Every public table the matrix touches (reset between HTTP cells). */
export const matrixTables = [
  'favorites',
  'meal_plans',
  'nutrition_logs',
  'user_ingredients',
  'user_roles',
  'profiles',
  'recipes',
  'saved_recipes',
  'bar_inventory',
  'nutrition_goals',
  'feedback',
  'security_events',
  'rate_limits',
  'app_settings',
  'shopping_list_checks',
] as const;

/** One row per table owned by user A (or shared); the avatar row only when withAvatarRow. */
export function rowsSql(
  users: MatrixUsers = fixedUsers,
  options: { withAvatarRow?: boolean } = {},
): string {
  const { userA: a, admin } = users;
  return `
insert into public.profiles (id, display_name)
  select id, null from auth.users where id in ('${users.userA}', '${users.userB}', '${users.admin}')
  on conflict (id) do nothing;
insert into public.user_roles (id, user_id, role) values
  ('${ids.roleA}', '${a}', 'user'),
  (gen_random_uuid(), '${admin}', 'admin');
insert into public.user_ingredients (id, user_id, ingredients) values ('${ids.kitchenA}', '${a}', array['eggs', 'flour']);
insert into public.recipes (id, slug, title, ingredient_keys) values ('${ids.recipe}', 'test-pancakes', 'Test pancakes', array['eggs', 'flour', 'milk']);
insert into public.saved_recipes (id, user_id, url, canonical_url, title) values
  ('${ids.savedA}', '${a}', 'https://example.test/r', 'https://example.test/r', 'Saved by A');
insert into public.favorites (id, user_id, recipe_id) values ('${ids.favoriteA}', '${a}', '${ids.recipe}');
insert into public.bar_inventory (id, user_id, name, category) values ('${ids.barA}', '${a}', 'Gin', 'spirit');
insert into public.meal_plans (id, user_id, plan_date, title) values ('${ids.planA}', '${a}', '2026-11-23', 'Pancakes');
insert into public.shopping_list_checks (id, user_id, week_start, item_key) values ('${ids.shoppingCheckA}', '${a}', '2026-11-23', 'onion');
insert into public.nutrition_logs (id, user_id, food_name, calories) values ('${ids.logA}', '${a}', 'Apple', 95);
insert into public.nutrition_goals (id, user_id, calories) values ('${ids.goalsA}', '${a}', 2000);
insert into public.feedback (id, user_id, message) values ('${ids.feedbackA}', '${a}', 'Lovely');
insert into public.security_events (id, event_type, user_id) values ('${ids.eventA}', 'USER_LOGIN', '${a}');
insert into public.rate_limits (id, identifier, action, count) values ('${ids.rateLimit}', 'a@larder.test', 'login', 1);
insert into public.app_settings (key, value) values ('matrix.flag', 'true');
${
  options.withAvatarRow === false
    ? ''
    : `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata) values
  ('${ids.avatarA}', 'avatars', '${a}/avatar.png', '${a}', '${a}', '{"mimetype":"image/png"}');`
}`;
}

/** Puts the matrix rows back as they were (users are kept). */
export async function resetRows(
  db: Database,
  users: MatrixUsers,
  options: { withAvatarRow?: boolean } = {},
): Promise<void> {
  // delete, not truncate: much faster for a handful of rows; children first.
  await db.exec(`${matrixTables.map((t) => `delete from public.${t};`).join('\n')}
    ${options.withAvatarRow === false ? '' : `delete from storage.objects where bucket_id = 'avatars';`}
    ${rowsSql(users, options)}`);
}

export async function insertFixtures(db: Database): Promise<void> {
  await db.exec(usersSql() + rowsSql());
}

class Rollback extends Error {}

export interface CellResult {
  /** Rows returned or touched (0 when refused silently by RLS). */
  rows: number;
  /** SQLSTATE when the statement failed. */
  error?: string;
  message?: string;
}

/**
 * Runs one statement as an actor (withClaims: `set local role` + request.jwt.claims) and rolls the
 * transaction back, so every cell of the matrix starts from the same fixtures. `prepare` runs first
 * as the database owner in the same transaction.
 */
export async function runAs(
  db: Database,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
  prepare?: string,
): Promise<CellResult> {
  let outcome: CellResult = { rows: 0 };
  const claims = claimsFor(actor);
  try {
    await withClaims(db, claims, async (tx: Queryable) => {
      if (prepare) {
        await tx.exec('reset role');
        await tx.exec(prepare);
        await tx.query(`select set_config('role', $1, true)`, [claims.role]);
      }
      try {
        const result = await tx.query(sql, params);
        outcome = { rows: Math.max(result.rows.length, result.affectedRows ?? 0) };
      } catch (error) {
        const e = error as { code?: string; message?: string };
        outcome = { rows: 0, error: e.code ?? 'unknown', message: e.message };
      }
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return outcome;
}

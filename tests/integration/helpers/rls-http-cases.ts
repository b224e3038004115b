import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../server/db/database.ts';
import { ids, type MatrixUsers } from './rls-fixtures.ts';

/**
 * The matrix operations as the app issues them: supabase-js over HTTP. The outcome of a write is
 * read back from the database as its owner (did A's row appear / change / disappear?), so the
 * verdict does not depend on what the API chose to return.
 */
export type Op = 'select' | 'insert' | 'update' | 'delete';

interface RestCase {
  table: string;
  key: [string, string];
  insertRow: (u: MatrixUsers) => Record<string, unknown>;
  /** Runs as the owner before the insert (frees a one-per-user slot). */
  insertPrepare?: (u: MatrixUsers) => string;
  /** SQL counting the inserted row (1 = it is there). */
  inserted: (u: MatrixUsers) => string;
  patch: Record<string, unknown>;
  /** SQL counting A's row with the patch applied. */
  updated: string;
}

const count = (table: string, where: string) =>
  `select count(*)::int as n from ${table} where ${where}`;

export const restCases: Record<string, RestCase> = {
  user_ingredients: {
    table: 'user_ingredients',
    key: ['id', ids.kitchenA],
    insertPrepare: (u) => `delete from public.user_ingredients where user_id = '${u.userA}'`,
    insertRow: (u) => ({ user_id: u.userA, ingredients: ['rice'] }),
    inserted: (u) =>
      count('public.user_ingredients', `user_id = '${u.userA}' and ingredients = array['rice']`),
    patch: { ingredients: ['rice'] },
    updated: count(
      'public.user_ingredients',
      `id = '${ids.kitchenA}' and ingredients = array['rice']`,
    ),
  },
  user_roles: {
    table: 'user_roles',
    key: ['id', ids.roleA],
    insertRow: (u) => ({ user_id: u.userA, role: 'moderator' }),
    inserted: (u) => count('public.user_roles', `user_id = '${u.userA}' and role = 'moderator'`),
    patch: { role: 'moderator' },
    updated: count('public.user_roles', `id = '${ids.roleA}' and role = 'moderator'`),
  },
  profiles: {
    table: 'profiles',
    key: ['id', 'USER_A'],
    insertPrepare: (u) => `delete from public.profiles where id = '${u.userA}'`,
    insertRow: (u) => ({ id: u.userA, display_name: 'Ann again' }),
    inserted: (u) => count('public.profiles', `id = '${u.userA}' and display_name = 'Ann again'`),
    patch: { display_name: 'Changed' },
    updated: count('public.profiles', `id = 'USER_A' and display_name = 'Changed'`),
  },
  recipes: {
    table: 'recipes',
    key: ['id', ids.recipe],
    insertRow: () => ({ slug: 'matrix-new', title: 'New recipe' }),
    inserted: () => count('public.recipes', `slug = 'matrix-new'`),
    patch: { title: 'Changed' },
    updated: count('public.recipes', `id = '${ids.recipe}' and title = 'Changed'`),
  },
  saved_recipes: {
    table: 'saved_recipes',
    key: ['id', ids.savedA],
    insertRow: (u) => ({
      user_id: u.userA,
      url: 'https://example.test/new',
      canonical_url: 'https://example.test/new',
      title: 'New',
    }),
    inserted: () => count('public.saved_recipes', `canonical_url = 'https://example.test/new'`),
    patch: { notes: 'Changed' },
    updated: count('public.saved_recipes', `id = '${ids.savedA}' and notes = 'Changed'`),
  },
  favorites: {
    table: 'favorites',
    key: ['id', ids.favoriteA],
    insertRow: (u) => ({ user_id: u.userA, saved_recipe_id: ids.savedA }),
    inserted: () => count('public.favorites', `saved_recipe_id = '${ids.savedA}'`),
    patch: { updated_at: '2030-01-01T00:00:00Z' },
    // The updated_at trigger overwrites the value; any change of the timestamp proves the update.
    updated: count('public.favorites', `id = '${ids.favoriteA}' and updated_at > created_at`),
  },
  bar_inventory: {
    table: 'bar_inventory',
    key: ['id', ids.barA],
    insertRow: (u) => ({ user_id: u.userA, name: 'Vermouth' }),
    inserted: () => count('public.bar_inventory', `name = 'Vermouth'`),
    patch: { quantity: 1 },
    updated: count('public.bar_inventory', `id = '${ids.barA}' and quantity = 1`),
  },
  meal_plans: {
    table: 'meal_plans',
    key: ['id', ids.planA],
    insertRow: (u) => ({
      user_id: u.userA,
      plan_date: '2026-11-24',
      title: 'Soup',
      recipe_id: ids.recipe,
    }),
    inserted: () => count('public.meal_plans', `title = 'Soup'`),
    patch: { servings: 2 },
    updated: count('public.meal_plans', `id = '${ids.planA}' and servings = 2`),
  },
  shopping_list_checks: {
    table: 'shopping_list_checks',
    key: ['id', ids.shoppingCheckA],
    insertRow: (u) => ({ user_id: u.userA, week_start: '2026-11-30', item_key: 'leek' }),
    inserted: () => count('public.shopping_list_checks', `item_key = 'leek'`),
    patch: { item_key: 'garlic' },
    updated: count(
      'public.shopping_list_checks',
      `id = '${ids.shoppingCheckA}' and item_key = 'garlic'`,
    ),
  },
  nutrition_logs: {
    table: 'nutrition_logs',
    key: ['id', ids.logA],
    insertRow: (u) => ({ user_id: u.userA, food_name: 'Pear', calories: 100 }),
    inserted: () => count('public.nutrition_logs', `food_name = 'Pear'`),
    patch: { calories: 90 },
    updated: count('public.nutrition_logs', `id = '${ids.logA}' and calories = 90`),
  },
  nutrition_goals: {
    table: 'nutrition_goals',
    key: ['id', ids.goalsA],
    insertPrepare: (u) => `delete from public.nutrition_goals where user_id = '${u.userA}'`,
    insertRow: (u) => ({ user_id: u.userA, calories: 1800 }),
    inserted: () => count('public.nutrition_goals', `calories = 1800`),
    patch: { calories: 2200 },
    updated: count('public.nutrition_goals', `id = '${ids.goalsA}' and calories = 2200`),
  },
  feedback: {
    table: 'feedback',
    key: ['id', ids.feedbackA],
    insertRow: (u) => ({ user_id: u.userA, message: 'From A' }),
    inserted: () => count('public.feedback', `message = 'From A'`),
    patch: { message: 'Changed' },
    updated: count('public.feedback', `id = '${ids.feedbackA}' and message = 'Changed'`),
  },
  security_events: {
    table: 'security_events',
    key: ['id', ids.eventA],
    insertRow: (u) => ({ event_type: 'FORGED', user_id: u.userA }),
    inserted: () => count('public.security_events', `event_type = 'FORGED'`),
    patch: { severity: 'low' },
    updated: count('public.security_events', `id = '${ids.eventA}' and severity = 'low'`),
  },
  rate_limits: {
    table: 'rate_limits',
    key: ['id', ids.rateLimit],
    insertRow: () => ({ identifier: 'someone', action: 'login', count: 0 }),
    inserted: () => count('public.rate_limits', `identifier = 'someone'`),
    patch: { count: 0 },
    updated: count('public.rate_limits', `id = '${ids.rateLimit}' and count = 0`),
  },
  app_settings: {
    table: 'app_settings',
    key: ['key', 'matrix.flag'],
    insertRow: () => ({ key: 'matrix.new', value: 1 }),
    inserted: () => count('public.app_settings', `key = 'matrix.new'`),
    patch: { value: false },
    updated: count('public.app_settings', `key = 'matrix.flag' and value = 'false'::jsonb`),
  },
};

async function countOf(db: Database, sql: string): Promise<number> {
  const result = await db.query<{ n: number }>(sql);
  return Number(result.rows[0]?.n ?? 0);
}

const withUser = (text: string, u: MatrixUsers) => text.replaceAll('USER_A', u.userA);

/** Runs one REST cell; true = the operation took effect (or, for select, the row was returned). */
export async function restCell(
  client: SupabaseClient,
  db: Database,
  u: MatrixUsers,
  tableName: string,
  op: Op,
): Promise<boolean> {
  const c = restCases[tableName];
  if (!c) throw new Error(`no REST case for ${tableName}`);
  const [column, rawValue] = c.key;
  const value = withUser(rawValue, u);
  const keyWhere = `${column} = '${value}'`;
  switch (op) {
    case 'select': {
      const { data, error } = await client.from(c.table).select('*').eq(column, value);
      return !error && Array.isArray(data) && data.length === 1;
    }
    case 'insert': {
      if (c.insertPrepare) await db.exec(c.insertPrepare(u));
      await client.from(c.table).insert(c.insertRow(u));
      return (await countOf(db, c.inserted(u))) === 1;
    }
    case 'update': {
      await client.from(c.table).update(c.patch).eq(column, value);
      return (await countOf(db, withUser(c.updated, u))) === 1;
    }
    case 'delete': {
      await client.from(c.table).delete().eq(column, value);
      return (
        (await countOf(
          db,
          `select count(*)::int as n from public.${c.table} where ${keyWhere}`,
        )) === 0
      );
    }
  }
}

// A 1×1 PNG.
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Runs one storage.objects cell through the Storage API on A's avatar. */
export async function storageCell(
  client: SupabaseClient,
  db: Database,
  u: MatrixUsers,
  op: Op,
): Promise<boolean> {
  const bucket = client.storage.from('avatars');
  const avatar = `${u.userA}/avatar.png`;
  const blob = () => new Blob([new Uint8Array(png)], { type: 'image/png' });
  switch (op) {
    case 'select': {
      const { error } = await bucket.download(avatar);
      return !error;
    }
    case 'insert': {
      await bucket.upload(`${u.userA}/other.png`, blob());
      return (await countOf(db, count('storage.objects', `name = '${u.userA}/other.png'`))) === 1;
    }
    case 'update': {
      const before = await db.query<{ version: string }>(
        `select version from storage.objects where name = $1`,
        [avatar],
      );
      await bucket.update(avatar, blob());
      const after = await db.query<{ version: string }>(
        `select version from storage.objects where name = $1`,
        [avatar],
      );
      return before.rows[0]?.version !== after.rows[0]?.version;
    }
    case 'delete': {
      await bucket.remove([avatar]);
      return (await countOf(db, count('storage.objects', `name = '${avatar}'`))) === 0;
    }
  }
}

export const rpcArgs: Record<string, (u: MatrixUsers) => Record<string, unknown>> = {
  add_kitchen_ingredients: () => ({ items: ['salt'] }),
  remove_kitchen_ingredients: () => ({ items: ['eggs'] }),
  log_security_event: () => ({
    event_type: 'USER_LOGIN',
    user_id_param: null,
    ip_address_param: '127.0.0.1',
    user_agent_param: 'vitest',
    event_details_param: {},
    severity_param: 'low',
  }),
  check_rate_limit_enhanced: () => ({
    identifier_text: 'matrix',
    action_text: 'probe',
    max_requests: 100,
    window_minutes: 60,
  }),
  has_role: (u) => ({ _user_id: u.userA, _role: 'admin' }),
  get_my_role: () => ({}),
  sanitize_security_details: () => ({ value: { a: '<b>x</b>' }, depth: 0 }),
  sanitize_security_text: () => ({ value: '<b>x</b>', max_length: 10 }),
  handle_new_user: () => ({}),
  set_updated_at: () => ({}),
  bar_inventory_mark_shelf_started: () => ({}),
  nutrition_logs_mark_diary_started: () => ({}),
};

import { ids } from './rls-fixtures.ts';

/** The matrix operations as SQL statements, run by runAs() as each actor (see rls-matrix.test.ts). */
export interface TableCase {
  target: string;
  select: string;
  insert: string;
  insertPrepare?: string;
  update: string;
  delete: string;
}

const A = ids.userA;
const byId = (table: string, id: string) => ({
  select: `select id from ${table} where id = '${id}'`,
  delete: `delete from ${table} where id = '${id}'`,
});

export const tableCases: Record<string, TableCase> = {
  user_ingredients: {
    target: 'user_ingredients',
    ...byId('public.user_ingredients', ids.kitchenA),
    insertPrepare: `delete from public.user_ingredients where user_id = '${A}'`,
    insert: `insert into public.user_ingredients (user_id, ingredients) values ('${A}', array['rice'])`,
    update: `update public.user_ingredients set ingredients = array['rice'] where id = '${ids.kitchenA}'`,
  },
  user_roles: {
    target: 'user_roles',
    ...byId('public.user_roles', ids.roleA),
    insert: `insert into public.user_roles (user_id, role) values ('${A}', 'moderator')`,
    update: `update public.user_roles set role = 'moderator' where id = '${ids.roleA}'`,
  },
  profiles: {
    target: 'profiles',
    ...byId('public.profiles', A),
    insertPrepare: `delete from public.profiles where id = '${A}'`,
    insert: `insert into public.profiles (id, display_name) values ('${A}', 'Ann again')`,
    update: `update public.profiles set display_name = 'Changed' where id = '${A}'`,
  },
  recipes: {
    target: 'recipes',
    ...byId('public.recipes', ids.recipe),
    insert: `insert into public.recipes (slug, title) values ('matrix-new', 'New recipe')`,
    update: `update public.recipes set title = 'Changed' where id = '${ids.recipe}'`,
  },
  saved_recipes: {
    target: 'saved_recipes',
    ...byId('public.saved_recipes', ids.savedA),
    insert: `insert into public.saved_recipes (user_id, url, canonical_url, title) values ('${A}', 'https://example.test/new', 'https://example.test/new', 'New')`,
    update: `update public.saved_recipes set notes = 'Changed' where id = '${ids.savedA}'`,
  },
  favorites: {
    target: 'favorites',
    ...byId('public.favorites', ids.favoriteA),
    insert: `insert into public.favorites (user_id, saved_recipe_id) values ('${A}', '${ids.savedA}')`,
    update: `update public.favorites set updated_at = now() where id = '${ids.favoriteA}'`,
  },
  bar_inventory: {
    target: 'bar_inventory',
    ...byId('public.bar_inventory', ids.barA),
    insert: `insert into public.bar_inventory (user_id, name) values ('${A}', 'Vermouth')`,
    update: `update public.bar_inventory set quantity = 1 where id = '${ids.barA}'`,
  },
  meal_plans: {
    target: 'meal_plans',
    ...byId('public.meal_plans', ids.planA),
    insert: `insert into public.meal_plans (user_id, plan_date, title, recipe_id) values ('${A}', '2026-11-24', 'Soup', '${ids.recipe}')`,
    update: `update public.meal_plans set servings = 2 where id = '${ids.planA}'`,
  },
  shopping_list_checks: {
    target: 'shopping_list_checks',
    ...byId('public.shopping_list_checks', ids.shoppingCheckA),
    insert: `insert into public.shopping_list_checks (user_id, week_start, item_key) values ('${A}', '2026-11-30', 'leek')`,
    update: `update public.shopping_list_checks set item_key = 'garlic' where id = '${ids.shoppingCheckA}'`,
  },
  nutrition_logs: {
    target: 'nutrition_logs',
    ...byId('public.nutrition_logs', ids.logA),
    insert: `insert into public.nutrition_logs (user_id, food_name, calories) values ('${A}', 'Pear', 100)`,
    update: `update public.nutrition_logs set calories = 90 where id = '${ids.logA}'`,
  },
  nutrition_goals: {
    target: 'nutrition_goals',
    ...byId('public.nutrition_goals', ids.goalsA),
    insertPrepare: `delete from public.nutrition_goals where user_id = '${A}'`,
    insert: `insert into public.nutrition_goals (user_id, calories) values ('${A}', 1800)`,
    update: `update public.nutrition_goals set calories = 2200 where id = '${ids.goalsA}'`,
  },
  feedback: {
    target: 'feedback',
    ...byId('public.feedback', ids.feedbackA),
    insert: `insert into public.feedback (user_id, message) values ('${A}', 'From A')`,
    update: `update public.feedback set message = 'Changed' where id = '${ids.feedbackA}'`,
  },
  security_events: {
    target: 'security_events',
    ...byId('public.security_events', ids.eventA),
    insert: `insert into public.security_events (event_type, user_id) values ('FORGED', '${A}')`,
    update: `update public.security_events set severity = 'low' where id = '${ids.eventA}'`,
  },
  rate_limits: {
    target: 'rate_limits',
    ...byId('public.rate_limits', ids.rateLimit),
    insert: `insert into public.rate_limits (identifier, action, count) values ('someone', 'login', 0)`,
    update: `update public.rate_limits set count = 0 where id = '${ids.rateLimit}'`,
  },
  app_settings: {
    target: 'app_settings',
    select: `select key from public.app_settings where key = 'matrix.flag'`,
    delete: `delete from public.app_settings where key = 'matrix.flag'`,
    insert: `insert into public.app_settings (key, value) values ('matrix.new', '1')`,
    update: `update public.app_settings set value = 'false' where key = 'matrix.flag'`,
  },
  'storage.objects': {
    target: 'storage.objects',
    ...byId('storage.objects', ids.avatarA),
    insert: `insert into storage.objects (bucket_id, name, owner) values ('avatars', '${A}/other.png', '${A}')`,
    update: `update storage.objects set metadata = '{"mimetype":"image/webp"}' where id = '${ids.avatarA}'`,
  },
};

export const rpcCalls: Record<string, string> = {
  add_kitchen_ingredients: `select * from public.add_kitchen_ingredients(array['salt'])`,
  remove_kitchen_ingredients: `select * from public.remove_kitchen_ingredients(array['eggs'])`,
  log_security_event: `select public.log_security_event('USER_LOGIN', null, '127.0.0.1', 'vitest', '{}'::jsonb, 'low')`,
  check_rate_limit_enhanced: `select public.check_rate_limit_enhanced('matrix', 'probe', 100, 60)`,
  has_role: `select public.has_role('${A}', 'admin')`,
  get_my_role: `select public.get_my_role()`,
  sanitize_security_details: `select public.sanitize_security_details('{"a":"<b>x</b>"}'::jsonb, 0)`,
  sanitize_security_text: `select public.sanitize_security_text('<b>x</b>', 10)`,
  handle_new_user: `select public.handle_new_user()`,
  set_updated_at: `select public.set_updated_at()`,
  bar_inventory_mark_shelf_started: `select public.bar_inventory_mark_shelf_started()`,
  nutrition_logs_mark_diary_started: `select public.nutrition_logs_mark_diary_started()`,
};

import type { TestBackend } from './rest-backend.ts';

export const USER_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const USER_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

/** Four public notes, one of user A's, one of user B's; empty kitchens and counters. */
export async function seedNotes(t: TestBackend): Promise<void> {
  await t.sql('truncate public.notes, public.kitchens, public.counters restart identity');
  await t.sql(
    `insert into public.notes (owner_id, title, body, rating, price, tags, data, done) values
      (null, 'Apple pie', 'sweet', 5, 12.50, '{dessert,fruit}', '{"cuisine":"american","time":60}', false),
      (null, 'Banana bread', null, 4, 8.00, '{dessert,baking}', '{"cuisine":"american","time":75}', true),
      (null, 'Carrot soup', 'warm, hearty', 3, 6.25, '{soup,vegetable}', '{"cuisine":"french","time":40}', false),
      (null, 'Dal', 'lentils (red)', null, 4.10, '{vegetarian}', '{"cuisine":"indian","time":30}', false),
      ($1, 'Secret stew', 'mine', 2, null, '{stew}', '{}', false),
      ($2, 'Hidden hash', 'theirs', 1, null, '{}', '{}', true)`,
    [USER_A, USER_B],
  );
}

/** A fingerprint of every fixture table, to show a refused request changed nothing. */
export async function fingerprint(t: TestBackend): Promise<string> {
  const rows = await t.sql<{ print: string }>(
    `select concat_ws('|',
       (select coalesce(md5(string_agg(n::text, ',' order by id)), '') from public.notes n),
       (select coalesce(md5(string_agg(k::text, ',' order by id)), '') from public.kitchens k),
       (select coalesce(md5(string_agg(c::text, ',' order by name)), '') from public.counters c),
       (select count(*) from pg_catalog.pg_tables where schemaname = 'public')) as print`,
  );
  return rows[0]?.print ?? '';
}

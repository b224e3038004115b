-- shopping_list_checks: the items a user has ticked on a week's shopping list. One row per ticked
-- item, so ticking (insert) and unticking (delete) are atomic and two devices never undo each other.

create table public.shopping_list_checks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  week_start date not null,
  item_key text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint shopping_list_checks_week_is_monday check (extract(isodow from week_start) = 1),
  constraint shopping_list_checks_item_key_format check (char_length(item_key) between 1 and 200 and item_key ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint shopping_list_checks_unique unique (user_id, week_start, item_key)
);

comment on table public.shopping_list_checks is 'Ticked shopping-list items per user and week (week_start is a Monday).';

-- indexes
-- user_id is covered by the leading column of shopping_list_checks_unique.

-- RLS
alter table public.shopping_list_checks enable row level security;

grant select, insert, update, delete on table public.shopping_list_checks to authenticated;
grant all on table public.shopping_list_checks to service_role;
revoke all on table public.shopping_list_checks from anon;

create policy "Users can read their own shopping list checks"
  on public.shopping_list_checks for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can tick their own shopping list items"
  on public.shopping_list_checks for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users can update their own shopping list checks"
  on public.shopping_list_checks for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Users can untick their own shopping list items"
  on public.shopping_list_checks for delete to authenticated
  using (user_id = (select auth.uid()));

-- triggers
create trigger shopping_list_checks_set_updated_at
  before update on public.shopping_list_checks
  for each row execute function public.set_updated_at();

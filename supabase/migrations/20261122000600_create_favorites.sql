-- favorites: a user's favourite built-in recipes and saved recipes.

-- table
create table public.favorites (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  recipe_id uuid references public.recipes (id) on delete cascade,
  saved_recipe_id uuid references public.saved_recipes (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint favorites_one_target check (num_nonnulls(recipe_id, saved_recipe_id) = 1),
  constraint favorites_user_recipe_unique unique (user_id, recipe_id),
  constraint favorites_user_saved_recipe_unique unique (user_id, saved_recipe_id)
);

comment on table public.favorites is 'Exactly one of recipe_id / saved_recipe_id is set; each target at most once per user.';

-- indexes
-- user_id is covered by the leading column of favorites_user_recipe_unique.
create index favorites_recipe_id_idx on public.favorites (recipe_id);
create index favorites_saved_recipe_id_idx on public.favorites (saved_recipe_id);

-- RLS
alter table public.favorites enable row level security;

grant select, insert, update, delete on table public.favorites to authenticated;
grant all on table public.favorites to service_role;
revoke all on table public.favorites from anon;

create policy "Users can read their own favorites"
  on public.favorites for select to authenticated
  using (user_id = (select auth.uid()));

-- A saved recipe can only be favourited by its owner (the subquery runs under saved_recipes' RLS).
create policy "Users can add their own favorites"
  on public.favorites for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (saved_recipe_id is null or exists (
      select 1 from public.saved_recipes s where s.id = saved_recipe_id and s.user_id = (select auth.uid())
    ))
  );

create policy "Users can update their own favorites"
  on public.favorites for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (saved_recipe_id is null or exists (
      select 1 from public.saved_recipes s where s.id = saved_recipe_id and s.user_id = (select auth.uid())
    ))
  );

create policy "Users can remove their own favorites"
  on public.favorites for delete to authenticated
  using (user_id = (select auth.uid()));

-- triggers
create trigger favorites_set_updated_at
  before update on public.favorites
  for each row execute function public.set_updated_at();

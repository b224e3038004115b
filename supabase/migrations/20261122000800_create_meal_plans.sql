-- meal_plans: what a user plans to eat on a day (Meal Prep Assistant).

-- table
create table public.meal_plans (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  plan_date date not null,
  meal_slot text not null default 'dinner',
  recipe_id uuid references public.recipes (id) on delete set null,
  saved_recipe_id uuid references public.saved_recipes (id) on delete set null,
  title text not null,
  servings integer not null default 1,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint meal_plans_meal_slot_valid check (meal_slot in ('breakfast', 'lunch', 'dinner', 'snack', 'dessert', 'drink')),
  constraint meal_plans_one_recipe_at_most check (num_nonnulls(recipe_id, saved_recipe_id) <= 1),
  constraint meal_plans_title_length check (char_length(btrim(title)) between 1 and 300),
  constraint meal_plans_servings_range check (servings between 1 and 100),
  constraint meal_plans_notes_length check (notes is null or char_length(notes) <= 2000)
);

comment on table public.meal_plans is 'Planned meals per user and day; optionally linked to a built-in or saved recipe.';

-- indexes
create index meal_plans_user_date_idx on public.meal_plans (user_id, plan_date);
create index meal_plans_recipe_id_idx on public.meal_plans (recipe_id);
create index meal_plans_saved_recipe_id_idx on public.meal_plans (saved_recipe_id);

-- RLS
-- A linked saved recipe must be the user's own (the subquery runs under saved_recipes' RLS).
alter table public.meal_plans enable row level security;

grant select, insert, update, delete on table public.meal_plans to authenticated;
grant all on table public.meal_plans to service_role;
revoke all on table public.meal_plans from anon;

create policy "Users can read their own meal plans"
  on public.meal_plans for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can add to their own meal plans"
  on public.meal_plans for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (saved_recipe_id is null or exists (
      select 1 from public.saved_recipes s where s.id = saved_recipe_id and s.user_id = (select auth.uid())
    ))
  );

create policy "Users can update their own meal plans"
  on public.meal_plans for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (saved_recipe_id is null or exists (
      select 1 from public.saved_recipes s where s.id = saved_recipe_id and s.user_id = (select auth.uid())
    ))
  );

create policy "Users can delete from their own meal plans"
  on public.meal_plans for delete to authenticated
  using (user_id = (select auth.uid()));

-- triggers
create trigger meal_plans_set_updated_at
  before update on public.meal_plans
  for each row execute function public.set_updated_at();

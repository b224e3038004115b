-- nutrition_logs: what a user ate, with the nutrients of that entry.

-- table
create table public.nutrition_logs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  logged_on date not null default current_date,
  meal_slot text not null default 'snack',
  food_name text not null,
  recipe_id uuid references public.recipes (id) on delete set null,
  saved_recipe_id uuid references public.saved_recipes (id) on delete set null,
  servings numeric not null default 1,
  calories numeric not null default 0,
  protein_g numeric not null default 0,
  fat_g numeric not null default 0,
  carbs_g numeric not null default 0,
  fiber_g numeric not null default 0,
  sugar_g numeric not null default 0,
  sodium_mg numeric not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint nutrition_logs_meal_slot_valid check (meal_slot in ('breakfast', 'lunch', 'dinner', 'snack', 'dessert', 'drink')),
  constraint nutrition_logs_food_name_length check (char_length(btrim(food_name)) between 1 and 300),
  constraint nutrition_logs_one_recipe_at_most check (num_nonnulls(recipe_id, saved_recipe_id) <= 1),
  constraint nutrition_logs_servings_range check (servings > 0 and servings <= 100),
  constraint nutrition_logs_calories_range check (calories between 0 and 100000),
  constraint nutrition_logs_grams_range check (
    protein_g between 0 and 10000 and fat_g between 0 and 10000 and carbs_g between 0 and 10000
    and fiber_g between 0 and 10000 and sugar_g between 0 and 10000
  ),
  constraint nutrition_logs_sodium_range check (sodium_mg between 0 and 1000000)
);

comment on table public.nutrition_logs is 'Nutrition tracker entries per user and day (totals for the servings logged).';

-- indexes
create index nutrition_logs_user_day_idx on public.nutrition_logs (user_id, logged_on);
create index nutrition_logs_recipe_id_idx on public.nutrition_logs (recipe_id);
create index nutrition_logs_saved_recipe_id_idx on public.nutrition_logs (saved_recipe_id);

-- RLS
-- A linked saved recipe must be the user's own (the subquery runs under saved_recipes' RLS).
alter table public.nutrition_logs enable row level security;

grant select, insert, update, delete on table public.nutrition_logs to authenticated;
grant all on table public.nutrition_logs to service_role;
revoke all on table public.nutrition_logs from anon;

create policy "Users can read their own nutrition log"
  on public.nutrition_logs for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can add to their own nutrition log"
  on public.nutrition_logs for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (saved_recipe_id is null or exists (
      select 1 from public.saved_recipes s where s.id = saved_recipe_id and s.user_id = (select auth.uid())
    ))
  );

create policy "Users can update their own nutrition log"
  on public.nutrition_logs for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (saved_recipe_id is null or exists (
      select 1 from public.saved_recipes s where s.id = saved_recipe_id and s.user_id = (select auth.uid())
    ))
  );

create policy "Users can delete from their own nutrition log"
  on public.nutrition_logs for delete to authenticated
  using (user_id = (select auth.uid()));

-- triggers
create trigger nutrition_logs_set_updated_at
  before update on public.nutrition_logs
  for each row execute function public.set_updated_at();

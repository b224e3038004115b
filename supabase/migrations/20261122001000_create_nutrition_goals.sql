-- nutrition_goals: one set of daily targets per user.

-- table
create table public.nutrition_goals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  calories numeric,
  protein_g numeric,
  fat_g numeric,
  carbs_g numeric,
  fiber_g numeric,
  sugar_g numeric,
  sodium_mg numeric,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint nutrition_goals_user_id_unique unique (user_id),
  constraint nutrition_goals_calories_range check (calories is null or calories between 0 and 20000),
  constraint nutrition_goals_grams_range check (
    coalesce(protein_g, 0) between 0 and 5000 and coalesce(fat_g, 0) between 0 and 5000
    and coalesce(carbs_g, 0) between 0 and 5000 and coalesce(fiber_g, 0) between 0 and 5000
    and coalesce(sugar_g, 0) between 0 and 5000
  ),
  constraint nutrition_goals_sodium_range check (sodium_mg is null or sodium_mg between 0 and 100000)
);

comment on table public.nutrition_goals is 'Daily nutrition targets, one row per user; null = no target.';

-- indexes
-- user_id is covered by nutrition_goals_user_id_unique.

-- RLS
alter table public.nutrition_goals enable row level security;

grant select, insert, update, delete on table public.nutrition_goals to authenticated;
grant all on table public.nutrition_goals to service_role;
revoke all on table public.nutrition_goals from anon;

create policy "Users can read their own nutrition goals"
  on public.nutrition_goals for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can add to their own nutrition goals"
  on public.nutrition_goals for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users can update their own nutrition goals"
  on public.nutrition_goals for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Users can delete from their own nutrition goals"
  on public.nutrition_goals for delete to authenticated
  using (user_id = (select auth.uid()));

-- triggers
create trigger nutrition_goals_set_updated_at
  before update on public.nutrition_goals
  for each row execute function public.set_updated_at();

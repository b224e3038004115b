-- user_ingredients: the signed-in user's kitchen (one row per user) and their templates.

-- helpers
-- True when every element of items is between min_length and max_length characters long.
create or replace function public.text_items_within(items text[], min_length integer, max_length integer)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(bool_and(item is not null and char_length(item) between min_length and max_length), true)
  from unnest(items) as item;
$$;

-- The canonical form of a kitchen list: exact duplicates removed, sorted alphabetically
-- (case-insensitively, ties broken by code point so the order is the same on every server).
create or replace function public.sorted_ingredients(items text[])
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(item order by lower(item) collate "C", item collate "C"), '{}'::text[])
  from (select distinct item from unnest(items) as item where item is not null) as distinct_items;
$$;

-- table
create table public.user_ingredients (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  ingredients text[] not null default '{}',
  templates jsonb not null default '[]'::jsonb,
  version bigint not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_ingredients_user_id_unique unique (user_id),
  constraint user_ingredients_ingredients_count check (cardinality(ingredients) <= 5000),
  constraint user_ingredients_ingredients_length check (public.text_items_within(ingredients, 1, 1000)),
  constraint user_ingredients_templates_array check (jsonb_typeof(templates) = 'array'),
  constraint user_ingredients_templates_count check (jsonb_array_length(templates) <= 200),
  constraint user_ingredients_templates_size check (pg_column_size(templates) <= 1048576)
);

comment on table public.user_ingredients is 'One kitchen per user: ingredients kept sorted and de-duplicated, templates as a JSON array. version increases on every write (optimistic concurrency).';

-- indexes
-- user_id is covered by user_ingredients_user_id_unique.

-- RLS
alter table public.user_ingredients enable row level security;

grant select, insert, update, delete on table public.user_ingredients to authenticated;
grant all on table public.user_ingredients to service_role;
revoke all on table public.user_ingredients from anon;

create policy "Users can read their own kitchen"
  on public.user_ingredients for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can create their own kitchen"
  on public.user_ingredients for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users can update their own kitchen"
  on public.user_ingredients for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Users can delete their own kitchen"
  on public.user_ingredients for delete to authenticated
  using (user_id = (select auth.uid()));

-- triggers
-- Sorts and de-duplicates ingredients (the kitchen's and each template's) on every write and
-- bumps version on updates.
create or replace function public.normalise_user_ingredients()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.ingredients := public.sorted_ingredients(new.ingredients);
  if jsonb_typeof(new.templates) = 'array' then
    new.templates := coalesce((
      select jsonb_agg(
               case
                 when jsonb_typeof(template) = 'object' and jsonb_typeof(template -> 'ingredients') = 'array'
                   then jsonb_set(template, '{ingredients}', to_jsonb(public.sorted_ingredients(array(
                          select jsonb_array_elements_text(template -> 'ingredients')))))
                 else template
               end
               order by position)
        from jsonb_array_elements(new.templates) with ordinality as element(template, position)
    ), '[]'::jsonb);
  end if;
  if tg_op = 'UPDATE' then
    new.version := old.version + 1;
    new.updated_at := now();
  end if;
  return new;
end;
$$;

revoke execute on function public.normalise_user_ingredients() from public, anon, authenticated, service_role;

create trigger user_ingredients_normalise
  before insert or update on public.user_ingredients
  for each row execute function public.normalise_user_ingredients();

-- RPCs
-- Merges items into the caller's kitchen in one statement (creating it if missing) and returns
-- the new row. Concurrent calls serialise on the row lock, so no addition is ever lost.
create or replace function public.add_kitchen_ingredients(items text[])
returns public.user_ingredients
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  additions text[];
  result public.user_ingredients;
begin
  if caller is null then
    raise exception 'You must be signed in to change a kitchen' using errcode = '42501';
  end if;
  select coalesce(array_agg(btrim(item)), '{}'::text[]) into additions
  from unnest(coalesce(items, '{}'::text[])) as item
  where item is not null and btrim(item) <> '';

  insert into public.user_ingredients as kitchen (user_id, ingredients)
  values (caller, additions)
  on conflict (user_id) do update
    set ingredients = kitchen.ingredients || excluded.ingredients
  returning * into result;
  return result;
end;
$$;

-- Removes items (exact matches) from the caller's kitchen atomically and returns the new row.
create or replace function public.remove_kitchen_ingredients(items text[])
returns public.user_ingredients
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  removals text[] := coalesce(items, '{}'::text[]);
  result public.user_ingredients;
begin
  if caller is null then
    raise exception 'You must be signed in to change a kitchen' using errcode = '42501';
  end if;
  insert into public.user_ingredients as kitchen (user_id, ingredients)
  values (caller, '{}'::text[])
  on conflict (user_id) do update
    set ingredients = array(
      select item from unnest(kitchen.ingredients) as item
      where not (item = any (removals))
    )
  returning * into result;
  return result;
end;
$$;

revoke execute on function public.add_kitchen_ingredients(text[]) from public, anon;
revoke execute on function public.remove_kitchen_ingredients(text[]) from public, anon;
grant execute on function public.add_kitchen_ingredients(text[]) to authenticated, service_role;
grant execute on function public.remove_kitchen_ingredients(text[]) to authenticated, service_role;

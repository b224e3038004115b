-- Drinks in public.recipes (kind = 'drink', seeded by 20261125100100_seed_drinks_library.sql).
--
-- 1. recipes.drink: what only a drink has (method, glass, ice, garnish, tags, base spirit, year,
--    origin, IBA list), so a drink row can be turned back into the drink the app bundles
--    (domain/drinks/rows.ts, drinkFromRow). Null for meals. The lines (ml, unit, key, optional,
--    top-up) are in recipes.ingredients as for meals; figures (ABV, volume, calories) are computed
--    from them, never stored as truth (recipes.nutrition holds only a calorie estimate).
--
-- 2. Meal matching does not see drinks. match_recipes already asks for kind = 'meal'; here the key
--    bookkeeping behind it does too: drink rows get no bit positions in ingredient_key_bits (the
--    1023 positions stay for meal keys, so no meal key is pushed into the overflow bit that would
--    always count it missing), no key mask and no anchors, and recipe_key_frequencies counts meal
--    recipes only, so the anchors chosen for meals are the same with or without drinks.

-- column
alter table public.recipes add column drink jsonb;

alter table public.recipes
  add constraint recipes_drink_facts check (drink is null or (kind = 'drink' and jsonb_typeof(drink) = 'object'));

comment on column public.recipes.drink is
  'Drinks only: {method, glass, ice, garnish, tags, base, year, origin, iba} (domain/drinks/rows.ts); null for meals.';

-- functions
create or replace function public.recipes_set_match_anchors()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.kind <> 'meal' then
    -- Only meals are matched by key masks (match_recipes); drinks are matched in the app's domain.
    new.key_mask := repeat('0', 1024)::bit(1024);
    new.match_anchors := '{}';
    return new;
  end if;
  perform public.assign_ingredient_key_bits(new.ingredient_keys);
  new.key_mask := public.ingredient_keys_mask(new.ingredient_keys, true);
  new.match_anchors := public.recipe_match_anchors(new.ingredient_keys);
  return new;
end;
$$;

revoke execute on function public.recipes_set_match_anchors() from public, anon, authenticated, service_role;

-- Recounts key frequencies over the meal recipes and recomputes every meal's anchors (after a bulk load).
create or replace function public.refresh_recipe_match_anchors()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  changed integer;
begin
  delete from public.recipe_key_frequencies where true;
  insert into public.recipe_key_frequencies (key, recipe_count)
  select k, count(*)::integer from public.recipes, unnest(ingredient_keys) as k where kind = 'meal' group by k;
  update public.recipes r
     set match_anchors = public.recipe_match_anchors(r.ingredient_keys)
   where r.kind = 'meal'
     and r.match_anchors is distinct from public.recipe_match_anchors(r.ingredient_keys);
  get diagnostics changed = row_count;
  return changed;
end;
$$;

revoke execute on function public.refresh_recipe_match_anchors() from public, anon, authenticated;
grant execute on function public.refresh_recipe_match_anchors() to service_role;

-- triggers: a row that changes kind is re-marked too.
drop trigger if exists recipes_set_match_anchors on public.recipes;
create trigger recipes_set_match_anchors
  before insert or update of ingredient_keys, kind on public.recipes
  for each row execute function public.recipes_set_match_anchors();

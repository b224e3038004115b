-- match_recipes ranks exactly as the app's matcher (domain/matching/match-recipes.ts), so hosted
-- Supabase (SQL only) and the embedded backend (key index) give the same answer for a kitchen.
-- Within a tier the app ranks by how many of the kitchen's items a recipe uses: each kitchen item
-- counts once however many of the recipe's keys it covers (cheddar covers cheese and dairy), and
-- items covering an optional key count too. The old function counted covered required keys, so
-- near the limit it could keep a different recipe than the app. The caller now sends which kitchen
-- item covers each key (kitchen_providers, parallel to kitchen_keys).
--
-- Counting items per recipe costs more than one bit count, so it is done only where it can change
-- the answer: candidates are first ordered by an upper bound (covered required keys plus optional
-- keys), and the exact count is computed for those whose bound reaches the last kept recipe's count.
-- The anchor indexes also carry optional_keys, so all of this stays index-only.

drop index if exists public.recipes_match_anchor_1_idx;
drop index if exists public.recipes_match_anchor_2_idx;
drop index if exists public.recipes_match_anchor_3_idx;
create index recipes_match_anchor_1_idx on public.recipes (match_anchor_1)
  include (key_mask, match_anchor_2, match_anchor_3, kind, meal_type, cuisine, total_minutes, diet_tags, title, slug, optional_keys);
create index recipes_match_anchor_2_idx on public.recipes (match_anchor_2)
  include (key_mask, match_anchor_1, match_anchor_3, kind, meal_type, cuisine, total_minutes, diet_tags, title, slug, optional_keys);
create index recipes_match_anchor_3_idx on public.recipes (match_anchor_3)
  include (key_mask, match_anchor_1, match_anchor_2, kind, meal_type, cuisine, total_minutes, diet_tags, title, slug, optional_keys);

-- How many kitchen items a recipe uses: items whose mask meets the recipe's key mask, and items
-- covering one of its optional keys (these have no mask bits), each counted once.
create or replace function public.match_recipes_used(
  key_mask bit(1024),
  optional_keys text[],
  item_masks bit(1024)[],
  item_names text[],
  covers text[],
  items text[]
)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select count(distinct u.item)::integer
    from (
        select p.item from unnest(item_masks, item_names) as p(m, item) where bit_count(key_mask & p.m) > 0
      union all
        select k.item from unnest(optional_keys) as o(key) join unnest(covers, items) as k(key, item) on k.key = o.key
    ) as u;
$$;

revoke execute on function public.match_recipes_used(bit, text[], bit[], text[], text[], text[]) from public;
grant execute on function public.match_recipes_used(bit, text[], bit[], text[], text[], text[]) to anon, authenticated, service_role;

drop function if exists public.match_recipes(text[], text[], integer, text, text, text[], integer, integer);

create or replace function public.match_recipes(
  have_keys text[],
  kitchen_keys text[],
  max_missing integer default 2,
  meal_type_filter text default null,
  cuisine_filter text default null,
  diet_filter text[] default '{}',
  max_total_minutes integer default null,
  result_limit integer default 100,
  kitchen_providers text[] default null
)
returns setof public.recipes
language plpgsql
stable
security invoker
set search_path = ''
set jit = off
as $$
declare
  lim integer := least(greatest(coalesce(result_limit, 100), 1), 1000);
  most integer := greatest(coalesce(max_missing, 2), 0);
  lacking bit(1024);
  kitchen bit(1024);
  -- One mask per kitchen item: the keys it covers.
  item_masks bit(1024)[];
  item_names text[];
  -- (key, item) pairs: which kitchen item covers each key (for optional keys).
  covers text[];
  items text[];
  taken integer := 0;
  batch integer;
  tier integer;
begin
  if have_keys is null or cardinality(have_keys) > 5000 or coalesce(cardinality(kitchen_keys), 0) > 5000
     or coalesce(cardinality(kitchen_providers), 0) > 5000 then
    raise exception 'have_keys must be an array of at most 5000 keys' using errcode = 'P0001';
  end if;
  if kitchen_providers is not null and cardinality(kitchen_providers) <> coalesce(cardinality(kitchen_keys), 0) then
    raise exception 'kitchen_providers must name one kitchen item per kitchen key' using errcode = 'P0001';
  end if;
  -- missing = keys of the recipe outside have; used = kitchen items covering a key of the recipe.
  lacking := ~public.ingredient_keys_mask(have_keys);
  kitchen := public.ingredient_keys_mask(coalesce(kitchen_keys, '{}'));
  covers := coalesce(kitchen_keys, '{}');
  items := coalesce(kitchen_providers, covers);
  select coalesce(array_agg(per_item.m order by per_item.item), '{}'), coalesce(array_agg(per_item.item order by per_item.item), '{}')
    into item_masks, item_names
    from (select k.item, public.ingredient_keys_mask(array_agg(k.key)) as m
            from unnest(covers, items) as k(key, item)
           group by k.item) as per_item;

  if most <= 2 then
    -- Tier by tier, best first (can make now, then one missing, then two); stop at the limit.
    for tier in 0..most loop
      return query
      with candidates as (
          select x.slug, x.title, x.key_mask, x.optional_keys
            from public.recipes x
           where x.match_anchor_1 = any(have_keys)
             and x.kind = 'meal'
               and (meal_type_filter is null or lower(x.meal_type) = lower(meal_type_filter))
               and (cuisine_filter is null or lower(x.cuisine) = lower(cuisine_filter))
               and (coalesce(cardinality(diet_filter), 0) = 0 or x.diet_tags @> diet_filter)
               and (max_total_minutes is null or x.total_minutes <= max_total_minutes)
        union all
          select x.slug, x.title, x.key_mask, x.optional_keys
            from public.recipes x
           where tier >= 1
             and x.match_anchor_2 = any(have_keys)
             and (x.match_anchor_1 = any(have_keys)) is not true
             and x.kind = 'meal'
               and (meal_type_filter is null or lower(x.meal_type) = lower(meal_type_filter))
               and (cuisine_filter is null or lower(x.cuisine) = lower(cuisine_filter))
               and (coalesce(cardinality(diet_filter), 0) = 0 or x.diet_tags @> diet_filter)
               and (max_total_minutes is null or x.total_minutes <= max_total_minutes)
        union all
          select x.slug, x.title, x.key_mask, x.optional_keys
            from public.recipes x
           where tier >= 2
             and x.match_anchor_3 = any(have_keys)
             and (x.match_anchor_1 = any(have_keys)) is not true
             and (x.match_anchor_2 = any(have_keys)) is not true
             and x.kind = 'meal'
               and (meal_type_filter is null or lower(x.meal_type) = lower(meal_type_filter))
               and (cuisine_filter is null or lower(x.cuisine) = lower(cuisine_filter))
               and (coalesce(cardinality(diet_filter), 0) = 0 or x.diet_tags @> diet_filter)
               and (max_total_minutes is null or x.total_minutes <= max_total_minutes)
      ),
      tiered as materialized (
        -- bound >= the exact count: every used item covers a required key or an optional one.
        select c.slug, c.title, c.key_mask, c.optional_keys,
               bit_count(c.key_mask & kitchen)::integer + cardinality(c.optional_keys) as bound
          from candidates c
         where bit_count(c.key_mask & lacking) = tier
           and (tier = 0 or bit_count(c.key_mask & kitchen) > 0)
      ),
      -- The (lim - taken)-th largest bound: recipes below it are only needed if counting lowers others.
      edge as (
        select coalesce((select t.bound from tiered t order by t.bound desc offset lim - taken - 1 limit 1), 0) as bound
      ),
      counted as materialized (
        select t.slug, t.title, t.bound, public.match_recipes_used(t.key_mask, t.optional_keys, item_masks, item_names, covers, items) as used
          from tiered t, edge e
         where t.bound >= e.bound
      ),
      -- The exact count of the last recipe kept so far: a recipe whose bound is below it cannot enter.
      floor_ as (
        select coalesce((select c.used from counted c
                          order by c.used desc, lower(c.title) collate "C", c.title collate "C", c.slug collate "C"
                         offset lim - taken - 1 limit 1), 0) as used
      ),
      scored as (
          select c.slug, c.title, c.used from counted c
        union all
          select t.slug, t.title, public.match_recipes_used(t.key_mask, t.optional_keys, item_masks, item_names, covers, items)
            from tiered t, edge e, floor_ f
           where t.bound < e.bound and t.bound >= f.used
      ),
      best as (
        select s.slug, s.title, s.used
          from scored s
         order by s.used desc, lower(s.title) collate "C", s.title collate "C", s.slug collate "C"
         limit lim - taken
      )
      select r.*
        from best b
        join public.recipes r on r.slug = b.slug
       order by b.used desc, lower(b.title) collate "C", b.title collate "C", b.slug collate "C";
      get diagnostics batch = row_count;
      taken := taken + batch;
      exit when taken >= lim;
    end loop;
  else
    return query
    select r.*
      from public.recipes r
     where r.ingredient_keys && have_keys
       and bit_count(r.key_mask & lacking) <= most
       and (bit_count(r.key_mask & lacking) = 0 or bit_count(r.key_mask & kitchen) > 0)
       and r.kind = 'meal'
       and (meal_type_filter is null or lower(r.meal_type) = lower(meal_type_filter))
       and (cuisine_filter is null or lower(r.cuisine) = lower(cuisine_filter))
       and (coalesce(cardinality(diet_filter), 0) = 0 or r.diet_tags @> diet_filter)
       and (max_total_minutes is null or r.total_minutes <= max_total_minutes)
     order by bit_count(r.key_mask & lacking) = 0 desc, bit_count(r.key_mask & lacking),
              public.match_recipes_used(r.key_mask, r.optional_keys, item_masks, item_names, covers, items) desc,
              lower(r.title) collate "C", r.title collate "C", r.slug collate "C"
     limit lim;
  end if;
end;
$$;

comment on function public.match_recipes(text[], text[], integer, text, text, text[], integer, integer, text[]) is
  'Best meal recipes for a kitchen (keys pre-expanded by the caller, kitchen_providers: the kitchen item covering each kitchen key), ranked as the app ranks them; see suggest-recipes-web.';

revoke execute on function public.match_recipes(text[], text[], integer, text, text, text[], integer, integer, text[]) from public;
grant execute on function public.match_recipes(text[], text[], integer, text, text, text[], integer, integer, text[]) to anon, authenticated, service_role;

-- match_recipe_cards: match_recipes (20261124200000) answering cards, with the per-candidate work
-- made cheap. Hosted Supabase (the key index off) answers every "Let's Cook!" from it, so its cost
-- is what a user waits for there.
--
-- Where the time went (100,000 recipes, PostgreSQL; EXPLAIN ANALYZE of the function's own call and
-- the backend's CPU time over 100 kitchens per size):
-- 1. Counting the kitchen items a recipe uses called public.match_recipes_used once per candidate
--    (200-300 per tier). A SQL function with a SET clause is never inlined: each call saves and
--    restores search_path and runs its own small plan. Here it is an inline subquery over the
--    item masks; the function is kept for recipes with optional keys, which need the key-by-key
--    pairing. Same answers, about a quarter less CPU per call (8.6 -> 6.7 ms for 20 items).
-- 2. It returned whole rows: ingredients, steps and nutrition, ~200 KB of JSON for 100 recipes, that
--    suggest-recipes-web parsed, ran through its matcher and wrote out again. The answer here is
--    the card (the fields a key-index summary has) and the keys the function's matcher reads,
--    ~5x smaller (189 -> 36 KB for 100 cards); the app reads a recipe's details when it is opened, as it does for the key
--    index's answers.
-- Tried and measured no better: one pass over all three anchor indexes instead of the tier loop
-- (more rows carried between steps, and far worse under a generic plan), and pre-filtering on the
-- second and third anchors (a `= any(array)` test per row costs as much as the mask test it saves).
--
-- match_recipes keeps its signature and whole rows, now read through this one ranking.

create or replace function public.match_recipe_cards(
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
returns table (
  id uuid,
  slug text,
  title text,
  servings integer,
  prep_minutes integer,
  cook_minutes integer,
  total_minutes integer,
  cuisine text,
  meal_type text,
  diet_tags text[],
  ingredient_keys text[],
  optional_keys text[],
  image_url text,
  source text
)
language plpgsql
stable
security invoker
set search_path = ''
set jit = off
as $$
#variable_conflict use_column
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
        select t.slug, t.title, t.bound,
               case when cardinality(t.optional_keys) = 0
                    then (select count(*) from unnest(item_masks) as m where bit_count(t.key_mask & m) > 0)::integer
                    else public.match_recipes_used(t.key_mask, t.optional_keys, item_masks, item_names, covers, items) end as used
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
          select t.slug, t.title,
                 case when cardinality(t.optional_keys) = 0
                      then (select count(*) from unnest(item_masks) as m where bit_count(t.key_mask & m) > 0)::integer
                      else public.match_recipes_used(t.key_mask, t.optional_keys, item_masks, item_names, covers, items) end
            from tiered t, edge e, floor_ f
           where t.bound < e.bound and t.bound >= f.used
      ),
      best as (
        select s.slug, s.title, s.used
          from scored s
         order by s.used desc, lower(s.title) collate "C", s.title collate "C", s.slug collate "C"
         limit lim - taken
      )
      select r.id, r.slug, r.title, r.servings, r.prep_minutes, r.cook_minutes, r.total_minutes, r.cuisine, r.meal_type,
             r.diet_tags, r.ingredient_keys, r.optional_keys, r.image_url, r.source
        from best b
        join public.recipes r on r.slug = b.slug
       order by b.used desc, lower(b.title) collate "C", b.title collate "C", b.slug collate "C";
      get diagnostics batch = row_count;
      taken := taken + batch;
      exit when taken >= lim;
    end loop;
  else
    return query
    select r.id, r.slug, r.title, r.servings, r.prep_minutes, r.cook_minutes, r.total_minutes, r.cuisine, r.meal_type,
           r.diet_tags, r.ingredient_keys, r.optional_keys, r.image_url, r.source
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
              (case when cardinality(r.optional_keys) = 0
                    then (select count(*) from unnest(item_masks) as m where bit_count(r.key_mask & m) > 0)::integer
                    else public.match_recipes_used(r.key_mask, r.optional_keys, item_masks, item_names, covers, items) end) desc,
              lower(r.title) collate "C", r.title collate "C", r.slug collate "C"
     limit lim;
  end if;
end;
$$;

comment on function public.match_recipe_cards(text[], text[], integer, text, text, text[], integer, integer, text[]) is
  'Best meal recipes for a kitchen as cards (keys pre-expanded by the caller, kitchen_providers: the kitchen item covering each kitchen key), ranked as the app ranks them; suggest-recipes-web''s SQL path.';

revoke execute on function public.match_recipe_cards(text[], text[], integer, text, text, text[], integer, integer, text[]) from public;
grant execute on function public.match_recipe_cards(text[], text[], integer, text, text, text[], integer, integer, text[]) to anon, authenticated, service_role;

-- match_recipes keeps its signature and whole rows, ranked by match_recipe_cards.
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
language sql
stable
security invoker
set search_path = ''
as $$
  select r.*
    from public.match_recipe_cards(have_keys, kitchen_keys, max_missing, meal_type_filter, cuisine_filter, diet_filter,
                                   max_total_minutes, result_limit, kitchen_providers) with ordinality as c
    join public.recipes r on r.slug = c.slug
   order by c.ordinality;
$$;

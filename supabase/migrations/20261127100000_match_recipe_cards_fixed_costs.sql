-- match_recipe_cards (20261126300000) with its fixed costs cut; same arguments, same answers
-- (tests/integration/suggest-paths-agree), grants unchanged (create or replace keeps them).
--
-- Where the time went (100,000 synthetic recipes, PostgreSQL 15; auto_explain of the function's
-- nested statements and the backend's CPU time over 40 kitchens a size, see bench:suggest):
-- 1. The kitchen items' masks: ingredient_keys_mask once per kitchen item, each a SQL function with
--    a SET clause (never inlined: its own plan and executor per call). 50 items: ~2 ms of a 12 ms
--    call. Now one statement joins the items to ingredient_key_bits, and gives the kitchen mask
--    with them.
-- 2. Counting the kitchen items a recipe uses tested every item's mask against the recipe (50 bit
--    ANDs per counted recipe for 50 items). Each key has one covering item, so an item covering a
--    single key is used exactly when its bit is set: one AND and a bit count over all of them, and
--    only the items covering several keys (cheddar: cheese and dairy) are tested one by one, and
--    only for a recipe that meets one of them.
-- 3. Recipes with optional keys (668 of the built-in library's 1,174 meals) were counted by
--    public.match_recipes_used, a SQL function with a SET clause: never inlined, so each counted
--    recipe paid a function call with its own executor start and search_path save and restore.
--    Its query is now inline (a correlated subquery: same items, same distinct count).
--    match_recipes_used stays for any other caller.
-- Backend CPU per call, before -> after, run back to back (40-60 kitchens a size, load 12-16):
-- built-in library alone 2.25 / 5.25-5.5 / 7.0-7.25 -> 1.75 / 3.5-3.75 / 4.5 ms for 5 / 20 / 50
-- items (3 alone: the library's answers come from all three tiers, with many counted recipes);
-- 100,000 synthetic recipes 6.3-7.3 / 5.5-5.8 / 10.2-10.7 -> 6.7-6.8 / 5.2-5.3 / 8.8-9.0 (1 and 2).
-- Answers compared slug for slug on 720 calls per corpus (180 kitchens, max_missing 0-3).
-- Not changed: finding the candidates (index-only scans of the anchor indexes). Tried and measured
-- no better at 100,000: a two-column (anchor_1, anchor_2) index (PostgreSQL 15 tests the second
-- anchor as a filter, not in the index), and bitmap AND/OR over narrow anchor indexes (fewer rows,
-- but each is then fetched from the wide recipes heap), and a narrower anchor index (28 instead of
-- 34 MB: the same CPU per row; the scan costs per entry, not per byte).

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
  -- The same items split for counting: the keys of items covering one key (one bit test for all),
  -- and the masks of items covering several (each tested), with their union.
  singles bit(1024);
  multi_masks bit(1024)[];
  multis bit(1024);
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
  covers := coalesce(kitchen_keys, '{}');
  items := coalesce(kitchen_providers, covers);
  -- Every item's mask in one statement (ingredient_keys_mask per item was one function call, and
  -- its own small plan, per kitchen item); kitchen is their union.
  select coalesce(array_agg(per_item.m order by per_item.item), '{}'), coalesce(array_agg(per_item.item order by per_item.item), '{}'),
         coalesce(bit_or(per_item.m), repeat('0', 1024)::bit(1024)),
         coalesce(bit_or(per_item.m) filter (where bit_count(per_item.m) = 1), repeat('0', 1024)::bit(1024)),
         coalesce(array_agg(per_item.m) filter (where bit_count(per_item.m) > 1), '{}'),
         coalesce(bit_or(per_item.m) filter (where bit_count(per_item.m) > 1), repeat('0', 1024)::bit(1024))
    into item_masks, item_names, kitchen, singles, multi_masks, multis
    from (select k.item, coalesce(bit_or(set_bit(repeat('0', 1024)::bit(1024), b.bit, 1)), repeat('0', 1024)::bit(1024)) as m
            from unnest(covers, items) as k(key, item)
            left join public.ingredient_key_bits b on b.key = k.key
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
                    then bit_count(t.key_mask & singles)::integer
                         + case when bit_count(t.key_mask & multis) = 0 then 0
                                else (select count(*) from unnest(multi_masks) as m where bit_count(t.key_mask & m) > 0)::integer end
                    else (select count(distinct u.item)::integer
                            from (select p.item from unnest(item_masks, item_names) as p(m, item) where bit_count(t.key_mask & p.m) > 0
                                  union all
                                  select k.item from unnest(covers, items) as k(key, item) where k.key = any(t.optional_keys)) as u) end as used
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
                      then bit_count(t.key_mask & singles)::integer
                         + case when bit_count(t.key_mask & multis) = 0 then 0
                                else (select count(*) from unnest(multi_masks) as m where bit_count(t.key_mask & m) > 0)::integer end
                      else (select count(distinct u.item)::integer
                            from (select p.item from unnest(item_masks, item_names) as p(m, item) where bit_count(t.key_mask & p.m) > 0
                                  union all
                                  select k.item from unnest(covers, items) as k(key, item) where k.key = any(t.optional_keys)) as u) end
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
                    then bit_count(r.key_mask & singles)::integer
                         + case when bit_count(r.key_mask & multis) = 0 then 0
                                else (select count(*) from unnest(multi_masks) as m where bit_count(r.key_mask & m) > 0)::integer end
                    else (select count(distinct u.item)::integer
                            from (select p.item from unnest(item_masks, item_names) as p(m, item) where bit_count(r.key_mask & p.m) > 0
                                  union all
                                  select k.item from unnest(covers, items) as k(key, item) where k.key = any(r.optional_keys)) as u) end) desc,
              lower(r.title) collate "C", r.title collate "C", r.slug collate "C"
     limit lim;
  end if;
end;
$$;

comment on function public.match_recipe_cards(text[], text[], integer, text, text, text[], integer, integer, text[]) is
  'Best meal recipes for a kitchen as cards (keys pre-expanded by the caller, kitchen_providers: the kitchen item covering each kitchen key), ranked as the app ranks them; suggest-recipes-web''s SQL path.';

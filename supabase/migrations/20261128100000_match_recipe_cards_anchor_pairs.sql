-- match_recipe_cards (20261127100000) with tier 0's candidates found by anchor pair; same
-- arguments, same answers (tests/integration/suggest-paths-agree), grants unchanged.
--
-- What was left (20261127100000's header): finding the candidates, index-only scans of the anchor
-- indexes at ~0.3 us an entry. At 1,000,000 recipes a 50-item kitchen (67 have keys) read ~146,000
-- entries of recipes_match_anchor_1_idx for tier 0 alone, to keep the ~16,000 it can make.
-- 1. Tier 0 by anchor pair. A kitchen can make a recipe only if it holds all its keys, so both of
--    its two rarest: match_anchor_pair (stored, indexed) writes them as one value, and tier 0
--    probes it with every pair of have keys. Same kitchen at 1,000,000: 2,278 probes and ~42,000
--    entries. A probe costs what ~7 entries do, so a small corpus keeps the first anchor (the
--    rule is in the function). Tiers 1 and 2 are unchanged (a recipe missing a key may miss an
--    anchor).
-- 2. Generic plans (plan_cache_mode). Each statement was planned again on every call with the
--    kitchen's keys as constants (and tier 0's 2,278 probes would be estimated one by one). With
--    this alone, 100,000 recipes: 5.4-6.4 / 4.4-5.3 / 8.6-8.9 -> 4.6-5.6 / 4.2-4.8 / 8.4-8.9 ms;
--    1,000,000, 50 items: 48.5 -> 38 ms. A generic plan's branches are switched by one-time
--    filters on the tier, as before.
-- Backend CPU per call (the function before -> after, same database, alternated, 150 kitchens a
-- size, load 5-8): built-in library alone 1.1-1.3 / 2.8-2.9 / 4.3 -> 1.3 / 3.1 / 3.9-4.3 ms for
-- 5 / 20 / 50 items; 100,000 synthetic recipes 6.2-6.8 / 5.1 / 8.6-8.9 -> 5.1-5.8 / 3.4-3.6 /
-- 8.4-8.9; 1,000,000: 9.8 / 23.9 / 46.8 -> 4.3 / 9.6 / 32.8.
-- Answers compared slug for slug against the function before (limits 100 and 7): 3,840 calls on
-- the library and 2,400 at 100,000 (max_missing 0-3), 960 more at 100,000 with meal type, time
-- and diet filters, 720 at 1,000,000 (max_missing 0-2).

alter table public.recipes
  add column match_anchor_pair text collate "C" generated always as (
    case when match_anchors[2] is null or match_anchors[1] = match_anchors[2] then match_anchors[1]
         when match_anchors[1] collate "C" < match_anchors[2] collate "C" then match_anchors[1] || ' ' || match_anchors[2]
         else match_anchors[2] || ' ' || match_anchors[1] end) stored;

-- The separator needs no escaping: were a key to hold a space, two different pairs could read the
-- same, and a probe would find a recipe the kitchen cannot make, which the mask test drops; it
-- never misses one.
comment on column public.recipes.match_anchor_pair is 'The two rarest ingredient keys (match_anchors 1 and 2) in C order, separated by a space; the rarest alone for a one-key recipe. Indexed for match_recipe_cards'' tier 0.';

create index recipes_match_anchor_pair_idx on public.recipes (match_anchor_pair)
  include (key_mask, kind, meal_type, cuisine, total_minutes, diet_tags, title, slug, optional_keys);

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
set plan_cache_mode = force_generic_plan
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
  -- Tier 0's probes into recipes_match_anchor_pair_idx: each pair of have keys, spelt as
  -- match_anchor_pair spells a recipe's two rarest keys, and each have key alone (one-key recipes).
  pairs text[];
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

  -- A kitchen can make a recipe only if it holds both of the recipe's anchors, so tier 0 can look
  -- the recipes up by that pair (match_anchor_pair): n(n-1)/2 + n probes for n have keys, instead
  -- of reading every recipe whose rarest key is in the kitchen. A probe is a descent of the index
  -- and costs what reading some 7 entries does, so the probes pay only on a corpus that outnumbers
  -- them about 40 to 1 (measured: the built-in library alone is faster without them at every
  -- kitchen size, 100,000 recipes break even at 67 have keys, 1,000,000 gain at all sizes);
  -- otherwise, and past 100 have keys, the first anchor answers tier 0 as it answers the others.
  -- reltuples is the planner's row count (-1 before the table's first analyze: no probes).
  if cardinality(have_keys) <= 100
     and (cardinality(have_keys) * (cardinality(have_keys) + 1) / 2) * 40
         <= (select c.reltuples from pg_catalog.pg_class c where c.oid = 'public.recipes'::regclass) then
    pairs := array(select h1.k || ' ' || h2.k
                     from unnest(have_keys) as h1(k), unnest(have_keys) as h2(k)
                    where h1.k collate "C" < h2.k collate "C") || have_keys;
  end if;

  if most <= 2 then
    -- Tier by tier, best first (can make now, then one missing, then two); stop at the limit.
    for tier in 0..most loop
      return query
      with candidates as (
          select x.slug, x.title, x.key_mask, x.optional_keys
            from public.recipes x
           where tier = 0 and pairs is not null
             and x.match_anchor_pair = any(pairs collate "C")
             and x.kind = 'meal'
               and (meal_type_filter is null or lower(x.meal_type) = lower(meal_type_filter))
               and (cuisine_filter is null or lower(x.cuisine) = lower(cuisine_filter))
               and (coalesce(cardinality(diet_filter), 0) = 0 or x.diet_tags @> diet_filter)
               and (max_total_minutes is null or x.total_minutes <= max_total_minutes)
        union all
          select x.slug, x.title, x.key_mask, x.optional_keys
            from public.recipes x
           where (tier >= 1 or pairs is null)
             and x.match_anchor_1 = any(have_keys)
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

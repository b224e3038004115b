-- match_recipe_cards (20261128300000) with the pair probes used up to a corpus 20 times their
-- number instead of 40; same arguments, same answers (tests/integration/suggest-paths-agree),
-- grants unchanged.
--
-- The factor 40 was measured when a probe compared text pairs. With integer codes a probe is
-- cheaper, and at 100,000 recipes the kitchens of 50 items with 71 or more have keys (about one in
-- six of bench:suggest's) still read every recipe whose rarest key they hold (~15,000 index entries,
-- of which ~1,800 they can make) where the probes read a third of that. Mean time per call, the
-- function before -> after, one database of 100,000 synthetic recipes, bench:suggest's kitchens,
-- alternated, five calls each: 50 items with 71-74 have keys 13.60 -> 11.38 ms (68-70 and fewer:
-- unchanged, they had the probes already), 65 items (80-100 have keys) 15.0 -> 14.1 ms; p95 over
-- the 160 kitchens of 50 items 14.08 -> 12.25 ms. The built-in library alone (1,441 rows): 5 / 20 /
-- 50 items 1.82 / 4.84 / 6.65 -> 1.81 / 4.83 / 6.72 ms (the same within noise; always probing
-- there is slower: 7.50-8.07 ms for 50 items). 1,000,000 recipes: unchanged (every kitchen up to
-- 100 have keys probed already).

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
set max_parallel_workers_per_gather = 0
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
  -- The have keys' bit positions (keys without one are in no recipe a kitchen can make, nor in a
  -- recipe's pair codes) and their mask.
  have_bits integer[];
  have_mask bit(1024);
  -- The probes into the pair code indexes: every pair of have keys and every have key alone, coded
  -- as recipe_match_pair_code codes a recipe's anchors.
  pairs integer[];
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
  -- ingredient_keys_mask(have_keys) with the bit positions: one statement with a cached plan (a SQL
  -- function in an expression is planned again in each transaction).
  select coalesce(bit_or(set_bit(repeat('0', 1024)::bit(1024), b.bit, 1)), repeat('0', 1024)::bit(1024)),
         coalesce(array_agg(b.bit), '{}')
    into have_mask, have_bits
    from public.ingredient_key_bits b
   where b.key = any(have_keys);
  lacking := ~have_mask;
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
  -- the recipes up by that pair (match_pair_12): n(n-1)/2 + n probes for n have keys, instead of
  -- reading every recipe whose rarest key is in the kitchen; a recipe missing only its rarest key
  -- has its second and third in the kitchen, so tier 1 looks those up the same way (match_pair_23;
  -- tier 2's recipes missing their rarest key may miss the third too: read by second anchor).
  -- A probe is a descent of the index, so the probes pay only on a corpus that outnumbers them
  -- about 20 to 1 (measured with integer codes, 20261128400000: the built-in library alone is as
  -- fast either way up to 11 have keys and slower with them past that; 100,000 recipes gain with
  -- them at every size up to 100 have keys; 1,000,000 at all sizes); otherwise, and past 100 have
  -- keys, the anchors are read one by one. reltuples is the planner's row count (-1 before the
  -- table's first analyze: no probes).
  if cardinality(have_keys) <= 100
     and (cardinality(have_keys) * (cardinality(have_keys) + 1) / 2) * 20
         <= (select c.reltuples from pg_catalog.pg_class c where c.oid = 'public.recipes'::regclass) then
    pairs := array(select h1.b * 1024 + h2.b
                     from unnest(have_bits) as h1(b), unnest(have_bits) as h2(b)
                    where h1.b <= h2.b);
  end if;

  if most <= 2 then
    -- Tier by tier, best first (can make now, then one missing, then two); stop at the limit.
    for tier in 0..most loop
      return query
      with candidates as (
          select x.slug, x.title, x.key_mask, x.optional_keys
            from public.recipes x
           where tier = 0 and pairs is not null
             and x.match_pair_12 = any(pairs)
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
           where tier = 1 and pairs is not null
             and x.match_pair_23 = any(pairs)
             and (x.match_anchor_1 = any(have_keys)) is not true
             and x.kind = 'meal'
               and (meal_type_filter is null or lower(x.meal_type) = lower(meal_type_filter))
               and (cuisine_filter is null or lower(x.cuisine) = lower(cuisine_filter))
               and (coalesce(cardinality(diet_filter), 0) = 0 or x.diet_tags @> diet_filter)
               and (max_total_minutes is null or x.total_minutes <= max_total_minutes)
        union all
          select x.slug, x.title, x.key_mask, x.optional_keys
            from public.recipes x
           where (tier >= 2 or (tier = 1 and pairs is null))
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

-- match_recipes: the database side of recipe matching for large corpora (suggest-recipes-web calls
-- it over RPC when the recipes table is too big to hold in memory). The caller expands the family
-- tree first (a kitchen with cheddar sends cheddar, cheese and dairy), so plain key equality holds.
-- Candidates, for at most two missing, tier by tier (pigeonhole): a recipe missing exactly t keys
-- has one of its t + 1 rarest keys (anchors) in the kitchen. Each anchor has a btree index that
-- carries everything the tiers read (mask, filters, title), so candidates are read index-only
-- instead of from scattered heap pages. Missing and used counts are bit counts of key_mask.

-- indexes
create index recipes_match_anchor_1_idx on public.recipes (match_anchor_1)
  include (key_mask, match_anchor_2, match_anchor_3, kind, meal_type, cuisine, total_minutes, diet_tags, title, slug);
create index recipes_match_anchor_2_idx on public.recipes (match_anchor_2)
  include (key_mask, match_anchor_1, match_anchor_3, kind, meal_type, cuisine, total_minutes, diet_tags, title, slug);
create index recipes_match_anchor_3_idx on public.recipes (match_anchor_3)
  include (key_mask, match_anchor_1, match_anchor_2, kind, meal_type, cuisine, total_minutes, diet_tags, title, slug);

-- Returns the best result_limit meal recipes ranked as the app ranks them: can make now first,
-- then fewest missing, then most kitchen keys used, then title and slug. The caller recomputes the
-- exact match details for the rows returned with the same domain code the app uses offline.

create or replace function public.match_recipes(
  have_keys text[],
  kitchen_keys text[],
  max_missing integer default 2,
  meal_type_filter text default null,
  cuisine_filter text default null,
  diet_filter text[] default '{}',
  max_total_minutes integer default null,
  result_limit integer default 100
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
  taken integer := 0;
  batch integer;
  tier integer;
begin
  if have_keys is null or cardinality(have_keys) > 5000 or coalesce(cardinality(kitchen_keys), 0) > 5000 then
    raise exception 'have_keys must be an array of at most 5000 keys' using errcode = 'P0001';
  end if;
  -- missing = keys of the recipe outside have; used = keys of the recipe in the kitchen.
  lacking := ~public.ingredient_keys_mask(have_keys);
  kitchen := public.ingredient_keys_mask(coalesce(kitchen_keys, '{}'));
  if most <= 2 then
    -- Tier by tier, best first (can make now, then one missing, then two); stop at the limit.
    for tier in 0..most loop
      return query
      with candidates as (
          select x.slug, x.title, x.key_mask
            from public.recipes x
           where x.match_anchor_1 = any(have_keys)
             and x.kind = 'meal'
               and (meal_type_filter is null or lower(x.meal_type) = lower(meal_type_filter))
               and (cuisine_filter is null or lower(x.cuisine) = lower(cuisine_filter))
               and (coalesce(cardinality(diet_filter), 0) = 0 or x.diet_tags @> diet_filter)
               and (max_total_minutes is null or x.total_minutes <= max_total_minutes)
        union all
          select x.slug, x.title, x.key_mask
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
          select x.slug, x.title, x.key_mask
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
      best as (
        select c.slug, c.title, bit_count(c.key_mask & kitchen) as used
          from candidates c
         where bit_count(c.key_mask & lacking) = tier
           and (tier = 0 or bit_count(c.key_mask & kitchen) > 0)
         order by used desc, lower(c.title) collate "C", c.title collate "C", c.slug collate "C"
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
              bit_count(r.key_mask & kitchen) desc,
              lower(r.title) collate "C", r.title collate "C", r.slug collate "C"
     limit lim;
  end if;
end;
$$;

comment on function public.match_recipes(text[], text[], integer, text, text, text[], integer, integer) is
  'Best meal recipes for a kitchen (keys pre-expanded by the caller); see suggest-recipes-web.';

revoke execute on function public.match_recipes(text[], text[], integer, text, text, text[], integer, integer) from public;
grant execute on function public.match_recipes(text[], text[], integer, text, text, text[], integer, integer) to anon, authenticated, service_role;

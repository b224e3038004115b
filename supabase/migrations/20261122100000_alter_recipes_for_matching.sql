-- recipes for matching: optional ingredient keys, a bit mask of the keys (so missing counts are two
-- C-level bit operations per row), and "anchor" keys that let match_recipes use an index.
--
-- Key masks: every ingredient key gets a bit position in ingredient_key_bits (assigned on first use by
-- the trigger; 1023 positions, bit 1023 marks "a key beyond them" so it always counts as missing).
-- missing = bit_count(key_mask & ~have_mask), used = bit_count(key_mask & kitchen_mask).
--
-- Why anchors: a recipe missing at most m ingredients has at least one of ANY m + 1 of its keys in
-- the kitchen (pigeonhole). So for m <= 2 the candidates are the recipes whose first m + 1 anchor
-- keys meet the kitchen (btree indexes on match_anchor_1..3, see match_recipes), and missing counts
-- are computed only for those. Choosing the
-- three least common keys as anchors keeps the candidate set small; correctness does not depend on
-- the choice. Commonness comes from recipe_key_frequencies (refreshed by
-- refresh_recipe_match_anchors(); keys it does not list count as rarest).

-- columns
alter table public.recipes
  add column optional_keys text[] not null default '{}',
  add column match_anchors text[] not null default '{}',
  add column key_mask bit(1024) not null default repeat('0', 1024)::bit(1024);

-- The anchors as plain columns, so btree indexes over them can answer index-only.
alter table public.recipes
  add column match_anchor_1 text generated always as (match_anchors[1]) stored,
  add column match_anchor_2 text generated always as (match_anchors[2]) stored,
  add column match_anchor_3 text generated always as (match_anchors[3]) stored;

alter table public.recipes
  add constraint recipes_optional_keys_valid check (cardinality(optional_keys) <= 500 and public.text_items_within(optional_keys, 1, 200)),
  add constraint recipes_match_anchors_valid check (cardinality(match_anchors) <= 3);

comment on column public.recipes.ingredient_keys is 'Distinct canonical keys of the non-optional ingredients (matching).';
comment on column public.recipes.optional_keys is 'Distinct canonical keys of the optional ingredients (never counted as missing).';
comment on column public.recipes.key_mask is 'Bit i set when ingredient_keys holds the key at position i of ingredient_key_bits (maintained by trigger).';
comment on column public.recipes.match_anchors is 'The three least common ingredient_keys (maintained by trigger); indexed for match_recipes.';

-- table: how many recipes use each key
create table public.recipe_key_frequencies (
  key text primary key,
  recipe_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint recipe_key_frequencies_key_length check (char_length(key) between 1 and 200),
  constraint recipe_key_frequencies_count_range check (recipe_count >= 0)
);

comment on table public.recipe_key_frequencies is 'Recipe counts per ingredient key; orders keys by commonness for recipes.match_anchors.';

-- table: bit positions of ingredient keys in recipes.key_mask
create table public.ingredient_key_bits (
  key text primary key,
  bit integer not null,
  created_at timestamptz not null default now(),
  constraint ingredient_key_bits_bit_unique unique (bit),
  constraint ingredient_key_bits_bit_range check (bit between 0 and 1022),
  constraint ingredient_key_bits_key_length check (char_length(key) between 1 and 200)
);

comment on table public.ingredient_key_bits is 'Stable bit position of each ingredient key in recipes.key_mask.';

-- indexes: see 20261122100200_create_match_recipes.sql (next to the query that uses them)

-- RLS
alter table public.recipe_key_frequencies enable row level security;

grant select on table public.recipe_key_frequencies to anon, authenticated;
grant all on table public.recipe_key_frequencies to service_role;

create policy "Everyone can read ingredient key frequencies"
  on public.recipe_key_frequencies for select to anon, authenticated
  using (true);

alter table public.ingredient_key_bits enable row level security;

grant select on table public.ingredient_key_bits to anon, authenticated;
grant all on table public.ingredient_key_bits to service_role;

create policy "Everyone can read ingredient key bit positions"
  on public.ingredient_key_bits for select to anon, authenticated
  using (true);

-- functions
create or replace function public.recipe_match_anchors(keys text[])
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(k order by coalesce(f.recipe_count, 0), k), '{}')
  from (
    select k, f.recipe_count
    from unnest(keys) as k
    left join public.recipe_key_frequencies f on f.key = k
    order by coalesce(f.recipe_count, 0), k
    limit 3
  ) as f(k, recipe_count);
$$;

-- The mask of a set of keys; keys without a bit position are left out (have/kitchen masks), or
-- mark bit 1023 when overflow is true (recipe masks: an unplaceable key always counts as missing).
create or replace function public.ingredient_keys_mask(keys text[], overflow boolean default false)
returns bit(1024)
language sql
stable
set search_path = ''
as $$
  select coalesce(bit_or(set_bit(repeat('0', 1024)::bit(1024), b.bit, 1)), repeat('0', 1024)::bit(1024))
         | case when overflow and exists (
             select 1 from unnest(keys) as k where not exists (select 1 from public.ingredient_key_bits x where x.key = k)
           ) then set_bit(repeat('0', 1024)::bit(1024), 1023, 1) else repeat('0', 1024)::bit(1024) end
    from public.ingredient_key_bits b
   where b.key = any(keys);
$$;

-- Gives new keys the next free bit positions (serialised by an advisory lock).
create or replace function public.assign_ingredient_key_bits(keys text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from unnest(keys) as k where not exists (select 1 from public.ingredient_key_bits b where b.key = k)) then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('larder.ingredient_key_bits'));
  insert into public.ingredient_key_bits (key, bit)
  select k, (select coalesce(max(bit), -1) from public.ingredient_key_bits) + row_number() over (order by k)
    from (select distinct k from unnest(keys) as k
           where char_length(k) between 1 and 200
             and not exists (select 1 from public.ingredient_key_bits b where b.key = k)) as fresh
   where (select coalesce(max(bit), -1) from public.ingredient_key_bits) + 1 <= 1022
  on conflict (key) do nothing;
exception when check_violation then
  null; -- out of positions: such keys are marked by the overflow bit instead
end;
$$;

revoke execute on function public.assign_ingredient_key_bits(text[]) from public, anon, authenticated;
grant execute on function public.assign_ingredient_key_bits(text[]) to service_role;

create or replace function public.recipes_set_match_anchors()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.assign_ingredient_key_bits(new.ingredient_keys);
  new.key_mask := public.ingredient_keys_mask(new.ingredient_keys, true);
  new.match_anchors := public.recipe_match_anchors(new.ingredient_keys);
  return new;
end;
$$;

revoke execute on function public.recipes_set_match_anchors() from public, anon, authenticated, service_role;

-- Recounts key frequencies over all recipes and recomputes every recipe's anchors (after a bulk load).
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
  select k, count(*)::integer from public.recipes, unnest(ingredient_keys) as k group by k;
  update public.recipes r
     set match_anchors = public.recipe_match_anchors(r.ingredient_keys)
   where r.match_anchors is distinct from public.recipe_match_anchors(r.ingredient_keys);
  get diagnostics changed = row_count;
  return changed;
end;
$$;

revoke execute on function public.refresh_recipe_match_anchors() from public, anon, authenticated;
grant execute on function public.refresh_recipe_match_anchors() to service_role;

-- triggers
create trigger recipe_key_frequencies_set_updated_at
  before update on public.recipe_key_frequencies
  for each row execute function public.set_updated_at();

create trigger recipes_set_match_anchors
  before insert or update of ingredient_keys on public.recipes
  for each row execute function public.recipes_set_match_anchors();

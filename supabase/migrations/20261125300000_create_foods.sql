-- foods: the USDA SR26 food database (8,463 foods) for the nutrition tracker, and its search.
-- Rows come from the generated seed (20261125300100_seed_foods.sql); clients only read.

-- table
create table public.foods (
  ndb text primary key,
  name text not null,
  food_group text not null,
  -- How everyday the food is (domain/nutrition/food-search.ts foodRankBias); higher ranks first.
  rank_bias integer not null default 0,
  -- Per 100 g edible portion; null = SR26 has no value (never read as zero).
  calories numeric,
  protein_g numeric,
  fat_g numeric,
  carbs_g numeric,
  fiber_g numeric,
  sugar_g numeric,
  sodium_mg numeric,
  calcium_mg numeric,
  iron_mg numeric,
  magnesium_mg numeric,
  potassium_mg numeric,
  zinc_mg numeric,
  vitamin_a_ug numeric,
  vitamin_c_mg numeric,
  vitamin_d_ug numeric,
  vitamin_b12_ug numeric,
  folate_ug numeric,
  -- Household measures: [["1 cup, chopped", 160], …] (label, grams).
  measures jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint foods_ndb_format check (ndb ~ '^[0-9]{5}$'),
  constraint foods_name_length check (char_length(name) between 1 and 300),
  constraint foods_measures_array check (jsonb_typeof(measures) = 'array')
);

comment on table public.foods is 'USDA SR26 foods with nutrients per 100 g (null = no value) and household measures; read-only for clients.';

-- search helpers (kept in step with domain/nutrition/food-search.ts)

-- A plural folded to a prefix of its singular: eggs → egg, berries → berr, tomatoes → tomato.
create function public.food_search_stem(word text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when length(word) > 4 and word like '%ies' then left(word, -3)
    when length(word) > 4 and word like '%oes' then left(word, -2)
    when length(word) > 3 and word like '%s' and word not like '%ss' then left(word, -1)
    else word
  end
$$;

-- The words of a text: lower case, split on anything but a-z and 0-9, plurals folded.
create function public.food_search_tokens(q text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(public.food_search_stem(w) order by n), '{}'::text[])
  from regexp_split_to_table(lower(coalesce(q, '')), '[^a-z0-9]+') with ordinality as t (w, n)
  where w <> ''
$$;

-- The name as searched: lower case, anything but a-z and 0-9 as one space, padded with spaces.
create function public.food_search_text(name text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select ' ' || btrim(regexp_replace(lower(coalesce(name, '')), '[^a-z0-9]+', ' ', 'g')) || ' '
$$;

-- The name's comma-separated segments ("Class, kind, part, state"), each as its folded words.
create function public.food_search_segments(name text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(array_to_string(public.food_search_tokens(seg), ' ') order by n), '{}'::text[])
  from regexp_split_to_table(coalesce(name, ''), ',') with ordinality as s (seg, n)
$$;

alter table public.foods
  add column search_text text generated always as (public.food_search_text(name)) stored,
  add column search_segments text[] generated always as (public.food_search_segments(name)) stored;

-- The best matches for a query, everyday foods first (same rule as the bundled index):
-- every query word starts a word of the name; score = match + rank_bias (8,463 rows: a scan of the
-- precomputed search columns answers in milliseconds, so no text index is kept).
create function public.search_foods(q text, max_results integer default 20)
returns setof public.foods
language sql
stable
parallel safe
set search_path = ''
-- A scan of 8,463 rows: compiling it (JIT, on by default on PostgreSQL) costs more than it saves.
set jit = off
as $$
  -- materialized: the query's words are computed once, not once per food.
  with query as materialized (
    select tokens, array_to_string(tokens, ' ') as phrase
    from (select (public.food_search_tokens(left(q, 200)))[1:8] as tokens) t
  )
  select f.*
  from public.foods f, query
  -- Every word (at most 8) starts a word of the name; written out, not as a subquery per food.
  where cardinality(query.tokens) > 0
    and position(' ' || query.tokens[1] in f.search_text) > 0
    and (query.tokens[2] is null or position(' ' || query.tokens[2] in f.search_text) > 0)
    and (query.tokens[3] is null or position(' ' || query.tokens[3] in f.search_text) > 0)
    and (query.tokens[4] is null or position(' ' || query.tokens[4] in f.search_text) > 0)
    and (query.tokens[5] is null or position(' ' || query.tokens[5] in f.search_text) > 0)
    and (query.tokens[6] is null or position(' ' || query.tokens[6] in f.search_text) > 0)
    and (query.tokens[7] is null or position(' ' || query.tokens[7] in f.search_text) > 0)
    and (query.tokens[8] is null or position(' ' || query.tokens[8] in f.search_text) > 0)
  order by
    (
      (select 3 * count(*) from unnest(query.tokens) as tok where position(' ' || tok || ' ' in f.search_text) > 0)
      + case
          when f.search_segments[1] = query.phrase then 30
          when query.phrase = any (f.search_segments)
            or f.search_segments[2] || ' ' || f.search_segments[1] = query.phrase then 25
          when (select bool_and(tok = any (f.search_segments)) from unnest(query.tokens) as tok) then 20
          when starts_with(f.search_segments[1], query.phrase) then 15
          else 0
        end
      + case when starts_with(f.search_text, ' ' || query.tokens[1]) then 5 else 0 end
      + f.rank_bias
    ) desc,
    char_length(f.name),
    f.ndb
  limit least(greatest(coalesce(max_results, 20), 1), 100)
$$;

comment on function public.search_foods(text, integer) is 'Foods whose name has every query word as a word prefix, everyday foods first.';

-- RLS
-- Everyone reads the food database; no client writes it (the seed migration and the service role do).
alter table public.foods enable row level security;

grant select on table public.foods to anon, authenticated;
grant all on table public.foods to service_role;
revoke insert, update, delete, truncate on table public.foods from anon, authenticated;

create policy "Everyone can read the foods"
  on public.foods for select to anon, authenticated
  using (true);

grant execute on function public.search_foods(text, integer) to anon, authenticated, service_role;
grant execute on function public.food_search_tokens(text) to anon, authenticated, service_role;
grant execute on function public.food_search_stem(text) to anon, authenticated, service_role;
grant execute on function public.food_search_text(text) to anon, authenticated, service_role;
grant execute on function public.food_search_segments(text) to anon, authenticated, service_role;

-- triggers
create trigger foods_set_updated_at
  before update on public.foods
  for each row execute function public.set_updated_at();

-- saved_recipes: recipes a user saved from a web page (scrape-recipe) or imported.

-- table
create table public.saved_recipes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  url text not null,
  canonical_url text not null,
  title text not null,
  description text,
  image_url text,
  site_name text,
  author text,
  yields text,
  prep_minutes integer,
  cook_minutes integer,
  total_minutes integer,
  ingredients jsonb not null default '[]'::jsonb,
  ingredient_keys text[] not null default '{}',
  instructions jsonb not null default '[]'::jsonb,
  cuisine text,
  category text,
  keywords text[] not null default '{}',
  nutrition jsonb,
  notes text,
  tags text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint saved_recipes_user_canonical_url_unique unique (user_id, canonical_url),
  constraint saved_recipes_url_format check (char_length(url) <= 2048 and url ~* '^https?://'),
  constraint saved_recipes_canonical_url_format check (char_length(canonical_url) <= 2048 and canonical_url ~* '^https?://'),
  constraint saved_recipes_title_length check (char_length(btrim(title)) between 1 and 500),
  constraint saved_recipes_description_length check (description is null or char_length(description) <= 10000),
  constraint saved_recipes_image_url_length check (image_url is null or char_length(image_url) <= 2048),
  constraint saved_recipes_site_name_length check (site_name is null or char_length(site_name) <= 200),
  constraint saved_recipes_author_length check (author is null or char_length(author) <= 300),
  constraint saved_recipes_yields_length check (yields is null or char_length(yields) <= 200),
  constraint saved_recipes_prep_minutes_range check (prep_minutes is null or prep_minutes between 0 and 10080),
  constraint saved_recipes_cook_minutes_range check (cook_minutes is null or cook_minutes between 0 and 10080),
  constraint saved_recipes_total_minutes_range check (total_minutes is null or total_minutes between 0 and 20160),
  constraint saved_recipes_ingredients_array check (jsonb_typeof(ingredients) = 'array' and jsonb_array_length(ingredients) <= 500),
  constraint saved_recipes_ingredient_keys_valid check (cardinality(ingredient_keys) <= 500 and public.text_items_within(ingredient_keys, 1, 200)),
  constraint saved_recipes_instructions_array check (jsonb_typeof(instructions) = 'array' and jsonb_array_length(instructions) <= 500),
  constraint saved_recipes_cuisine_length check (cuisine is null or char_length(cuisine) <= 200),
  constraint saved_recipes_category_length check (category is null or char_length(category) <= 200),
  constraint saved_recipes_keywords_valid check (cardinality(keywords) <= 100 and public.text_items_within(keywords, 1, 200)),
  constraint saved_recipes_nutrition_object check (nutrition is null or jsonb_typeof(nutrition) = 'object'),
  constraint saved_recipes_notes_length check (notes is null or char_length(notes) <= 10000),
  constraint saved_recipes_tags_valid check (cardinality(tags) <= 50 and public.text_items_within(tags, 1, 50)),
  constraint saved_recipes_size check (pg_column_size(ingredients) + pg_column_size(instructions) <= 2097152)
);

comment on table public.saved_recipes is 'A user''s saved recipes; one per canonical URL per user.';

-- indexes
-- user_id is covered by the leading column of saved_recipes_user_canonical_url_unique.
create index saved_recipes_user_created_idx on public.saved_recipes (user_id, created_at desc);
create index saved_recipes_ingredient_keys_idx on public.saved_recipes using gin (ingredient_keys);

-- RLS
alter table public.saved_recipes enable row level security;

grant select, insert, update, delete on table public.saved_recipes to authenticated;
grant all on table public.saved_recipes to service_role;
revoke all on table public.saved_recipes from anon;

create policy "Users can read their own saved recipes"
  on public.saved_recipes for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can save recipes for themselves"
  on public.saved_recipes for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users can edit their own saved recipes"
  on public.saved_recipes for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Users can delete their own saved recipes"
  on public.saved_recipes for delete to authenticated
  using (user_id = (select auth.uid()));

-- triggers
create trigger saved_recipes_set_updated_at
  before update on public.saved_recipes
  for each row execute function public.set_updated_at();

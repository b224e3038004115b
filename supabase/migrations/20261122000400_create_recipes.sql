-- recipes: the built-in library and imported corpora, meals and drinks. Everyone reads; admins write.

-- table
create table public.recipes (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  kind text not null default 'meal',
  title text not null,
  description text,
  servings integer,
  prep_minutes integer,
  cook_minutes integer,
  total_minutes integer,
  cuisine text,
  meal_type text,
  diet_tags text[] not null default '{}',
  equipment text[] not null default '{}',
  ingredients jsonb not null default '[]'::jsonb,
  ingredient_keys text[] not null default '{}',
  steps jsonb not null default '[]'::jsonb,
  nutrition jsonb,
  image_url text,
  source text not null default 'larder',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint recipes_slug_unique unique (slug),
  constraint recipes_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  constraint recipes_kind_valid check (kind in ('meal', 'drink')),
  constraint recipes_title_length check (char_length(btrim(title)) between 1 and 300),
  constraint recipes_description_length check (description is null or char_length(description) <= 5000),
  constraint recipes_servings_range check (servings is null or servings between 1 and 100),
  constraint recipes_prep_minutes_range check (prep_minutes is null or prep_minutes between 0 and 10080),
  constraint recipes_cook_minutes_range check (cook_minutes is null or cook_minutes between 0 and 10080),
  constraint recipes_total_minutes_range check (total_minutes is null or total_minutes between 0 and 20160),
  constraint recipes_cuisine_length check (cuisine is null or char_length(cuisine) between 1 and 100),
  constraint recipes_meal_type_length check (meal_type is null or char_length(meal_type) between 1 and 100),
  constraint recipes_diet_tags_valid check (cardinality(diet_tags) <= 50 and public.text_items_within(diet_tags, 1, 100)),
  constraint recipes_equipment_valid check (cardinality(equipment) <= 100 and public.text_items_within(equipment, 1, 200)),
  constraint recipes_ingredients_array check (jsonb_typeof(ingredients) = 'array'),
  constraint recipes_ingredient_keys_valid check (cardinality(ingredient_keys) <= 500 and public.text_items_within(ingredient_keys, 1, 200)),
  constraint recipes_steps_array check (jsonb_typeof(steps) = 'array'),
  constraint recipes_nutrition_object check (nutrition is null or jsonb_typeof(nutrition) = 'object'),
  constraint recipes_image_url_length check (image_url is null or char_length(image_url) <= 2048),
  constraint recipes_source_length check (char_length(source) between 1 and 200)
);

comment on table public.recipes is 'Built-in and imported recipes (meals and drinks). ingredient_keys are canonical catalogue keys used for matching.';

-- indexes
create index recipes_ingredient_keys_idx on public.recipes using gin (ingredient_keys);
create index recipes_kind_idx on public.recipes (kind);
create index recipes_cuisine_idx on public.recipes (cuisine);
create index recipes_meal_type_idx on public.recipes (meal_type);

-- RLS
alter table public.recipes enable row level security;

grant select on table public.recipes to anon, authenticated;
grant insert, update, delete on table public.recipes to authenticated;
grant all on table public.recipes to service_role;

create policy "Everyone can read recipes"
  on public.recipes for select to anon, authenticated
  using (true);

create policy "Admins can add recipes"
  on public.recipes for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins can edit recipes"
  on public.recipes for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins can delete recipes"
  on public.recipes for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- triggers
create trigger recipes_set_updated_at
  before update on public.recipes
  for each row execute function public.set_updated_at();

-- The nutrition tracker: per-entry micronutrients, where an entry came from (an SR26 food, a recipe,
-- a drink, a quick entry), its amount, and honest totals (null = unknown, never a silent zero);
-- goals for the micronutrients too.

-- nutrition_logs: a nutrient the entry's source has no value for is null, not 0.
alter table public.nutrition_logs
  alter column calories drop not null, alter column calories drop default,
  alter column protein_g drop not null, alter column protein_g drop default,
  alter column fat_g drop not null, alter column fat_g drop default,
  alter column carbs_g drop not null, alter column carbs_g drop default,
  alter column fiber_g drop not null, alter column fiber_g drop default,
  alter column sugar_g drop not null, alter column sugar_g drop default,
  alter column sodium_mg drop not null, alter column sodium_mg drop default;

alter table public.nutrition_logs
  add column calcium_mg numeric,
  add column iron_mg numeric,
  add column magnesium_mg numeric,
  add column potassium_mg numeric,
  add column zinc_mg numeric,
  add column vitamin_a_ug numeric,
  add column vitamin_c_mg numeric,
  add column vitamin_d_ug numeric,
  add column vitamin_b12_ug numeric,
  add column folate_ug numeric,
  -- food (SR26), recipe (built-in library), drink, saved-recipe, quick (typed-in kcal and macros)
  add column entry_kind text not null default 'quick',
  add column food_ndb text references public.foods (ndb) on delete set null,
  add column recipe_slug text,
  -- Grams eaten (foods); null for recipes counted in servings and for quick entries.
  add column grams numeric,
  -- What the user chose, as shown: "150 g", "1 cup, chopped".
  add column amount_label text,
  -- Nutrients whose value is a lower bound (some ingredient of a recipe has no value for them).
  add column incomplete_nutrients text[] not null default '{}'::text[],
  add constraint nutrition_logs_entry_kind_valid check (entry_kind in ('food', 'recipe', 'drink', 'saved-recipe', 'quick')),
  add constraint nutrition_logs_food_ndb_format check (food_ndb is null or food_ndb ~ '^[0-9]{5}$'),
  add constraint nutrition_logs_recipe_slug_length check (recipe_slug is null or char_length(recipe_slug) between 1 and 200),
  add constraint nutrition_logs_grams_eaten_range check (grams is null or (grams > 0 and grams <= 10000)),
  add constraint nutrition_logs_amount_label_length check (amount_label is null or char_length(amount_label) <= 200),
  add constraint nutrition_logs_incomplete_nutrients_size check (cardinality(incomplete_nutrients) <= 32),
  add constraint nutrition_logs_logged_on_range check (logged_on between date '1900-01-01' and date '2200-12-31'),
  add constraint nutrition_logs_micros_range check (
    coalesce(calcium_mg, 0) between 0 and 1000000 and coalesce(iron_mg, 0) between 0 and 1000000
    and coalesce(magnesium_mg, 0) between 0 and 1000000 and coalesce(potassium_mg, 0) between 0 and 1000000
    and coalesce(zinc_mg, 0) between 0 and 1000000 and coalesce(vitamin_a_ug, 0) between 0 and 10000000
    and coalesce(vitamin_c_mg, 0) between 0 and 1000000 and coalesce(vitamin_d_ug, 0) between 0 and 1000000
    and coalesce(vitamin_b12_ug, 0) between 0 and 1000000 and coalesce(folate_ug, 0) between 0 and 10000000
  );

create index nutrition_logs_food_ndb_idx on public.nutrition_logs (food_ndb);

-- nutrition_goals: the micronutrients (null = no target).
alter table public.nutrition_goals
  add column calcium_mg numeric,
  add column iron_mg numeric,
  add column magnesium_mg numeric,
  add column potassium_mg numeric,
  add column zinc_mg numeric,
  add column vitamin_a_ug numeric,
  add column vitamin_c_mg numeric,
  add column vitamin_d_ug numeric,
  add column vitamin_b12_ug numeric,
  add column folate_ug numeric,
  add constraint nutrition_goals_micros_range check (
    coalesce(calcium_mg, 0) between 0 and 100000 and coalesce(iron_mg, 0) between 0 and 100000
    and coalesce(magnesium_mg, 0) between 0 and 100000 and coalesce(potassium_mg, 0) between 0 and 100000
    and coalesce(zinc_mg, 0) between 0 and 100000 and coalesce(vitamin_a_ug, 0) between 0 and 1000000
    and coalesce(vitamin_c_mg, 0) between 0 and 100000 and coalesce(vitamin_d_ug, 0) between 0 and 100000
    and coalesce(vitamin_b12_ug, 0) between 0 and 100000 and coalesce(folate_ug, 0) between 0 and 1000000
  );

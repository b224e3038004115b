-- meal_plans as the Meal Prep Assistant's week: one row per entry (a built-in recipe, a saved
-- recipe, a drink or a note), with its order in the slot, a lock for re-rolls, the planner's
-- one-line reason and, for a leftovers note, the entry cooked for it. Per-row insert, update and
-- delete are atomic, so two devices editing different entries never lose each other's changes.

alter table public.meal_plans
  add column kind text not null default 'note',
  add column ref text,
  add column locked boolean not null default false,
  add column position integer not null default 0,
  add column reason text,
  add column leftover_of uuid references public.meal_plans (id) on delete set null;

-- Rows written before this migration: a linked saved recipe, a linked built-in recipe (by its
-- slug), or else a note.
update public.meal_plans set kind = 'saved' where saved_recipe_id is not null;
update public.meal_plans m set kind = 'recipe', ref = r.slug
  from public.recipes r where m.recipe_id = r.id and m.saved_recipe_id is null;

alter table public.meal_plans
  add constraint meal_plans_kind_valid check (kind in ('recipe', 'saved', 'drink', 'note')),
  add constraint meal_plans_ref_format check (ref is null or (char_length(ref) <= 200 and ref ~ '^[a-z0-9]+(-[a-z0-9]+)*$')),
  add constraint meal_plans_ref_matches_kind check (
    (kind = 'recipe' and (ref is not null or recipe_id is not null))
    or (kind = 'drink' and ref is not null)
    or (kind = 'saved' and ref is null)
    or (kind = 'note' and ref is null and saved_recipe_id is null)
  ),
  add constraint meal_plans_position_range check (position between 0 and 10000),
  add constraint meal_plans_reason_length check (reason is null or char_length(reason) <= 300);

comment on column public.meal_plans.kind is 'recipe (ref = library slug), saved (saved_recipe_id; null once deleted: "Recipe removed"), drink (ref = drink slug) or note (title).';

create index meal_plans_leftover_of_idx on public.meal_plans (leftover_of);

-- A leftovers link may only point at the same user's entry.
create or replace function public.meal_plans_check_leftover_owner()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.leftover_of is not null and not exists (
    select 1 from public.meal_plans m where m.id = new.leftover_of and m.user_id = new.user_id
  ) then
    raise exception 'leftover_of must be one of your own entries' using errcode = '23503';
  end if;
  return new;
end;
$$;

revoke execute on function public.meal_plans_check_leftover_owner() from public, anon;

create trigger meal_plans_leftover_owner
  before insert or update of leftover_of on public.meal_plans
  for each row execute function public.meal_plans_check_leftover_owner();

-- The food diary: barcode products from the product table are loggable, and a guest's diary is
-- carried into the account at the first sign-in (like the bar shelf).

-- nutrition_logs: a product entry keeps the code it was found by (8 to 14 digits, check digit
-- validated by the app; the product table lives in the app, so there is no foreign key).
alter table public.nutrition_logs
  add column product_code text;

alter table public.nutrition_logs
  drop constraint nutrition_logs_entry_kind_valid;

alter table public.nutrition_logs
  add constraint nutrition_logs_entry_kind_valid
    check (entry_kind in ('food', 'recipe', 'drink', 'saved-recipe', 'quick', 'product')),
  add constraint nutrition_logs_product_code_format
    check (product_code is null or product_code ~ '^[0-9]{8,14}$');

comment on column public.nutrition_logs.product_code is
  'Barcode (8-14 digits) of the product an entry of kind product was logged from; null otherwise.';

-- profiles.nutrition_diary_started_at: when this account first had a diary entry.
--
-- "No rows" cannot tell a new account from one whose diary was emptied on another device; this
-- marker can (the same reasoning as profiles.bar_shelf_started_at). The app carries a device's
-- guest diary in only when the account has no nutrition_logs rows and no marker, so entries
-- deleted elsewhere never come back. Set by the database on every insert (whatever the client).
alter table public.profiles add column nutrition_diary_started_at timestamptz;

comment on column public.profiles.nutrition_diary_started_at is
  'When the account first had a nutrition_logs row (set by a trigger, never cleared by the app); null: never had a diary.';

-- functions
-- Runs as its owner: a user may have no profile row yet. Once the mark is set, a plain read skips
-- the upsert, so logging takes no lock on the profile row.
create or replace function public.nutrition_logs_mark_diary_started()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.profiles where id = new.user_id and nutrition_diary_started_at is not null
  ) then
    return new;
  end if;
  insert into public.profiles as p (id, nutrition_diary_started_at)
  values (new.user_id, now())
  on conflict (id) do update
    set nutrition_diary_started_at = excluded.nutrition_diary_started_at
    where p.nutrition_diary_started_at is null;
  return new;
end;
$$;

revoke execute on function public.nutrition_logs_mark_diary_started() from public, anon, authenticated, service_role;

-- triggers
create trigger nutrition_logs_mark_diary_started
  after insert on public.nutrition_logs
  for each row execute function public.nutrition_logs_mark_diary_started();

-- data: accounts that already have entries have a diary.
insert into public.profiles as p (id, nutrition_diary_started_at)
select l.user_id, min(l.created_at)
  from public.nutrition_logs l
 group by l.user_id
on conflict (id) do update
  set nutrition_diary_started_at = excluded.nutrition_diary_started_at
  where p.nutrition_diary_started_at is null;

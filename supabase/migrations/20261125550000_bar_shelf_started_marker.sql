-- profiles.bar_shelf_started_at: when this account first had a bottle on its bar shelf.
--
-- A guest's shelf is carried into the account at the first sign-in, like the kitchen's ("if no
-- record exists, the local list is uploaded"). The bar keeps one row per bottle (bar_inventory), so
-- "no rows" cannot tell a new account from one whose shelf was cleared on another device; this
-- marker can. The app uploads a device's shelf only when the account has no bar_inventory rows and
-- no marker, so a shelf cleared elsewhere never comes back.
--
-- The marker is set by the database, not the app: every insert into bar_inventory (whatever the
-- client) stamps it once. It lives in the user's own profile row, so it is read under the profiles
-- RLS (own row, admins); a user who clears it only makes their own next sign-in offer the device's
-- shelf again.

-- column
alter table public.profiles add column bar_shelf_started_at timestamptz;

comment on column public.profiles.bar_shelf_started_at is
  'When the account first had a bar_inventory row (set by a trigger, never cleared by the app); null: never had a shelf.';

-- functions
-- Runs as its owner: a user may have no profile row yet (the insert below creates it). Once the
-- mark is set, a plain read skips the upsert, so adding bottles takes no lock on the profile row
-- (two devices' inserts never wait on each other there).
create or replace function public.bar_inventory_mark_shelf_started()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.profiles where id = new.user_id and bar_shelf_started_at is not null
  ) then
    return new;
  end if;
  insert into public.profiles as p (id, bar_shelf_started_at)
  values (new.user_id, now())
  on conflict (id) do update
    set bar_shelf_started_at = excluded.bar_shelf_started_at
    where p.bar_shelf_started_at is null;
  return new;
end;
$$;

revoke execute on function public.bar_inventory_mark_shelf_started() from public, anon, authenticated, service_role;

-- triggers
create trigger bar_inventory_mark_shelf_started
  after insert on public.bar_inventory
  for each row execute function public.bar_inventory_mark_shelf_started();

-- data: accounts that already have bottles have a shelf.
insert into public.profiles as p (id, bar_shelf_started_at)
select b.user_id, min(b.created_at)
  from public.bar_inventory b
 group by b.user_id
on conflict (id) do update
  set bar_shelf_started_at = excluded.bar_shelf_started_at
  where p.bar_shelf_started_at is null;

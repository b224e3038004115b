-- profiles: one per user, created by a trigger when the auth user is created.

-- table
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  display_name text,
  avatar_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_display_name_length check (display_name is null or char_length(display_name) between 1 and 100),
  constraint profiles_avatar_url_length check (avatar_url is null or char_length(avatar_url) between 1 and 2048)
);

comment on table public.profiles is 'Public face of a user: display name and avatar. id = auth.users.id.';

-- indexes
-- id is the primary key (and the foreign key).

-- RLS
alter table public.profiles enable row level security;

grant select, insert, update on table public.profiles to authenticated;
grant all on table public.profiles to service_role;
revoke all on table public.profiles from anon;

create policy "Users can read their own profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

create policy "Admins can read every profile"
  on public.profiles for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Users can create their own profile"
  on public.profiles for insert to authenticated
  with check (id = (select auth.uid()));

create policy "Users can update their own profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- triggers
create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- Runs as its owner: the inserting role (the auth server) needs no rights on public.profiles.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  display text := nullif(btrim(left(coalesce(meta ->> 'display_name', meta ->> 'full_name', meta ->> 'name', ''), 100)), '');
  avatar text := nullif(btrim(coalesce(meta ->> 'avatar_url', meta ->> 'picture', '')), '');
begin
  if avatar is not null and (char_length(avatar) > 2048 or avatar !~* '^https?://') then
    avatar := null;
  end if;
  insert into public.profiles (id, display_name, avatar_url)
  values (new.id, display, avatar)
  on conflict (id) do nothing;
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated, service_role;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

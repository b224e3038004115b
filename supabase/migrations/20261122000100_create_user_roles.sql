-- user_roles: which role (admin, moderator, user) a user has. No row means "user".

-- table
create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_roles_role_valid check (role in ('admin', 'moderator', 'user')),
  constraint user_roles_user_role_unique unique (user_id, role)
);

comment on table public.user_roles is 'Roles granted to users; admin > moderator > user, no row = user.';

-- indexes
-- user_id is covered by the leading column of user_roles_user_role_unique.

-- functions
-- has_role reads user_roles as its owner, so policies can call it without recursing into RLS.
create or replace function public.has_role(_user_id uuid, _role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles
    where user_id = _user_id and role = _role
  );
$$;

-- The caller's highest role: admin > moderator > user; null when not signed in.
create or replace function public.get_my_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.uid() is null then null
    when public.has_role(auth.uid(), 'admin') then 'admin'
    when public.has_role(auth.uid(), 'moderator') then 'moderator'
    else 'user'
  end;
$$;

revoke execute on function public.has_role(uuid, text) from public, anon;
grant execute on function public.has_role(uuid, text) to authenticated, service_role;
revoke execute on function public.get_my_role() from public;
grant execute on function public.get_my_role() to anon, authenticated, service_role;

-- RLS
alter table public.user_roles enable row level security;

grant select on table public.user_roles to authenticated;
grant insert, update, delete on table public.user_roles to authenticated;
grant all on table public.user_roles to service_role;
revoke all on table public.user_roles from anon;

create policy "Users can read their own roles"
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Admins can read every role"
  on public.user_roles for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins can grant roles"
  on public.user_roles for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins can change roles"
  on public.user_roles for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins can revoke roles"
  on public.user_roles for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- triggers
create trigger user_roles_set_updated_at
  before update on public.user_roles
  for each row execute function public.set_updated_at();

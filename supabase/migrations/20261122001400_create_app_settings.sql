-- app_settings: key/value configuration read by everyone, written by admins.

-- table
create table public.app_settings (
  key text primary key,
  value jsonb not null default 'null'::jsonb,
  description text,
  updated_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint app_settings_key_format check (key ~ '^[a-z0-9][a-z0-9_.-]{0,99}$'),
  constraint app_settings_value_size check (pg_column_size(value) <= 65536),
  constraint app_settings_description_length check (description is null or char_length(description) <= 1000)
);

comment on table public.app_settings is 'Application settings (feature flags, limits) as JSON values.';

-- indexes
create index app_settings_updated_by_idx on public.app_settings (updated_by);

-- RLS
alter table public.app_settings enable row level security;

grant select on table public.app_settings to anon, authenticated;
grant insert, update, delete on table public.app_settings to authenticated;
grant all on table public.app_settings to service_role;

create policy "Everyone can read app settings"
  on public.app_settings for select to anon, authenticated
  using (true);

create policy "Admins can add app settings"
  on public.app_settings for insert to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins can change app settings"
  on public.app_settings for update to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins can delete app settings"
  on public.app_settings for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- triggers
create trigger app_settings_set_updated_at
  before update on public.app_settings
  for each row execute function public.set_updated_at();

-- Records who changed a setting.
create or replace function public.stamp_app_settings_author()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_by := coalesce(auth.uid(), new.updated_by);
  return new;
end;
$$;

revoke execute on function public.stamp_app_settings_author() from public, anon, authenticated, service_role;

create trigger app_settings_stamp_author
  before insert or update on public.app_settings
  for each row execute function public.stamp_app_settings_author();

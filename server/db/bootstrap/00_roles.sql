-- What a hosted Supabase database already has and the migrations assume (supabase/postgres init
-- scripts): the API roles, the extensions schema, grants and default privileges.
-- Runs on every start, so every statement is idempotent. Roles are cluster-wide on a PostgreSQL
-- server that other databases share, so each change tolerates a concurrent session doing the same.

-- roles
do $$
declare
  spec record;
begin
  for spec in
    select * from (values
      ('anon', 'nologin noinherit'),
      ('authenticated', 'nologin noinherit'),
      ('service_role', 'nologin noinherit bypassrls'),
      -- hosted: login noinherit; here nothing logs in as it, so it cannot be used to connect.
      ('authenticator', 'nologin noinherit')
    ) as r(name, options)
  loop
    if not exists (select 1 from pg_catalog.pg_roles where rolname = spec.name) then
      begin
        execute format('create role %I %s', spec.name, spec.options);
      exception when duplicate_object or unique_violation then
        null; -- created meanwhile by another session
      end;
    end if;
  end loop;
end
$$;

-- The connecting user (and authenticator) may switch to the API roles: `set local role anon`.
do $$
begin
  if not exists (
    select 1 from pg_catalog.pg_auth_members m
    join pg_catalog.pg_roles r on r.oid = m.roleid
    join pg_catalog.pg_roles u on u.oid = m.member
    where r.rolname = 'service_role' and u.rolname = current_user
  ) then
    grant anon, authenticated, service_role to current_user;
  end if;
exception when others then
  raise notice 'larder bootstrap: could not grant the API roles to %: %', current_user, sqlerrm;
end
$$;

do $$
begin
  if not exists (
    select 1 from pg_catalog.pg_auth_members m
    join pg_catalog.pg_roles r on r.oid = m.roleid
    join pg_catalog.pg_roles u on u.oid = m.member
    where r.rolname = 'service_role' and u.rolname = 'authenticator'
  ) then
    grant anon, authenticated, service_role to authenticator;
  end if;
exception when others then
  raise notice 'larder bootstrap: could not grant the API roles to authenticator: %', sqlerrm;
end
$$;

-- Statement timeouts as on hosted Supabase (the REST layer also applies them per request,
-- because `set role` does not load role settings).
do $$
begin
  if not exists (
    select 1 from pg_catalog.pg_db_role_setting s join pg_catalog.pg_roles r on r.oid = s.setrole
    where r.rolname = 'anon' and s.setdatabase = 0 and 'statement_timeout=3s' = any (s.setconfig)
  ) then
    alter role anon set statement_timeout = '3s';
  end if;
  if not exists (
    select 1 from pg_catalog.pg_db_role_setting s join pg_catalog.pg_roles r on r.oid = s.setrole
    where r.rolname = 'authenticated' and s.setdatabase = 0 and 'statement_timeout=8s' = any (s.setconfig)
  ) then
    alter role authenticated set statement_timeout = '8s';
  end if;
exception when others then
  raise notice 'larder bootstrap: could not set statement timeouts: %', sqlerrm;
end
$$;

-- schemas and extensions
create schema if not exists extensions;

do $$
begin
  create extension if not exists "uuid-ossp" with schema extensions;
exception when others then
  raise notice 'larder bootstrap: extension uuid-ossp unavailable: %', sqlerrm;
end
$$;

do $$
begin
  create extension if not exists pgcrypto with schema extensions;
exception when others then
  raise notice 'larder bootstrap: extension pgcrypto unavailable: %', sqlerrm;
end
$$;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
grant execute on all functions in schema extensions to anon, authenticated, service_role;

-- Security comes from row-level security, not from grants (as on hosted Supabase).
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- Unqualified extension functions (gen_random_bytes, uuid_generate_v4) resolve as on hosted.
do $$
begin
  execute format('alter database %I set search_path = "$user", public, extensions', current_database());
exception when others then
  raise notice 'larder bootstrap: could not set the database search_path: %', sqlerrm;
end
$$;

-- The Supabase CLI's migration history table.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
alter table supabase_migrations.schema_migrations add column if not exists applied_at timestamptz default now();

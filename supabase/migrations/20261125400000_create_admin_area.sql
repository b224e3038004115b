-- Admin area (#18): every admin read and write is a security definer function below that checks
-- the caller's role itself (assert_staff); every admin action writes exactly one ADMIN_ACTION
-- event to security_events, which nobody can change or delete. Moderators may read feedback and
-- security events; everything else is for admins only.

-- security_events: append-only for everyone, the service role included --------------------------

-- Rows never change through any API role (anon, authenticated, service_role). The one update
-- allowed is the foreign key's own `on delete set null` when the user an event names is deleted
-- (the event stays, without the link). Only the database owner's own SQL, outside any request
-- (maintenance, test fixtures), may remove rows: it could drop this trigger anyway.
create or replace function public.security_events_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated', 'service_role')
     and coalesce(current_setting('request.jwt.claims', true), '') = '' then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  if tg_op = 'UPDATE' then
    if old.user_id is not null and new.user_id is null
       and new.id = old.id and new.event_type = old.event_type and new.details = old.details
       and new.severity = old.severity and new.created_at = old.created_at
       and new.ip_address is not distinct from old.ip_address
       and new.user_agent is not distinct from old.user_agent then
      return new;
    end if;
  end if;
  raise exception 'Security events cannot be changed or deleted' using errcode = '42501';
end;
$$;

revoke execute on function public.security_events_append_only() from public, anon, authenticated, service_role;

create trigger security_events_append_only
  before update or delete on public.security_events
  for each row execute function public.security_events_append_only();

create trigger security_events_no_truncate
  before truncate on public.security_events
  for each statement execute function public.security_events_append_only();

create policy "Moderators can read security events"
  on public.security_events for select to authenticated
  using ((select public.has_role((select auth.uid()), 'moderator')));

-- Clients may log their own events, but never an ADMIN_ACTION: only the admin functions write those.
create or replace function public.log_security_event(
  event_type text,
  user_id_param uuid default null,
  ip_address_param text default null,
  user_agent_param text default null,
  event_details_param jsonb default '{}'::jsonb,
  severity_param text default 'medium'
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed_role text := coalesce(auth.role(), '');
  trusted boolean := claimed_role = 'service_role'
    or (claimed_role = '' and current_setting('role', true) in ('none', 'postgres', 'service_role'));
  clean_type text := upper(btrim(coalesce(log_security_event.event_type, '')));
  clean_severity text := lower(btrim(coalesce(severity_param, 'medium')));
  clean_details jsonb;
  event_id uuid;
begin
  if clean_type !~ '^[A-Z][A-Z0-9_]{0,63}$' then
    raise exception 'Invalid event type' using errcode = '22023',
      hint = 'Use 1 to 64 upper-case letters, digits and underscores, starting with a letter.';
  end if;
  if clean_type = 'ADMIN_ACTION' and not trusted then
    raise exception 'ADMIN_ACTION events are written by the admin functions only' using errcode = '42501';
  end if;
  if clean_severity not in ('low', 'medium', 'high', 'critical') then
    raise exception 'Invalid severity %', left(severity_param, 20) using errcode = '22023',
      hint = 'Use low, medium, high or critical.';
  end if;
  if event_details_param is null or jsonb_typeof(event_details_param) is distinct from 'object' then
    clean_details := jsonb_build_object('value', public.sanitize_security_details(event_details_param));
  else
    clean_details := public.sanitize_security_details(event_details_param);
  end if;
  if pg_column_size(clean_details) > 8192 then
    clean_details := jsonb_build_object('truncated', true, 'original_size', pg_column_size(event_details_param));
  end if;

  insert into public.security_events (event_type, user_id, ip_address, user_agent, details, severity)
  values (
    clean_type,
    case when trusted then user_id_param else auth.uid() end,
    public.sanitize_security_text(ip_address_param, 64),
    public.sanitize_security_text(user_agent_param, 512),
    coalesce(clean_details, '{}'::jsonb),
    clean_severity
  )
  returning id into event_id;
  return event_id;
end;
$$;

revoke execute on function public.log_security_event(text, uuid, text, text, jsonb, text) from public;
grant execute on function public.log_security_event(text, uuid, text, text, jsonb, text) to anon, authenticated, service_role;

-- helpers (no client may call these; the admin functions run as their owner and do) -----------------

-- The caller's id when they are an admin (or, with allow_moderator, a moderator); else 42501.
create or replace function public.assert_staff(allow_moderator boolean default false)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is not null and exists (
    select 1 from public.user_roles
    where user_id = caller
      and (role = 'admin' or (allow_moderator and role = 'moderator'))
  ) then
    return caller;
  end if;
  if allow_moderator then
    raise exception 'Only admins and moderators can see this' using errcode = '42501';
  end if;
  raise exception 'Only admins can do this' using errcode = '42501';
end;
$$;

revoke execute on function public.assert_staff(boolean) from public, anon, authenticated, service_role;

-- Writes the one audit event of an admin action: who, to whom, what changed (sanitised).
create or replace function public.record_admin_action(actor uuid, action text, target_user uuid, target_id text, change jsonb)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  event_id uuid;
begin
  insert into public.security_events (event_type, user_id, ip_address, details, severity)
  values (
    'ADMIN_ACTION',
    actor,
    public.sanitize_security_text(nullif(current_setting('request.client_address', true), ''), 64),
    public.sanitize_security_details(jsonb_strip_nulls(jsonb_build_object(
      'action', action,
      'actor_id', actor,
      'target_user_id', target_user,
      'target_id', target_id,
      'change', coalesce(change, '{}'::jsonb)
    ))),
    'medium'
  )
  returning id into event_id;
  return event_id;
end;
$$;

revoke execute on function public.record_admin_action(uuid, text, uuid, text, jsonb) from public, anon, authenticated, service_role;

-- The highest role of a user: admin > moderator > user.
create or replace function public.role_of(target uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (select 1 from public.user_roles where user_id = target and role = 'admin') then 'admin'
    when exists (select 1 from public.user_roles where user_id = target and role = 'moderator') then 'moderator'
    else 'user'
  end;
$$;

revoke execute on function public.role_of(uuid) from public, anon, authenticated, service_role;

-- A date-time from the client's text, or a clear 22023.
create or replace function public.parse_admin_time(value text, label text)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
begin
  if value is null or btrim(value) = '' then
    return null;
  end if;
  if char_length(value) > 64 then
    raise exception '% is not a date', label using errcode = '22023';
  end if;
  return value::timestamptz;
exception
  when others then
    raise exception '% is not a date: use YYYY-MM-DD or an ISO date-time', label using errcode = '22023';
end;
$$;

revoke execute on function public.parse_admin_time(text, text) from public, anon, authenticated, service_role;

-- Escapes LIKE's wildcards in user text.
create or replace function public.like_escape(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(replace(replace(value, '\', '\\'), '%', '\%'), '_', '\_');
$$;

revoke execute on function public.like_escape(text) from public, anon, authenticated, service_role;

-- user_roles and app_settings: written only through the admin functions (audited, validated) ----

drop policy if exists "Admins can grant roles" on public.user_roles;
drop policy if exists "Admins can change roles" on public.user_roles;
drop policy if exists "Admins can revoke roles" on public.user_roles;
revoke insert, update, delete on table public.user_roles from authenticated;

drop policy if exists "Admins can add app settings" on public.app_settings;
drop policy if exists "Admins can change app settings" on public.app_settings;
drop policy if exists "Admins can delete app settings" on public.app_settings;
revoke insert, update, delete on table public.app_settings from authenticated;

-- feedback: a status and a note for admins; moderators read -----------------------------------------

alter table public.feedback
  add column status text not null default 'new',
  add column admin_note text,
  add column handled_by uuid references auth.users (id) on delete set null,
  add column handled_at timestamptz,
  add constraint feedback_status_valid check (status in ('new', 'read', 'resolved')),
  add constraint feedback_admin_note_length check (admin_note is null or char_length(admin_note) <= 2000);

create index feedback_handled_by_idx on public.feedback (handled_by);
create index feedback_status_created_idx on public.feedback (status, created_at desc);

create policy "Moderators can read feedback"
  on public.feedback for select to authenticated
  using ((select public.has_role((select auth.uid()), 'moderator')));

-- recipe_searches: one row per Let's Cook search, written by the suggest function, never with a user --

create table public.recipe_searches (
  id uuid primary key default gen_random_uuid(),
  ingredient_keys text[] not null default '{}',
  ingredient_count integer not null default 0,
  result_count integer not null default 0,
  created_at timestamptz not null default now(),
  constraint recipe_searches_keys_valid check (cardinality(ingredient_keys) <= 50 and public.text_items_within(ingredient_keys, 1, 100)),
  constraint recipe_searches_ingredient_count_range check (ingredient_count between 0 and 100000),
  constraint recipe_searches_result_count_range check (result_count between 0 and 100000)
);

comment on table public.recipe_searches is 'Anonymous Let''s Cook searches (no user id, by design) for the admin analytics. Rows never change.';

create index recipe_searches_created_at_idx on public.recipe_searches (created_at desc);

alter table public.recipe_searches enable row level security;
revoke all on table public.recipe_searches from anon, authenticated;
grant all on table public.recipe_searches to service_role;
-- (no policies: written by record_recipe_search, read by the admin functions)

-- Records one search: the kitchen's first 50 ingredient keys (sorted) and how many recipes it found.
create or replace function public.record_recipe_search(ingredient_keys text[], result_count integer)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.recipe_searches (ingredient_keys, ingredient_count, result_count)
  select
    coalesce((select array_agg(k order by k) from (
      select distinct left(btrim(k), 100) as k from unnest(coalesce(ingredient_keys, '{}')) as k
      where k is not null and btrim(k) <> '' order by 1 limit 50) as keys), '{}'),
    least(coalesce(cardinality(ingredient_keys), 0), 100000),
    least(greatest(coalesce(result_count, 0), 0), 100000);
$$;

revoke execute on function public.record_recipe_search(text[], integer) from public, anon, authenticated;
grant execute on function public.record_recipe_search(text[], integer) to service_role;

-- recipe_opens_daily: how often each library recipe was opened per day (no user, by design) ------

create table public.recipe_opens_daily (
  id uuid primary key default gen_random_uuid(),
  recipe_slug text not null,
  day date not null default current_date,
  opens integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint recipe_opens_daily_slug_day_unique unique (recipe_slug, day),
  constraint recipe_opens_daily_slug_format check (recipe_slug ~ '^[a-z0-9][a-z0-9-]{0,199}$'),
  constraint recipe_opens_daily_opens_range check (opens >= 0)
);

comment on table public.recipe_opens_daily is 'Opens of library recipes per day, for the admin analytics. No user is recorded.';

alter table public.recipe_opens_daily enable row level security;
revoke all on table public.recipe_opens_daily from anon, authenticated;
grant all on table public.recipe_opens_daily to service_role;
-- (no policies: written by record_recipe_open, read by admin_analytics)

create trigger recipe_opens_daily_set_updated_at
  before update on public.recipe_opens_daily
  for each row execute function public.set_updated_at();

-- Counts one open of a library recipe (unknown slugs are ignored); at most 300 counted per caller
-- an hour, so nobody can inflate the figures. Answers whether it was counted.
create or replace function public.record_recipe_open(recipe_slug text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  clean text := lower(btrim(coalesce(record_recipe_open.recipe_slug, '')));
  caller text := case
    when auth.uid() is not null then 'user:' || auth.uid()::text
    else 'ip:' || coalesce(nullif(current_setting('request.client_address', true), ''), 'unknown')
  end;
begin
  if clean !~ '^[a-z0-9][a-z0-9-]{0,199}$' or not exists (select 1 from public.recipes r where r.slug = clean) then
    return false;
  end if;
  if (public.rate_limit_hit(caller, 'record_recipe_open', 300, 60) ->> 'allowed')::boolean is not true then
    return false;
  end if;
  insert into public.recipe_opens_daily as o (recipe_slug, day, opens) values (clean, current_date, 1)
  on conflict (recipe_slug, day) do update set opens = o.opens + 1;
  return true;
end;
$$;

revoke execute on function public.record_recipe_open(text) from public;
grant execute on function public.record_recipe_open(text) to anon, authenticated, service_role;

-- app_secrets: values no client can read (the AI provider's key) ------------------------------------

create table public.app_secrets (
  key text primary key,
  value text not null,
  updated_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint app_secrets_key_format check (key ~ '^[a-z0-9][a-z0-9_.-]{0,99}$'),
  constraint app_secrets_value_length check (char_length(value) between 1 and 4096)
);

comment on table public.app_secrets is 'Write-only settings: set by admins through admin_set_ai_api_key, read only by the server (ai_provider_config).';

create index app_secrets_updated_by_idx on public.app_secrets (updated_by);

alter table public.app_secrets enable row level security;
revoke all on table public.app_secrets from anon, authenticated, service_role;
-- (no policies and no grants: only the security definer functions below touch it)

create trigger app_secrets_set_updated_at
  before update on public.app_secrets
  for each row execute function public.set_updated_at();

-- settings: validated whoever writes them ----------------------------------------------------------

-- Raises 22023 with a clear message when value is not right for key. Unknown keys are refused by
-- admin_update_setting; the trigger checks the known ones whoever writes.
create or replace function public.validate_app_setting(setting_key text, value jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  field text;
  n numeric;
begin
  case setting_key
    when 'signups_open' then
      if jsonb_typeof(value) is distinct from 'boolean' then
        raise exception 'Sign-ups open must be true or false' using errcode = '22023';
      end if;
    when 'sign_in_methods' then
      if jsonb_typeof(value) is distinct from 'object' then
        raise exception 'Sign-in methods must be an object of true/false values' using errcode = '22023';
      end if;
      for field in select jsonb_object_keys(value) loop
        if field not in ('password', 'magic_link', 'google') then
          raise exception 'Unknown sign-in method %', left(field, 40) using errcode = '22023';
        end if;
        if jsonb_typeof(value -> field) is distinct from 'boolean' then
          raise exception 'Sign-in method % must be true or false', field using errcode = '22023';
        end if;
      end loop;
      if coalesce((value ->> 'password')::boolean, true) = false and coalesce((value ->> 'magic_link')::boolean, true) = false
         and coalesce((value ->> 'google')::boolean, false) = false then
        raise exception 'Keep at least one sign-in method' using errcode = '22023';
      end if;
    when 'rate_limits' then
      if jsonb_typeof(value) is distinct from 'object' then
        raise exception 'Rate limits must be an object' using errcode = '22023';
      end if;
      for field in select jsonb_object_keys(value) loop
        if jsonb_typeof(value -> field) is distinct from 'object'
           or jsonb_typeof(value -> field -> 'max_requests') is distinct from 'number'
           or jsonb_typeof(value -> field -> 'window_minutes') is distinct from 'number' then
          raise exception 'Rate limit % needs max_requests and window_minutes as numbers', left(field, 40) using errcode = '22023';
        end if;
        n := (value -> field ->> 'max_requests')::numeric;
        if n <> trunc(n) or n not between 1 and 1000000 then
          raise exception 'Requests per window must be a whole number from 1 to 1000000' using errcode = '22023';
        end if;
        n := (value -> field ->> 'window_minutes')::numeric;
        if n <> trunc(n) or n not between 1 and 44640 then
          raise exception 'The window must be a whole number of minutes from 1 to 44640' using errcode = '22023';
        end if;
      end loop;
    when 'security_monitor' then
      if jsonb_typeof(value) is distinct from 'object'
         or jsonb_typeof(value -> 'admin_requests') is distinct from 'number'
         or jsonb_typeof(value -> 'admin_window_minutes') is distinct from 'number'
         or jsonb_typeof(value -> 'requests') is distinct from 'number' then
        raise exception 'Monitor thresholds need admin_requests, admin_window_minutes and requests as numbers' using errcode = '22023';
      end if;
      n := (value ->> 'admin_requests')::numeric;
      if n <> trunc(n) or n not between 1 and 10000 then
        raise exception 'Admin requests must be a whole number from 1 to 10000' using errcode = '22023';
      end if;
      n := (value ->> 'admin_window_minutes')::numeric;
      if n <> trunc(n) or n not between 1 and 1440 then
        raise exception 'The monitor window must be a whole number of minutes from 1 to 1440' using errcode = '22023';
      end if;
      n := (value ->> 'requests')::numeric;
      if n <> trunc(n) or n not between 1 and 100000 then
        raise exception 'Requests must be a whole number from 1 to 100000' using errcode = '22023';
      end if;
    when 'ai_provider' then
      if jsonb_typeof(value) is distinct from 'object'
         or jsonb_typeof(coalesce(value -> 'url', '""')) is distinct from 'string'
         or jsonb_typeof(coalesce(value -> 'model', '""')) is distinct from 'string' then
        raise exception 'The AI provider needs a URL and a model as text' using errcode = '22023';
      end if;
      if exists (select 1 from jsonb_object_keys(value) k where k not in ('url', 'model')) then
        raise exception 'The AI provider takes only a URL and a model (the key is set on its own)' using errcode = '22023';
      end if;
      if coalesce(value ->> 'url', '') <> '' and (value ->> 'url' !~* '^https?://[^\s/]+' or char_length(value ->> 'url') > 500) then
        raise exception 'The AI provider URL must start with http:// or https:// (500 characters at most)' using errcode = '22023';
      end if;
      if char_length(coalesce(value ->> 'model', '')) > 200 then
        raise exception 'The AI model name must be 200 characters or less' using errcode = '22023';
      end if;
    else
      null;
  end case;
end;
$$;

revoke execute on function public.validate_app_setting(text, jsonb) from public, anon, authenticated, service_role;

create or replace function public.app_settings_validate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.validate_app_setting(new.key, new.value);
  return new;
end;
$$;

revoke execute on function public.app_settings_validate() from public, anon, authenticated, service_role;

create trigger app_settings_validate
  before insert or update on public.app_settings
  for each row execute function public.app_settings_validate();

-- The settings every client may read, with their defaults filled in.
create or replace function public.public_app_settings()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'signups_open', coalesce((select value from public.app_settings where key = 'signups_open'), 'true'::jsonb),
    'sign_in_methods', '{"password": true, "magic_link": true, "google": true}'::jsonb
      || coalesce((select value from public.app_settings where key = 'sign_in_methods'), '{}'::jsonb),
    'security_monitor', '{"admin_requests": 10, "admin_window_minutes": 5, "requests": 50}'::jsonb
      || coalesce((select value from public.app_settings where key = 'security_monitor'), '{}'::jsonb)
  );
$$;

revoke execute on function public.public_app_settings() from public;
grant execute on function public.public_app_settings() to anon, authenticated, service_role;

-- Whether new accounts may be made (read by the embedded Auth on every sign-up).
create or replace function public.signups_open()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select value = 'true'::jsonb from public.app_settings where key = 'signups_open'), true);
$$;

revoke execute on function public.signups_open() from public;
grant execute on function public.signups_open() to anon, authenticated, service_role;

-- Hosted Supabase: set this as the "Before User Created" auth hook to refuse sign-ups when closed.
create or replace function public.hook_before_user_created(event jsonb)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when public.signups_open() then '{}'::jsonb
    else jsonb_build_object('error', jsonb_build_object('http_code', 403, 'message', 'Sign-ups are closed at the moment.'))
  end;
$$;

revoke execute on function public.hook_before_user_created(jsonb) from public, anon, authenticated;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin;
  end if;
end;
$$;

-- The default rate limit (app_settings rate_limits.default) now applies to every action not named.
create or replace function public.rate_limit_settings(action_text text)
returns table (max_requests integer, window_minutes integer)
language sql
stable
security definer
set search_path = ''
as $$
  with configured as (
    select value -> action_text as limits, value -> 'default' as fallback
    from public.app_settings
    where key = 'rate_limits'
  )
  select
    coalesce(
      (select case when jsonb_typeof(limits -> 'max_requests') = 'number'
                   then least(greatest((limits ->> 'max_requests')::numeric, 1), 1000000)::integer end
       from configured),
      case when action_text = 'scrape-recipe' then 30 end,
      (select case when jsonb_typeof(fallback -> 'max_requests') = 'number'
                   then least(greatest((fallback ->> 'max_requests')::numeric, 1), 1000000)::integer end
       from configured),
      100
    ),
    coalesce(
      (select case when jsonb_typeof(limits -> 'window_minutes') = 'number'
                   then least(greatest((limits ->> 'window_minutes')::numeric, 1), 44640)::integer end
       from configured),
      (select case when jsonb_typeof(fallback -> 'window_minutes') = 'number'
                   then least(greatest((fallback ->> 'window_minutes')::numeric, 1), 44640)::integer end
       from configured),
      60
    );
$$;

revoke execute on function public.rate_limit_settings(text) from public, anon, authenticated;
grant execute on function public.rate_limit_settings(text) to service_role;

-- The AI provider for the suggest function (server only: it holds the key).
create or replace function public.ai_provider_config()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'url', nullif((select value ->> 'url' from public.app_settings where key = 'ai_provider'), ''),
    'model', nullif((select value ->> 'model' from public.app_settings where key = 'ai_provider'), ''),
    'api_key', (select value from public.app_secrets where key = 'ai_api_key')
  );
$$;

revoke execute on function public.ai_provider_config() from public, anon, authenticated;
grant execute on function public.ai_provider_config() to service_role;

-- admin: users ---------------------------------------------------------------------------------

-- One page of users, newest first, filtered by email or id (search is cut to 200 characters).
create or replace function public.admin_list_users(search text default null, page integer default 1, per_page integer default 25)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  q text := left(btrim(coalesce(search, '')), 200);
  p integer := least(greatest(coalesce(page, 1), 1), 100000);
  pp integer := least(greatest(coalesce(per_page, 25), 1), 100);
  result jsonb;
begin
  perform public.assert_staff(false);
  with filtered as (
    select u.* from auth.users u
    where q = '' or u.email ilike '%' || public.like_escape(q) || '%' or u.id::text = lower(q)
  ),
  page_rows as (
    select * from filtered order by created_at desc, id limit pp offset (p - 1) * pp
  )
  select jsonb_build_object(
    'total', (select count(*) from filtered),
    'page', p,
    'per_page', pp,
    'users', coalesce((select jsonb_agg(jsonb_build_object(
        'id', u.id,
        'email', u.email,
        'created_at', u.created_at,
        'last_sign_in_at', u.last_sign_in_at,
        'confirmed', u.email_confirmed_at is not null,
        'providers', coalesce((select jsonb_agg(distinct i.provider) from auth.identities i where i.user_id = u.id), '[]'::jsonb),
        'mfa_factors', (select count(*) from auth.mfa_factors f where f.user_id = u.id and f.status = 'verified'),
        'role', public.role_of(u.id),
        'banned_until', case when u.banned_until > now() then u.banned_until end
      ) order by u.created_at desc, u.id) from page_rows u), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;

-- Sets a user's one role. The last admin cannot be demoted; demoting yourself needs confirmed.
-- Concurrent calls are serialised on user_roles, so the state stays consistent and each change
-- leaves its own audit event.
create or replace function public.admin_set_user_role(target uuid, new_role text, confirmed boolean default false)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := public.assert_staff(false);
  clean_role text := lower(btrim(coalesce(new_role, '')));
  old_role text;
begin
  if clean_role not in ('admin', 'moderator', 'user') then
    raise exception 'The role must be admin, moderator or user' using errcode = '22023';
  end if;
  if target is null or not exists (select 1 from auth.users where id = target) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  lock table public.user_roles in share row exclusive mode;
  old_role := public.role_of(target);
  if old_role = clean_role then
    return jsonb_build_object('user_id', target, 'role', clean_role, 'previous', old_role, 'changed', false);
  end if;
  if old_role = 'admin' then
    if (select count(distinct user_id) from public.user_roles where role = 'admin') <= 1 then
      raise exception 'The last admin cannot be demoted: make someone else an admin first' using errcode = '22023';
    end if;
    if target = actor and not coalesce(confirmed, false) then
      raise exception 'Confirm that you want to remove your own admin rights' using errcode = '22023',
        hint = 'confirm_self_demotion';
    end if;
  end if;
  delete from public.user_roles where user_id = target;
  if clean_role <> 'user' then
    insert into public.user_roles (user_id, role) values (target, clean_role);
  end if;
  perform public.record_admin_action(actor, 'role_change', target, null,
    jsonb_build_object('from', old_role, 'to', clean_role));
  return jsonb_build_object('user_id', target, 'role', clean_role, 'previous', old_role, 'changed', true);
end;
$$;

-- Bans a user for some hours (876000 = until unbanned) and ends all their sessions.
create or replace function public.admin_ban_user(target uuid, hours integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := public.assert_staff(false);
  until timestamptz;
  ended integer;
begin
  if hours is null or hours not between 1 and 876000 then
    raise exception 'The ban must last from 1 hour to 876000 hours' using errcode = '22023';
  end if;
  if target is null or not exists (select 1 from auth.users where id = target) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  if target = actor then
    raise exception 'You cannot ban yourself' using errcode = '22023';
  end if;
  update auth.users set banned_until = now() + make_interval(hours => hours), updated_at = now()
   where id = target returning banned_until into until;
  delete from auth.sessions where user_id = target;
  get diagnostics ended = row_count;
  perform public.record_admin_action(actor, 'ban', target, null,
    jsonb_build_object('banned_until', until, 'hours', hours, 'sessions_ended', ended));
  return jsonb_build_object('user_id', target, 'banned_until', until, 'sessions_ended', ended);
end;
$$;

create or replace function public.admin_unban_user(target uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := public.assert_staff(false);
  was timestamptz;
begin
  select banned_until into was from auth.users where id = target;
  if not found then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  if was is null or was <= now() then
    raise exception 'This user is not banned' using errcode = '22023';
  end if;
  update auth.users set banned_until = null, updated_at = now() where id = target;
  perform public.record_admin_action(actor, 'unban', target, null, jsonb_build_object('was_banned_until', was));
  return jsonb_build_object('user_id', target, 'banned_until', null);
end;
$$;

-- Removes every MFA factor of a user (they sign in with their password alone until they enrol again).
create or replace function public.admin_remove_mfa(target uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := public.assert_staff(false);
  removed integer;
begin
  if target is null or not exists (select 1 from auth.users where id = target) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  delete from auth.mfa_factors where user_id = target;
  get diagnostics removed = row_count;
  if removed = 0 then
    raise exception 'This user has no MFA factors' using errcode = '22023';
  end if;
  perform public.record_admin_action(actor, 'remove_mfa', target, null, jsonb_build_object('factors_removed', removed));
  return jsonb_build_object('user_id', target, 'factors_removed', removed);
end;
$$;

-- For the admin-users function (deletion, password reset: they need Auth and Storage): checks the
-- caller and the target, and answers the target's email.
create or replace function public.admin_prepare_user_action(action text, target uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  actor uuid := public.assert_staff(false);
  target_email text;
begin
  if action is null or action not in ('delete', 'reset_password') then
    raise exception 'Unknown user action' using errcode = '22023';
  end if;
  select email into target_email from auth.users where id = target;
  if not found then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  if action = 'delete' then
    if target = actor then
      raise exception 'Delete your own account from your profile page' using errcode = '22023';
    end if;
    if public.role_of(target) = 'admin'
       and (select count(distinct user_id) from public.user_roles where role = 'admin') <= 1 then
      raise exception 'The last admin cannot be deleted' using errcode = '22023';
    end if;
  end if;
  if action = 'reset_password' and coalesce(target_email, '') = '' then
    raise exception 'This user has no email address' using errcode = '22023';
  end if;
  return jsonb_build_object('user_id', target, 'email', target_email);
end;
$$;

-- The admin-users function's audit event, written once the action is done.
create or replace function public.admin_log_user_action(action text, target uuid, change jsonb default '{}'::jsonb)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := public.assert_staff(false);
begin
  if action is null or action not in ('delete', 'reset_password') then
    raise exception 'Unknown user action' using errcode = '22023';
  end if;
  return public.record_admin_action(actor, action, target, null, change);
end;
$$;

-- A user's security events (theirs, and admin actions about them), newest first.
create or replace function public.admin_user_activity(target uuid, max_rows integer default 50)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_staff(false);
  return coalesce((
    select jsonb_agg(to_jsonb(e) order by e.created_at desc)
    from (
      select id, event_type, severity, user_id, ip_address, user_agent, details, created_at
      from public.security_events
      where user_id = target or details ->> 'target_user_id' = target::text
      order by created_at desc
      limit least(greatest(coalesce(max_rows, 50), 1), 200)
    ) e
  ), '[]'::jsonb);
end;
$$;

-- admin: overview ------------------------------------------------------------------------------

create or replace function public.admin_overview()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_staff(false);
  return jsonb_build_object(
    'users_total', (select count(*) from auth.users),
    'users_new_week', (select count(*) from auth.users where created_at >= now() - interval '7 days'),
    'active_7_days', (select count(distinct user_id) from (
        select id as user_id from auth.users where last_sign_in_at >= now() - interval '7 days'
        union all
        select user_id from auth.sessions where coalesce(refreshed_at::timestamptz, updated_at) >= now() - interval '7 days'
      ) active),
    'searches_today', (select count(*) from public.recipe_searches where created_at >= date_trunc('day', now())),
    'open_feedback', (select count(*) from public.feedback where status <> 'resolved'),
    'high_severity_24h', (select count(*) from public.security_events
        where severity in ('high', 'critical') and created_at >= now() - interval '24 hours'),
    'database_size_bytes', pg_database_size(current_database()),
    'checked_at', now()
  );
end;
$$;

-- admin: security --------------------------------------------------------------------------------

-- Security events, newest first, filtered. Unknown types or severities, or an inverted range,
-- simply match nothing; dates that are not dates get a clear message.
create or replace function public.admin_security_events(
  event_type text default null,
  severity text default null,
  user_search text default null,
  since text default null,
  until text default null,
  page integer default 1,
  per_page integer default 50
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  t text := upper(left(btrim(coalesce(event_type, '')), 64));
  s text := lower(left(btrim(coalesce(severity, '')), 20));
  q text := lower(left(btrim(coalesce(user_search, '')), 200));
  from_ts timestamptz := public.parse_admin_time(since, 'The start');
  to_ts timestamptz := public.parse_admin_time(until, 'The end');
  p integer := least(greatest(coalesce(page, 1), 1), 100000);
  pp integer := least(greatest(coalesce(per_page, 50), 1), 1000);
  result jsonb;
begin
  perform public.assert_staff(true);
  with filtered as (
    select e.*, u.email
    from public.security_events e
    left join auth.users u on u.id = e.user_id
    where (t = '' or e.event_type = t)
      and (s = '' or e.severity = s)
      and (q = '' or e.user_id::text = q or u.email ilike '%' || public.like_escape(q) || '%')
      and (from_ts is null or e.created_at >= from_ts)
      and (to_ts is null or e.created_at <= to_ts)
  ),
  page_rows as (
    select * from filtered order by created_at desc, id limit pp offset (p - 1) * pp
  )
  select jsonb_build_object(
    'total', (select count(*) from filtered),
    'page', p,
    'per_page', pp,
    'events', coalesce((select jsonb_agg(jsonb_build_object(
        'id', r.id, 'event_type', r.event_type, 'severity', r.severity, 'user_id', r.user_id,
        'email', r.email, 'ip_address', r.ip_address, 'user_agent', r.user_agent,
        'details', r.details, 'created_at', r.created_at
      ) order by r.created_at desc, r.id) from page_rows r), '[]'::jsonb),
    'event_types', coalesce((select jsonb_agg(distinct x.event_type) from public.security_events x), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;

-- Rate-limit blocks of the last 24 hours by action.
create or replace function public.admin_rate_limit_blocks()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_staff(true);
  return coalesce((
    select jsonb_agg(jsonb_build_object('action', action, 'blocks', blocks, 'last_at', last_at) order by blocks desc, action)
    from (
      select coalesce(details ->> 'action', 'unknown') as action, count(*) as blocks, max(created_at) as last_at
      from public.security_events
      where event_type = 'RATE_LIMIT_EXCEEDED' and created_at >= now() - interval '24 hours'
      group by 1
    ) b
  ), '[]'::jsonb);
end;
$$;

-- admin: feedback --------------------------------------------------------------------------------

create or replace function public.admin_feedback_list(
  status_filter text default null,
  rating_filter integer default null,
  page integer default 1,
  per_page integer default 50
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  st text := lower(left(btrim(coalesce(status_filter, '')), 20));
  p integer := least(greatest(coalesce(page, 1), 1), 100000);
  pp integer := least(greatest(coalesce(per_page, 50), 1), 1000);
  result jsonb;
begin
  perform public.assert_staff(true);
  with filtered as (
    select f.*, u.email
    from public.feedback f
    left join auth.users u on u.id = f.user_id
    where (st = '' or (st = 'open' and f.status <> 'resolved') or f.status = st)
      and (rating_filter is null or f.rating = rating_filter)
  ),
  page_rows as (
    select * from filtered order by created_at desc, id limit pp offset (p - 1) * pp
  )
  select jsonb_build_object(
    'total', (select count(*) from filtered),
    'page', p,
    'per_page', pp,
    'items', coalesce((select jsonb_agg(jsonb_build_object(
        'id', r.id, 'message', r.message, 'rating', r.rating, 'category', r.category, 'page', r.page,
        'status', r.status, 'admin_note', r.admin_note, 'email', r.email, 'created_at', r.created_at,
        'handled_at', r.handled_at
      ) order by r.created_at desc, r.id) from page_rows r), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;

-- Marks feedback read or resolved and/or sets the admins' note ('' clears it).
create or replace function public.admin_update_feedback(feedback_id uuid, new_status text default null, note text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := public.assert_staff(false);
  row_before public.feedback;
  clean_status text := lower(btrim(new_status));
  clean_note text := btrim(note);
  change jsonb := '{}'::jsonb;
begin
  if clean_status is null and note is null then
    raise exception 'Nothing to change: give a status or a note' using errcode = '22023';
  end if;
  if clean_status is not null and clean_status not in ('new', 'read', 'resolved') then
    raise exception 'The status must be new, read or resolved' using errcode = '22023';
  end if;
  if clean_note is not null and char_length(clean_note) > 2000 then
    raise exception 'The note must be 2000 characters or less' using errcode = '22023';
  end if;
  select * into row_before from public.feedback where id = feedback_id for update;
  if not found then
    raise exception 'Feedback not found' using errcode = 'P0002';
  end if;
  if clean_status is not null and clean_status <> row_before.status then
    change := change || jsonb_build_object('status', jsonb_build_object('from', row_before.status, 'to', clean_status));
  end if;
  if clean_note is not null and clean_note is distinct from coalesce(row_before.admin_note, '') then
    change := change || jsonb_build_object('note', 'changed');
  end if;
  if change = '{}'::jsonb then
    return jsonb_build_object('id', feedback_id, 'status', row_before.status, 'admin_note', row_before.admin_note, 'changed', false);
  end if;
  update public.feedback
     set status = coalesce(clean_status, status),
         admin_note = case when clean_note is null then admin_note else nullif(clean_note, '') end,
         handled_by = actor,
         handled_at = now()
   where id = feedback_id
   returning * into row_before;
  perform public.record_admin_action(actor, 'feedback_update', null, feedback_id::text, change);
  return jsonb_build_object('id', feedback_id, 'status', row_before.status, 'admin_note', row_before.admin_note, 'changed', true);
end;
$$;

-- admin: settings ------------------------------------------------------------------------------

create or replace function public.admin_get_settings()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_staff(false);
  return public.public_app_settings() || jsonb_build_object(
    'rate_limits', '{"default": {"max_requests": 100, "window_minutes": 60}}'::jsonb
      || coalesce((select value from public.app_settings where key = 'rate_limits'), '{}'::jsonb),
    'ai_provider', '{"url": "", "model": ""}'::jsonb
      || coalesce((select value from public.app_settings where key = 'ai_provider'), '{}'::jsonb),
    'ai_api_key', case when exists (select 1 from public.app_secrets where key = 'ai_api_key') then 'set' else 'not set' end
  );
end;
$$;

-- Sets one setting (validated; merged into objects for rate_limits), and audits from → to.
create or replace function public.admin_update_setting(setting_key text, setting_value jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := public.assert_staff(false);
  clean_key text := btrim(coalesce(setting_key, ''));
  old_value jsonb;
  new_value jsonb := setting_value;
begin
  if clean_key not in ('signups_open', 'sign_in_methods', 'rate_limits', 'security_monitor', 'ai_provider') then
    raise exception 'Unknown setting %', left(clean_key, 60) using errcode = '22023',
      hint = 'Use signups_open, sign_in_methods, rate_limits, security_monitor or ai_provider.';
  end if;
  if new_value is null then
    raise exception 'A value is needed' using errcode = '22023';
  end if;
  select value into old_value from public.app_settings where key = clean_key;
  if clean_key in ('rate_limits', 'sign_in_methods') and jsonb_typeof(new_value) = 'object' then
    new_value := coalesce(old_value, '{}'::jsonb) || new_value;
  end if;
  perform public.validate_app_setting(clean_key, new_value);
  if old_value is not distinct from new_value then
    return jsonb_build_object('key', clean_key, 'value', new_value, 'changed', false);
  end if;
  insert into public.app_settings (key, value, updated_by) values (clean_key, new_value, actor)
  on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by;
  perform public.record_admin_action(actor, 'setting_change', null, clean_key,
    jsonb_build_object('from', old_value, 'to', new_value));
  return jsonb_build_object('key', clean_key, 'value', new_value, 'changed', true);
end;
$$;

-- Sets (or, with null or '', clears) the AI provider's key. It is never returned: only "set".
create or replace function public.admin_set_ai_api_key(api_key text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := public.assert_staff(false);
  clean text := btrim(coalesce(api_key, ''));
begin
  if char_length(clean) > 4096 then
    raise exception 'The API key must be 4096 characters or less' using errcode = '22023';
  end if;
  if clean = '' then
    delete from public.app_secrets where key = 'ai_api_key';
    perform public.record_admin_action(actor, 'setting_change', null, 'ai_api_key', '{"to": "not set"}'::jsonb);
    return jsonb_build_object('ai_api_key', 'not set');
  end if;
  insert into public.app_secrets (key, value, updated_by) values ('ai_api_key', clean, actor)
  on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by;
  perform public.record_admin_action(actor, 'setting_change', null, 'ai_api_key', '{"to": "set"}'::jsonb);
  return jsonb_build_object('ai_api_key', 'set');
end;
$$;

-- admin: analytics (aggregates only) ---------------------------------------------------------------

create or replace function public.admin_analytics(from_date text default null, to_date text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  d_from date;
  d_to date;
begin
  perform public.assert_staff(false);
  d_to := coalesce(public.parse_admin_time(to_date, 'The end')::date, current_date);
  d_from := coalesce(public.parse_admin_time(from_date, 'The start')::date, d_to - 29);
  if d_from > d_to then
    raise exception 'The start date is after the end date' using errcode = '22023';
  end if;
  if d_to - d_from > 366 then
    raise exception 'Choose a range of at most 366 days' using errcode = '22023';
  end if;
  return (
    with days as (
      select day::date as day from generate_series(d_from, d_to, interval '1 day') as day
    ),
    activity as (
      select id as user_id, last_sign_in_at::date as day from auth.users where last_sign_in_at is not null
      union
      select user_id::uuid, created_at::date from auth.refresh_tokens
        where user_id ~ '^[0-9a-f-]{36}$' and created_at >= d_from - 6
      union
      select user_id, created_at::date from public.security_events
        where user_id is not null and event_type in ('USER_LOGIN', 'TOKEN_REFRESH') and created_at >= d_from - 6
    ),
    zero_sets as (
      select array_to_string(ingredient_keys, ', ') as ingredients, count(*) as searches
      from public.recipe_searches
      where result_count = 0 and created_at::date between d_from and d_to and cardinality(ingredient_keys) > 0
      group by 1 order by 2 desc, 1 limit 15
    )
    select jsonb_build_object(
      'from', d_from,
      'to', d_to,
      'days', (select jsonb_agg(jsonb_build_object(
          'day', d.day,
          'signups', (select count(*) from auth.users u where u.created_at::date = d.day),
          'dau', (select count(distinct a.user_id) from activity a where a.day = d.day),
          'wau', (select count(distinct a.user_id) from activity a where a.day between d.day - 6 and d.day),
          'searches', (select count(*) from public.recipe_searches r where r.created_at::date = d.day),
          'empty_searches', (select count(*) from public.recipe_searches r where r.created_at::date = d.day and r.result_count = 0)
        ) order by d.day) from days d),
      'empty_search_sets', coalesce((select jsonb_agg(to_jsonb(z)) from zero_sets z), '[]'::jsonb),
      'top_opened', coalesce((select jsonb_agg(to_jsonb(t)) from (
          select coalesce(r.title, o.recipe_slug) as title, sum(o.opens)::bigint as count
          from public.recipe_opens_daily o left join public.recipes r on r.slug = o.recipe_slug
          where o.day between d_from and d_to
          group by 1 order by 2 desc, 1 limit 10) t), '[]'::jsonb),
      'top_favourited', coalesce((select jsonb_agg(to_jsonb(t)) from (
          select r.title, count(*) as count from public.favorites f join public.recipes r on r.id = f.recipe_id
          where f.created_at::date between d_from and d_to
          group by r.title order by 2 desc, 1 limit 10) t), '[]'::jsonb),
      'top_saved_sites', coalesce((select jsonb_agg(to_jsonb(t)) from (
          select coalesce(nullif(s.site_name, ''), substring(s.canonical_url from '^https?://([^/]+)')) as site, count(*) as count
          from public.saved_recipes s
          where s.created_at::date between d_from and d_to
          group by 1 order by 2 desc, 1 limit 10) t), '[]'::jsonb),
      'top_kitchen_ingredients', coalesce((select jsonb_agg(to_jsonb(t)) from (
          select ingredient, count(*) as kitchens
          from public.user_ingredients k, unnest(k.ingredients) as ingredient
          group by 1 order by 2 desc, 1 limit 15) t), '[]'::jsonb),
      'top_bar_bottles', coalesce((select jsonb_agg(to_jsonb(t)) from (
          select coalesce(b.ingredient_key, lower(b.name)) as bottle, count(*) as bars
          from public.bar_inventory b
          group by 1 order by 2 desc, 1 limit 10) t), '[]'::jsonb)
    )
  );
end;
$$;

-- The embedded server's admin endpoints (performance, health) ask the database who may see them.
create or replace function public.admin_server_access()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select public.assert_staff(false);
$$;

-- grants: every admin_ function is for signed-in users (the function itself refuses non-admins)
do $$
declare
  fn record;
begin
  for fn in
    select p.oid::regprocedure as signature
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.proname like 'admin\_%'
  loop
    execute format('revoke execute on function %s from public, anon', fn.signature);
    execute format('grant execute on function %s to authenticated, service_role', fn.signature);
  end loop;
end;
$$;

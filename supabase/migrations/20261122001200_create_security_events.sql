-- security_events: an append-only audit log, written only through log_security_event().

-- table
create table public.security_events (
  id uuid primary key default gen_random_uuid(),
  event_type text not null,
  user_id uuid references auth.users (id) on delete set null,
  ip_address text,
  user_agent text,
  details jsonb not null default '{}'::jsonb,
  severity text not null default 'medium',
  created_at timestamptz not null default now(),
  constraint security_events_event_type_format check (event_type ~ '^[A-Z][A-Z0-9_]{0,63}$'),
  constraint security_events_severity_valid check (severity in ('low', 'medium', 'high', 'critical')),
  constraint security_events_ip_address_length check (ip_address is null or char_length(ip_address) <= 64),
  constraint security_events_user_agent_length check (user_agent is null or char_length(user_agent) <= 512),
  constraint security_events_details_object check (jsonb_typeof(details) = 'object'),
  constraint security_events_details_size check (pg_column_size(details) <= 16384)
);

comment on table public.security_events is 'Append-only audit log (no updated_at: rows never change). Insert only via log_security_event(); admins read.';

-- indexes
create index security_events_user_id_idx on public.security_events (user_id);
create index security_events_created_at_idx on public.security_events (created_at desc);
create index security_events_type_created_idx on public.security_events (event_type, created_at desc);

-- RLS
alter table public.security_events enable row level security;

revoke all on table public.security_events from anon, authenticated;
grant select on table public.security_events to authenticated;
grant all on table public.security_events to service_role;

create policy "Admins can read security events"
  on public.security_events for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- (no insert, update or delete policies: events are written by log_security_event only)

-- helpers
-- Removes markup and script vectors from a string and caps its length.
create or replace function public.sanitize_security_text(value text, max_length integer)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select nullif(btrim(left(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(value, '<\s*(script|style)[^>]*>.*?<\s*/\s*\1\s*>', '', 'gi'),
          '<[^>]*>?', '', 'g'),
        '(javascript|vbscript|data)\s*:', '', 'gi'),
      '\mon[a-z]+\s*=', '', 'gi'),
    max_length)), '');
$$;

-- Sanitises a JSON value for the log: strings cleaned and capped at 1000 characters, at most
-- 50 keys per object and 50 elements per array, nesting cut at depth 5.
create or replace function public.sanitize_security_details(value jsonb, depth integer default 0)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  result jsonb;
begin
  if value is null then
    return null;
  end if;
  if depth >= 5 then
    return to_jsonb('[truncated]'::text);
  end if;
  case jsonb_typeof(value)
    when 'string' then
      return to_jsonb(coalesce(public.sanitize_security_text(value #>> '{}', 1000), ''));
    when 'object' then
      select coalesce(jsonb_object_agg(
               coalesce(public.sanitize_security_text(entry.key, 100), '_'),
               public.sanitize_security_details(entry.value, depth + 1)), '{}'::jsonb)
        into result
        from (select e.key, e.value from jsonb_each(value) as e order by e.key limit 50) as entry;
      return result;
    when 'array' then
      select coalesce(jsonb_agg(public.sanitize_security_details(element.value, depth + 1) order by element.ordinality), '[]'::jsonb)
        into result
        from (select a.value, a.ordinality from jsonb_array_elements(value) with ordinality as a limit 50) as element;
      return result;
    else
      return value;
  end case;
end;
$$;

revoke execute on function public.sanitize_security_text(text, integer) from public, anon, authenticated, service_role;
revoke execute on function public.sanitize_security_details(jsonb, integer) from public, anon, authenticated, service_role;

-- RPCs
-- Records a security event and returns its id. Callers other than the service role log as
-- themselves (auth.uid(), null for guests) whatever user_id_param says.
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
  if clean_severity not in ('low', 'medium', 'high', 'critical') then
    raise exception 'Invalid severity %', left(severity_param, 20) using errcode = '22023',
      hint = 'Use low, medium, high or critical.';
  end if;
  if event_details_param is null or jsonb_typeof(event_details_param) <> 'object' then
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

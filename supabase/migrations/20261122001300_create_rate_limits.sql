-- rate_limits: fixed-window request counters, touched only through check_rate_limit_enhanced().

-- table
create table public.rate_limits (
  id uuid primary key default gen_random_uuid(),
  identifier text not null,
  action text not null,
  window_start timestamptz not null default now(),
  count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint rate_limits_identifier_action_unique unique (identifier, action),
  constraint rate_limits_identifier_length check (char_length(identifier) between 1 and 255),
  constraint rate_limits_action_length check (char_length(action) between 1 and 100),
  constraint rate_limits_count_range check (count >= 0)
);

comment on table public.rate_limits is 'One counter per (identifier, action) and window. No direct access: use check_rate_limit_enhanced().';

-- indexes
create index rate_limits_window_start_idx on public.rate_limits (window_start);

-- RLS
alter table public.rate_limits enable row level security;

revoke all on table public.rate_limits from anon, authenticated;
grant all on table public.rate_limits to service_role;

-- (no policies: only check_rate_limit_enhanced(), running as the table owner, reads and writes rows)

-- triggers
create trigger rate_limits_set_updated_at
  before update on public.rate_limits
  for each row execute function public.set_updated_at();

-- RPCs
-- Counts one request for (identifier, action) in a fixed window of window_minutes and answers
-- {allowed, blocked, message, remaining, reset_at}. The counter row is locked for the update, so
-- concurrent calls are counted exactly. The first request over the limit in a window logs
-- RATE_LIMIT_EXCEEDED (severity high).
create or replace function public.check_rate_limit_enhanced(
  identifier_text text,
  action_text text,
  max_requests integer default 100,
  window_minutes integer default 60
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  clean_identifier text := btrim(coalesce(identifier_text, ''));
  clean_action text := btrim(coalesce(action_text, ''));
  window_length interval;
  counter public.rate_limits;
begin
  if char_length(clean_identifier) not between 1 and 255 then
    raise exception 'identifier_text must be 1 to 255 characters' using errcode = '22023';
  end if;
  if char_length(clean_action) not between 1 and 100 then
    raise exception 'action_text must be 1 to 100 characters' using errcode = '22023';
  end if;
  if max_requests is null or max_requests not between 1 and 1000000 then
    raise exception 'max_requests must be between 1 and 1000000' using errcode = '22023';
  end if;
  if window_minutes is null or window_minutes not between 1 and 44640 then
    raise exception 'window_minutes must be between 1 and 44640 (31 days)' using errcode = '22023';
  end if;
  window_length := make_interval(mins => window_minutes);

  -- Now and then, forget counters whose longest possible window has long passed.
  if random() < 0.01 then
    delete from public.rate_limits where window_start < now() - interval '32 days';
  end if;

  insert into public.rate_limits as r (identifier, action, window_start, count)
  values (clean_identifier, clean_action, now(), 1)
  on conflict (identifier, action) do update
    set count = case when r.window_start <= now() - window_length then 1
                     else least(r.count, 2147483646) + 1 end,
        window_start = case when r.window_start <= now() - window_length then now()
                            else r.window_start end
  returning * into counter;

  if counter.count <= max_requests then
    return jsonb_build_object(
      'allowed', true,
      'blocked', false,
      'message', 'Request allowed',
      'remaining', max_requests - counter.count,
      'reset_at', counter.window_start + window_length
    );
  end if;

  if counter.count = max_requests + 1 then
    insert into public.security_events (event_type, user_id, details, severity)
    values (
      'RATE_LIMIT_EXCEEDED',
      auth.uid(),
      public.sanitize_security_details(jsonb_build_object(
        'identifier', clean_identifier,
        'action', clean_action,
        'max_requests', max_requests,
        'window_minutes', window_minutes
      )),
      'high'
    );
  end if;

  return jsonb_build_object(
    'allowed', false,
    'blocked', true,
    'message', format('Rate limit exceeded. Try again in %s minute(s).',
                      greatest(1, ceil(extract(epoch from (counter.window_start + window_length - now())) / 60)::integer)),
    'remaining', 0,
    'reset_at', counter.window_start + window_length
  );
end;
$$;

revoke execute on function public.check_rate_limit_enhanced(text, text, integer, integer) from public;
grant execute on function public.check_rate_limit_enhanced(text, text, integer, integer) to anon, authenticated, service_role;

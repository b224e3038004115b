-- One counter for every rate limit, callable only by the server's own SQL: the public RPC
-- check_rate_limit_enhanced (which names the caller from the verified token or the connection) and
-- probe_account (which counts per probed email and per caller) both count through it. Before this,
-- probe_account called the public RPC, which rightly ignores identifiers and limits from clients,
-- so its own per-email and per-caller limits were never applied.

-- RPCs
create or replace function public.rate_limit_hit(
  identifier_text text,
  action_text text,
  max_requests integer,
  window_minutes integer
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
  limit_requests integer := max_requests;
  limit_minutes integer := window_minutes;
  window_length interval;
  counter public.rate_limits;
begin
  if char_length(clean_identifier) not between 1 and 255 then
    raise exception 'identifier_text must be 1 to 255 characters' using errcode = '22023';
  end if;
  if char_length(clean_action) not between 1 and 100 then
    raise exception 'action_text must be 1 to 100 characters' using errcode = '22023';
  end if;
  if limit_requests is null or limit_requests not between 1 and 1000000 then
    raise exception 'max_requests must be between 1 and 1000000' using errcode = '22023';
  end if;
  if limit_minutes is null or limit_minutes not between 1 and 44640 then
    raise exception 'window_minutes must be between 1 and 44640 (31 days)' using errcode = '22023';
  end if;
  window_length := make_interval(mins => limit_minutes);

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

  if counter.count <= limit_requests then
    return jsonb_build_object(
      'allowed', true,
      'blocked', false,
      'message', 'Request allowed',
      'remaining', limit_requests - counter.count,
      'reset_at', counter.window_start + window_length
    );
  end if;

  if counter.count = limit_requests + 1 then
    insert into public.security_events (event_type, user_id, ip_address, details, severity)
    values (
      'RATE_LIMIT_EXCEEDED',
      auth.uid(),
      nullif(current_setting('request.client_address', true), ''),
      public.sanitize_security_details(jsonb_build_object(
        'identifier', clean_identifier,
        'action', clean_action,
        'max_requests', limit_requests,
        'window_minutes', limit_minutes
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

comment on function public.rate_limit_hit(text, text, integer, integer) is
  'Counts one request against a named limit (server SQL only; clients call check_rate_limit_enhanced).';

revoke execute on function public.rate_limit_hit(text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.rate_limit_hit(text, text, integer, integer) to service_role;

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
  caller_role text := nullif(current_setting('request.jwt.claim.role', true), '');
  clean_identifier text := identifier_text;
  limit_requests integer := max_requests;
  limit_minutes integer := window_minutes;
begin
  if caller_role is null then
    caller_role := nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role';
  end if;
  -- Clients are counted as the server knows them, with the server's limits; only the service role
  -- (and SQL run by the server itself, with no claims) may name the identifier and the limits.
  if caller_role is not null and caller_role <> 'service_role' then
    if char_length(btrim(coalesce(action_text, ''))) not between 1 and 100 then
      raise exception 'action_text must be 1 to 100 characters' using errcode = '22023';
    end if;
    clean_identifier := case
      when auth.uid() is not null then 'user:' || auth.uid()::text
      else 'ip:' || coalesce(nullif(current_setting('request.client_address', true), ''), 'unknown')
    end;
    select s.max_requests, s.window_minutes into limit_requests, limit_minutes
    from public.rate_limit_settings(btrim(action_text)) s;
  end if;
  return public.rate_limit_hit(clean_identifier, action_text, limit_requests, limit_minutes);
end;
$$;

revoke execute on function public.check_rate_limit_enhanced(text, text, integer, integer) from public;
grant execute on function public.check_rate_limit_enhanced(text, text, integer, integer) to anon, authenticated, service_role;

create or replace function public.probe_account(email_text text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  started timestamptz := clock_timestamp();
  clean_email text := lower(btrim(coalesce(email_text, '')));
  caller text;
  by_email jsonb;
  by_caller jsonb;
  found boolean;
begin
  if char_length(clean_email) not between 3 and 254 or position('@' in clean_email) = 0 then
    raise exception 'email_text must be an email address' using errcode = '22023';
  end if;
  -- The caller as the gateway saw it (first x-forwarded-for hop); one shared bucket when unknown.
  caller := coalesce(
    nullif(btrim(split_part(coalesce(current_setting('request.headers', true)::jsonb ->> 'x-forwarded-for', ''), ',', 1)), ''),
    'unknown'
  );
  by_email := public.rate_limit_hit('probe:' || left(clean_email, 240), 'probe_account', 10, 15);
  by_caller := public.rate_limit_hit('probe-ip:' || left(caller, 200), 'probe_account', 30, 15);
  if not (by_email ->> 'allowed')::boolean then
    return jsonb_build_object('exists', null, 'allowed', false, 'message', by_email ->> 'message');
  end if;
  if not (by_caller ->> 'allowed')::boolean then
    return jsonb_build_object('exists', null, 'allowed', false, 'message', by_caller ->> 'message');
  end if;
  select exists (select 1 from auth.users u where lower(u.email) = clean_email and u.deleted_at is null)
    into found;
  -- One answer time: the lookup costs about the same either way; the padding hides the rest.
  perform pg_sleep(greatest(0, 0.25 - extract(epoch from clock_timestamp() - started)));
  return jsonb_build_object('exists', found, 'allowed', true);
end;
$$;


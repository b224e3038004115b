-- Hardening: rate limits keyed by the server, has_role only about the caller, no anonymous
-- listing of avatar folders (each folder name is a user id).

-- check_rate_limit_enhanced: same arguments and reply as before, but for clients (anon and
-- authenticated) the identity and the limits are the server's, not the caller's:
--   * identifier: 'user:<id>' from the verified token, or 'ip:<address>' (the peer address the
--     server put in request.client_address) for anonymous calls; identifier_text is ignored;
--   * limits: app_settings 'rate_limits' -> {"<action>": {"max_requests": n, "window_minutes": m}},
--     else the defaults below; max_requests and window_minutes sent by the caller are ignored.
-- So nobody can spend another identity's budget, read it, or reset their own window.
-- service_role and server-side SQL (no JWT claims) are trusted with what they pass.
create or replace function public.rate_limit_settings(action_text text)
returns table (max_requests integer, window_minutes integer)
language sql
stable
security definer
set search_path = ''
as $$
  with configured as (
    select value -> action_text as limits
    from public.app_settings
    where key = 'rate_limits' and jsonb_typeof(value -> action_text) = 'object'
  )
  select
    coalesce(
      (select case when jsonb_typeof(limits -> 'max_requests') = 'number'
                   then least(greatest((limits ->> 'max_requests')::numeric, 1), 1000000)::integer end
       from configured),
      case action_text when 'scrape-recipe' then 30 else 100 end
    ),
    coalesce(
      (select case when jsonb_typeof(limits -> 'window_minutes') = 'number'
                   then least(greatest((limits ->> 'window_minutes')::numeric, 1), 44640)::integer end
       from configured),
      60
    );
$$;

revoke execute on function public.rate_limit_settings(text) from public, anon, authenticated;
grant execute on function public.rate_limit_settings(text) to service_role;

-- One counter for every rate limit, callable only by the server's own SQL (the public RPC below
-- and probe_account count through it).
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

-- has_role answers about the caller; about someone else only to admins, the service role and
-- server-side SQL. Policies always ask about auth.uid(), so they are unchanged.
create or replace function public.has_role(_user_id uuid, _role text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  caller_role text := coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  );
begin
  if _user_id is distinct from caller
     and caller_role is not null and caller_role <> 'service_role'
     and not exists (select 1 from public.user_roles where user_id = caller and role = 'admin') then
    raise exception 'has_role answers only about the signed-in user' using errcode = '42501';
  end if;
  return exists (select 1 from public.user_roles where user_id = _user_id and role = _role);
end;
$$;

revoke execute on function public.has_role(uuid, text) from public, anon;
grant execute on function public.has_role(uuid, text) to authenticated, service_role;

-- Avatars stay public to download by URL (public bucket, served without RLS), but listing and
-- API reads go through this policy: each user sees only their own folder.
drop policy if exists "Anyone can read avatars" on storage.objects;
create policy "Users can read avatars in their own folder"
  on storage.objects for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- Issue 18 follow-up: the security page's filters agree with the overview, and a user can be
-- found as the one who triggered an event or the one it is about (an admin action's target).
--
-- severity: 'high_critical' matches high and critical (what the overview's card counts).
-- user_match: 'either' (default), 'actor' (user_id, who triggered it) or 'target'
-- (details.target_user_id, written by record_admin_action); anything else is refused clearly.

drop function if exists public.admin_security_events(text, text, text, text, text, integer, integer);

create or replace function public.admin_security_events(
  event_type text default null,
  severity text default null,
  user_search text default null,
  since text default null,
  until text default null,
  page integer default 1,
  per_page integer default 50,
  user_match text default null
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
  m text := lower(left(btrim(coalesce(user_match, '')), 20));
  from_ts timestamptz;
  to_ts timestamptz;
  p integer := least(greatest(coalesce(page, 1), 1), 100000);
  pp integer := least(greatest(coalesce(per_page, 50), 1), 1000);
  result jsonb;
begin
  perform public.assert_staff(true);
  if m = '' then
    m := 'either';
  elsif m not in ('either', 'actor', 'target') then
    raise exception 'Match the user as actor, target or either' using errcode = '22023';
  end if;
  from_ts := public.parse_admin_time(since, 'The start');
  to_ts := public.parse_admin_time(until, 'The end');
  with matched_users as (
    -- The users the search names (by id or a part of the email); none when there is no search.
    select u.id from auth.users u
    where q <> '' and (u.id::text = q or u.email ilike '%' || public.like_escape(q) || '%')
  ),
  filtered as (
    select e.*, u.email
    from public.security_events e
    left join auth.users u on u.id = e.user_id
    where (t = '' or e.event_type = t)
      and (s = '' or e.severity = s or (s = 'high_critical' and e.severity in ('high', 'critical')))
      and (
        q = ''
        or (m in ('either', 'actor') and (e.user_id::text = q or e.user_id in (select id from matched_users)))
        or (m in ('either', 'target') and (
          e.details ->> 'target_user_id' = q
          or e.details ->> 'target_user_id' in (select id::text from matched_users)
        ))
      )
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

comment on function public.admin_security_events(text, text, text, text, text, integer, integer, text) is
  'Admins and moderators: security events, newest first. severity high_critical = high or critical; user_match either|actor|target.';

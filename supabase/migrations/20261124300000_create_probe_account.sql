-- probe_account: whether an account exists for an email, for the sign-in form's "doesn't exist" /
-- "Incorrect password" messages (spec §8), without mailing anyone. The spec's probe (§7) was a
-- one-time link with shouldCreateUser false, which mailed the account's owner a real sign-in link
-- after every wrong password. This answers no more than that probe did, no faster and no more
-- often: rate-limited per address and per caller, and padded to one answer time whether the
-- account exists or not.

-- RPCs
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

comment on function public.probe_account(text) is
  'Whether an account exists for an email (sign-in messages), rate-limited per address and caller, one answer time. Mails nobody.';

revoke execute on function public.probe_account(text) from public;
grant execute on function public.probe_account(text) to anon, authenticated, service_role;

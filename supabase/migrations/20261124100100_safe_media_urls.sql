-- Image URLs the app stores and renders (profiles.avatar_url, recipes.image_url,
-- saved_recipes.image_url) are https:, or http: to this machine (the embedded backend serves
-- avatars from http://127.0.0.1:…). javascript:, data: and plain http: elsewhere are refused.
-- The same rule as domain/security/safe-url.ts, which the renderer applies again.

create or replace function public.is_safe_media_url(url text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select url is not null
     and char_length(url) between 1 and 2048
     and url !~ '[[:space:][:cntrl:]<>"\\]'
     and (
       url ~* '^https://[^/?#@]+'
       or url ~* '^http://(localhost|127(\.[0-9]{1,3}){3}|\[::1\])(:[0-9]{1,5})?([/?#]|$)'
     );
$$;

grant execute on function public.is_safe_media_url(text) to anon, authenticated, service_role;

-- Rows stored before the rule lose the unsafe URL (the picture falls back to the placeholder).
update public.profiles set avatar_url = null where avatar_url is not null and not public.is_safe_media_url(avatar_url);
update public.recipes set image_url = null where image_url is not null and not public.is_safe_media_url(image_url);
update public.saved_recipes set image_url = null where image_url is not null and not public.is_safe_media_url(image_url);

alter table public.profiles
  add constraint profiles_avatar_url_safe check (avatar_url is null or public.is_safe_media_url(avatar_url));
alter table public.recipes
  add constraint recipes_image_url_safe check (image_url is null or public.is_safe_media_url(image_url));
alter table public.saved_recipes
  add constraint saved_recipes_image_url_safe check (image_url is null or public.is_safe_media_url(image_url));

-- New users' profiles take an avatar from sign-up or OAuth metadata only when it passes the rule.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  display text := nullif(btrim(left(coalesce(meta ->> 'display_name', meta ->> 'full_name', meta ->> 'name', ''), 100)), '');
  avatar text := nullif(btrim(coalesce(meta ->> 'avatar_url', meta ->> 'picture', '')), '');
begin
  if avatar is not null and not public.is_safe_media_url(avatar) then
    avatar := null;
  end if;
  insert into public.profiles (id, display_name, avatar_url)
  values (new.id, display, avatar)
  on conflict (id) do nothing;
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated, service_role;

-- The address a saved recipe came from (saved_recipes.url, and canonical_url, the page's own
-- address the user's copy is keyed by) is rendered as a link on the saved-recipe page, so it follows
-- the rule of every URL the app stores and renders (public.is_safe_media_url, the same rule as
-- domain/security/safe-url.ts): https:, or http: to this machine (the embedded backend's loopback).
-- The app saves a page fetched over http with its https address; rows saved before the rule are
-- upgraded the same way here, never dropped.

-- 1. Upgrade: http://host/… → https://host/… (loopback http stays as it is).
--    A user may hold both copies of one page (http and https) under the unique canonical_url: the
--    upgraded copy keeps everything and is told apart by a fragment naming its id, which the
--    browser ignores when it opens the link.
update public.saved_recipes s
   set url = 'https://' || substr(s.url, 8)
 where s.url ~* '^http://'
   and not public.is_safe_media_url(s.url);

update public.saved_recipes s
   set canonical_url = 'https://' || substr(s.canonical_url, 8)
       || case
            when exists (
              select 1
                from public.saved_recipes o
               where o.user_id = s.user_id
                 and o.id <> s.id
                 and (o.canonical_url = 'https://' || substr(s.canonical_url, 8)
                      or (o.canonical_url ~* '^http://'
                          and not public.is_safe_media_url(o.canonical_url)
                          and substr(o.canonical_url, 8) = substr(s.canonical_url, 8)
                          and o.id < s.id))
            ) then '#saved-' || s.id::text
            else ''
          end
 where s.canonical_url ~* '^http://'
   and not public.is_safe_media_url(s.canonical_url);

-- 2. Characters a URL may not hold unescaped (a space, quotes, angle brackets, a backslash) are
--    percent-encoded, control characters dropped, as a browser would before opening the link.
update public.saved_recipes
   set url = regexp_replace(
         replace(replace(replace(replace(replace(url, ' ', '%20'), '"', '%22'), '<', '%3C'), '>', '%3E'), '\', '%5C'),
         '[[:cntrl:]]', '', 'g')
 where url ~ '[[:space:][:cntrl:]<>"\\]';
update public.saved_recipes
   set canonical_url = regexp_replace(
         replace(replace(replace(replace(replace(canonical_url, ' ', '%20'), '"', '%22'), '<', '%3C'), '>', '%3E'), '\', '%5C'),
         '[[:cntrl:]]', '', 'g')
 where canonical_url ~ '[[:space:][:cntrl:]<>"\\]'
   and not exists (
     select 1 from public.saved_recipes o
      where o.user_id = saved_recipes.user_id and o.id <> saved_recipes.id
        and o.canonical_url = regexp_replace(
          replace(replace(replace(replace(replace(saved_recipes.canonical_url, ' ', '%20'), '"', '%22'), '<', '%3C'), '>', '%3E'), '\', '%5C'),
          '[[:cntrl:]]', '', 'g'));

-- 3. From now on only safe addresses are stored. A row the app could never have written (no host,
--    or longer than 2,048 characters once upgraded) is kept as it is, unvalidated: the renderer
--    shows no link for it, and the constraint still guards every insert and every change of it.
alter table public.saved_recipes
  add constraint saved_recipes_url_safe check (public.is_safe_media_url(url)) not valid;
alter table public.saved_recipes
  add constraint saved_recipes_canonical_url_safe check (public.is_safe_media_url(canonical_url)) not valid;

do $$
begin
  if not exists (select 1 from public.saved_recipes where not public.is_safe_media_url(url)) then
    alter table public.saved_recipes validate constraint saved_recipes_url_safe;
  end if;
  if not exists (select 1 from public.saved_recipes where not public.is_safe_media_url(canonical_url)) then
    alter table public.saved_recipes validate constraint saved_recipes_canonical_url_safe;
  end if;
end;
$$;

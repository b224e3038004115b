-- Several Let's Cook searches recorded in one call. The suggest function used to call
-- record_recipe_search once per search, after answering: an HTTP request, a token check and a
-- committed transaction for each search, on the same server (and CPU) that answers the next one.
-- It now gathers the searches of a short window (supabase/functions/suggest-recipes-web/
-- search-log.ts) and sends them here together. Each search is stored by record_recipe_search
-- itself, so a row is exactly what a single call stores (the same trimming, sorting and bounds).
--
-- `searches`: a JSON array of {"ingredient_keys": string[], "result_count": integer}, at most 1000
-- a call; a missing or mistyped field counts as absent (no keys, 0 results), as a null argument of
-- record_recipe_search does. Answers how many searches were recorded. Service role only, as
-- record_recipe_search.
create or replace function public.record_recipe_searches(searches jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  recorded integer;
begin
  if jsonb_typeof(searches) is distinct from 'array' then
    raise exception 'searches must be a JSON array of {"ingredient_keys": [...], "result_count": n}'
      using errcode = '22023';
  end if;
  if jsonb_array_length(searches) > 1000 then
    raise exception 'At most 1000 searches can be recorded in one call (got %)', jsonb_array_length(searches)
      using errcode = '22023';
  end if;
  select count(*)::integer into recorded
  from jsonb_array_elements(searches) as s(search)
  cross join lateral public.record_recipe_search(
    case when jsonb_typeof(s.search -> 'ingredient_keys') = 'array'
      then array(select jsonb_array_elements_text(s.search -> 'ingredient_keys')) end,
    case when jsonb_typeof(s.search -> 'result_count') = 'number'
      then least(greatest(trunc((s.search ->> 'result_count')::numeric), 0), 100000)::integer end
  ) as r;
  return recorded;
end;
$$;

revoke execute on function public.record_recipe_searches(jsonb) from public, anon, authenticated;
grant execute on function public.record_recipe_searches(jsonb) to service_role;

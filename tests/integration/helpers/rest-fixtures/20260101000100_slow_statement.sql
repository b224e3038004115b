-- A statement that takes as long as the caller asks (n loop turns, roughly 10-100 ns each): the
-- statement-timeout tests need one that is slow for certain, on PGlite and PostgreSQL alike. The
-- app's own REST surface bounds its expensive filters (regex, `in` lists, or-trees) so that no
-- request should come near the limit; this fixture stands in for the one that does anyway.
create function public.slow_count(n bigint)
returns bigint
language plpgsql
stable
as $$
declare
  i bigint := 0;
begin
  while i < n loop
    i := i + 1;
  end loop;
  return i;
end
$$;
grant execute on function public.slow_count(bigint) to anon, authenticated;

-- admin_database_stats(): what the database itself can report for /admin/performance, on the
-- embedded backend and on hosted Supabase alike: its size, the largest tables, the state and use
-- of the indexes on the recipe library, and (when the extension is enabled) the slowest
-- statements from pg_stat_statements. Admins only, checked here.

create or replace function public.admin_database_stats()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  statements jsonb := null;
  statements_note text := null;
begin
  perform public.assert_staff(false);
  if to_regclass('extensions.pg_stat_statements') is not null or to_regclass('public.pg_stat_statements') is not null then
    begin
      execute format(
        'select coalesce(jsonb_agg(to_jsonb(s)), ''[]''::jsonb) from (
           select left(regexp_replace(query, ''\s+'', '' '', ''g''), 200) as query, calls,
                  round(mean_exec_time::numeric, 2) as mean_ms, round(total_exec_time::numeric, 1) as total_ms
           from %s where calls > 0 order by mean_exec_time desc limit 10) s',
        coalesce(to_regclass('extensions.pg_stat_statements'), to_regclass('public.pg_stat_statements'))::text)
        into statements;
    exception when others then
      statements_note := 'pg_stat_statements is installed but could not be read: ' || left(sqlerrm, 200);
    end;
  else
    statements_note := 'pg_stat_statements is not enabled on this database.';
  end if;

  return jsonb_build_object(
    'database_size_bytes', pg_database_size(current_database()),
    'largest_tables', coalesce((select jsonb_agg(to_jsonb(t)) from (
        select n.nspname || '.' || c.relname as table_name,
               pg_total_relation_size(c.oid) as total_bytes,
               greatest(c.reltuples, 0)::bigint as estimated_rows
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname in ('public', 'auth', 'storage')
        order by pg_total_relation_size(c.oid) desc
        limit 10) t), '[]'::jsonb),
    'recipe_indexes', coalesce((select jsonb_agg(to_jsonb(i)) from (
        select ic.relname as index_name,
               x.indisvalid as valid,
               x.indisready as ready,
               pg_relation_size(ic.oid) as bytes,
               coalesce(s.idx_scan, 0) as scans
        from pg_index x
        join pg_class ic on ic.oid = x.indexrelid
        join pg_class tc on tc.oid = x.indrelid
        join pg_namespace n on n.oid = tc.relnamespace
        left join pg_stat_user_indexes s on s.indexrelid = x.indexrelid
        where n.nspname = 'public' and tc.relname = 'recipes'
        order by ic.relname) i), '[]'::jsonb),
    'slow_statements', statements,
    'slow_statements_note', statements_note,
    'checked_at', now()
  );
end;
$$;

revoke execute on function public.admin_database_stats() from public, anon;
grant execute on function public.admin_database_stats() to authenticated, service_role;

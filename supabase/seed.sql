-- Development seed data, applied by `supabase db reset` after the migrations (never in
-- production). The built-in recipe library is loaded by its own migration, so that the embedded
-- server and hosted Supabase get it too; only defaults that a developer may change live here.

insert into public.app_settings (key, value, description) values
  ('rate_limit.default', '{"max_requests": 100, "window_minutes": 60}', 'Default for check_rate_limit_enhanced callers.')
on conflict (key) do nothing;

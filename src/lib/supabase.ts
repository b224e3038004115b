import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { readRendererEnv } from './env';
import { monitoredFetch } from './security-monitor';

export { LOCAL_PUBLISHABLE_KEY } from './env';

const env = readRendererEnv(import.meta.env, window.location.origin);

/**
 * The one Supabase client of the renderer (loaded lazily: the kitchen's first
 * render does not wait for it). Data functions take it as an argument.
 */
export const supabase: SupabaseClient = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  // Spec §9: the client-side security monitor counts every request.
  global: { fetch: monitoredFetch },
});

import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { platform } from '@/platform';
import { retargetingFetch, type BackendTarget } from '@/platform/desktop-backend';
import { completeDesktopOAuth } from '@/platform/desktop-oauth';
import { readRendererEnv, withDesktopBackend } from './env';
import { monitoredFetch } from './security-monitor';

export { LOCAL_PUBLISHABLE_KEY } from './env';

const desktop = platform.desktop;
const env = readRendererEnv(import.meta.env, window.location.origin);

/** On desktop, main may run the embedded backend on a loopback port chosen at start-up. */
async function desktopTarget(): Promise<BackendTarget> {
  if (!desktop) return env;
  try {
    return withDesktopBackend(env, await desktop.backend());
  } catch (error) {
    console.warn('Could not use the desktop app’s backend; using the configured one.', error);
    return env;
  }
}

/**
 * The one Supabase client of the renderer (loaded lazily: the kitchen's first
 * render does not wait for it). Data functions take it as an argument.
 *
 * On desktop the session (and the PKCE verifier) live encrypted in the main process through
 * `auth.storage`, never in localStorage, and OAuth returns through the `larder://` deep link,
 * not the page URL. (No top-level await here: it would reshape the web bundle's chunks.)
 */
export const supabase: SupabaseClient = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: desktop
    ? {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: false,
        flowType: 'pkce',
        storage: desktop.authStorage,
      }
    : { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  // Spec §9: the client-side security monitor counts every request.
  global: {
    fetch: desktop ? retargetingFetch(monitoredFetch, env, desktopTarget()) : monitoredFetch,
  },
});

if (desktop) completeDesktopOAuth(supabase, desktop);

import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { platform } from '@/platform';
import {
  retargetingFetch,
  retargetingWebSocket,
  type BackendTarget,
} from '@/platform/desktop-backend';
import { readRendererEnv, withDesktopBackend } from './env';
import {
  createSecurityEvent,
  SECURITY_MONITOR,
  type Database,
  type MonitorThresholds,
} from '@domain';
import { sendSecurityEvent, warnSecurityEvent } from './security-event-sink';
import { createRequestMonitor } from './security-monitor';

export { LOCAL_PUBLISHABLE_KEY } from './env';

const env = readRendererEnv(import.meta.env, window.location.origin);

/** Where the device runs the backend (desktop: main may run the embedded one on a loopback port chosen at start-up). */
async function deviceTarget(
  deviceBackend: NonNullable<typeof platform.backend>,
): Promise<BackendTarget> {
  try {
    return withDesktopBackend(env, await deviceBackend());
  } catch (error) {
    console.warn('Could not use the desktop app’s backend; using the configured one.', error);
    return env;
  }
}

const target = platform.backend ? deviceTarget(platform.backend) : null;

/** The monitor's limits: the spec's until the admins' settings (public_app_settings) are read. */
let monitorLimits: MonitorThresholds = SECURITY_MONITOR;

/** Spec §9: the client-side security monitor counts every request and reports through this client. */
const monitoredFetch = createRequestMonitor(
  (type, details) => {
    const event = createSecurityEvent(type, { userAgent: navigator.userAgent, details });
    warnSecurityEvent(event);
    void sendSecurityEvent(supabase, event);
  },
  Date.now,
  () => monitorLimits,
).wrap((input, init) => fetch(input, init));

/**
 * The fetch every request to the backend goes through: counted by the monitor and, on desktop,
 * sent to the backend main reports. Use it for any call made without supabase-js.
 */
export const backendFetch: typeof fetch = target
  ? retargetingFetch(monitoredFetch, env, target)
  : monitoredFetch;

/**
 * The one Supabase client of the renderer (loaded lazily: the kitchen's first
 * render does not wait for it). Data functions take it as an argument.
 *
 * The platform says where the session lives (on desktop encrypted in the main process, with the
 * PKCE verifier, never in localStorage) and finishes sign-ins that come back outside the page
 * (the desktop's `larder://` deep link). Every endpoint (auth, rest, functions, storage, the realtime socket) follows
 * the backend main reports: the embedded local one when it runs (desktop-backend.ts).
 * (No top-level await here: it would reshape the web bundle's chunks.)
 */
/** The renderer's client, typed by the tables and functions the migrations create. */
export type LarderClient = SupabaseClient<Database>;

export const supabase: LarderClient = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: platform.auth.clientOptions,
  global: {
    fetch: backendFetch,
  },
  // The app subscribes to no channel today, so no socket opens; if one ever does on desktop, it
  // goes to the backend main reported (the embedded one), never to the configured host.
  ...(target ? { realtime: { transport: retargetingWebSocket(WebSocket, env, target) } } : {}),
});

platform.auth.connect(supabase);

/** The thresholds admins set in /admin/settings (security_monitor); the defaults when unreadable. */
void supabase.rpc('public_app_settings').then(
  ({ data }) => {
    const set = (data as { security_monitor?: Record<string, unknown> } | null)?.security_monitor;
    const number = (value: unknown, fallback: number) =>
      typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
    if (!set) return;
    monitorLimits = {
      maxSensitiveRequests: number(set.admin_requests, SECURITY_MONITOR.maxSensitiveRequests),
      windowMs: number(set.admin_window_minutes, SECURITY_MONITOR.windowMs / 60_000) * 60_000,
      maxRequests: number(set.requests, SECURITY_MONITOR.maxRequests),
    };
  },
  () => undefined,
);

/**
 * The server-data cache (server-cache.ts) holds one user's data at a time: when they sign out or
 * another user signs in, all of it is forgotten, answers still on their way included.
 */
let cacheOwner: string | null | undefined;
supabase.auth.onAuthStateChange((_event, session) => {
  const owner = session?.user.id ?? null;
  if (cacheOwner !== undefined && owner !== cacheOwner) {
    void import('./server-cache').then(({ queryCache }) => queryCache.remove([]));
  }
  cacheOwner = owner;
});

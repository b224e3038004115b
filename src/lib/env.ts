import * as z from 'zod/mini';

/** The publishable key of the embedded local backend; it treats publishable keys as anon. */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_larder_local';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const EnvSchema = z.object({
  VITE_SUPABASE_URL: z.optional(
    z.pipe(z.transform(blankToUndefined), z.optional(z.url({ protocol: /^https?$/ }))),
  ),
  VITE_SUPABASE_ANON_KEY: z.optional(
    z.pipe(z.transform(blankToUndefined), z.optional(z.string().check(z.minLength(20)))),
  ),
});

export interface RendererEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/**
 * Reads the renderer's settings once and validates them: a malformed value
 * fails loudly with what to set. Unset means "the backend on this origin".
 */
export function readRendererEnv(raw: Record<string, unknown>, origin: string): RendererEnv {
  const parsed = EnvSchema.safeParse({
    VITE_SUPABASE_URL: raw.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: raw.VITE_SUPABASE_ANON_KEY,
  });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(
      `Invalid renderer settings (${fields}): set VITE_SUPABASE_URL to an http(s) URL of your Supabase project and VITE_SUPABASE_ANON_KEY to its anon/publishable key, or leave both unset to use the backend on this origin.`,
    );
  }
  // The desktop build loads from file://, which has no usable origin: it needs a configured URL.
  const fallbackUrl = /^https?:\/\//.test(origin) ? origin : 'http://127.0.0.1:54321';
  return {
    supabaseUrl: (parsed.data.VITE_SUPABASE_URL ?? fallbackUrl).replace(/\/$/, ''),
    supabaseAnonKey: parsed.data.VITE_SUPABASE_ANON_KEY ?? LOCAL_PUBLISHABLE_KEY,
  };
}

/** What the desktop main process reports about its backend (electron/contract.ts BackendInfo). */
export type DesktopBackendInfo =
  { mode: 'local'; url: string; anonKey: string } | { mode: 'remote' };

/**
 * On desktop, the embedded local backend (a loopback server started by main) overrides the
 * VITE_ settings; in remote mode, or on the web (`null`), the settings stand.
 */
export function withDesktopBackend(
  env: RendererEnv,
  backend: DesktopBackendInfo | null,
): RendererEnv {
  if (backend?.mode !== 'local') return env;
  if (!/^https?:\/\//.test(backend.url) || backend.anonKey.trim() === '')
    throw new Error(`The desktop app reported an unusable local backend (${backend.url}).`);
  return { supabaseUrl: backend.url.replace(/\/$/, ''), supabaseAnonKey: backend.anonKey };
}

import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/ });

const schema = z.object({
  /** Set by vite-plugin-electron in `npm run desktop` (development). */
  VITE_DEV_SERVER_URL: httpUrl.optional(),
  /** The hosted (or self-run) Supabase URL the renderer talks to; added to the CSP. */
  VITE_SUPABASE_URL: httpUrl.optional(),
  /** 1/true starts server/ inside the app; 0/false forces it off over the setting. */
  LARDER_LOCAL: z.enum(['0', '1', 'true', 'false']).optional(),
  /** Preferred loopback port of the embedded backend (a taken port falls back to a free one). */
  LARDER_LOCAL_PORT: z.coerce.number().int().min(0).max(65535).optional(),
});

export type DesktopEnv = z.infer<typeof schema>;

/** Reads main's settings once at start-up; a malformed one fails loudly with what to set. */
export function readDesktopEnv(env: Record<string, string | undefined> = process.env): DesktopEnv {
  const present = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, env[key]?.trim() || undefined]),
  );
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Larder desktop: invalid environment settings:\n${lines.join('\n')}`);
}

import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Where Larder keeps its data by default: the platform's per-user data directory. */
export function defaultDataDir(): string {
  const home = os.homedir();
  if (process.platform === 'win32') {
    return path.join(process.env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Larder');
  }
  if (process.platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Larder');
  return path.join(process.env.XDG_DATA_HOME ?? path.join(home, '.local', 'share'), 'larder');
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(54321),
  HOST: z.string().default('127.0.0.1'),
  LARDER_DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  SITE_URL: z.string().url().optional(),
  /** Comma-separated extra redirect URLs (globs) accepted by auth, besides SITE_URL. */
  ADDITIONAL_REDIRECT_URLS: z.string().optional(),
  /** Comma-separated origins allowed by CORS besides the server's own ('*' for any). */
  CORS_ORIGINS: z.string().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Larder <no-reply@larder.local>'),
  MAILER_AUTOCONFIRM: z.enum(['true', 'false']).default('false'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** OpenID Connect issuer for the "google" provider; defaults to Google's. Tests point it at a local provider. */
  GOOGLE_ISSUER: z.string().url().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().optional(),
});

export type LarderEnv = z.infer<typeof envSchema>;

/** Reads and validates the environment once; a malformed setting fails loudly with what to set. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): LarderEnv {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid Larder settings in the environment:\n${problems}`);
  }
  return parsed.data;
}

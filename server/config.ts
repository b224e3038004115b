import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Where Larder keeps its data by default: the platform's per-user data directory. */
export function defaultDataDir(): string {
  const home = os.homedir();
  if (process.platform === 'win32') {
    return path.join(process.env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Larder');
  }
  if (process.platform === 'darwin')
    return path.join(home, 'Library', 'Application Support', 'Larder');
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
  /** A generic OpenID Connect provider besides Google: its name in signInWithOAuth({provider}), issuer and client. */
  OIDC_PROVIDER_NAME: z
    .string()
    .regex(/^[a-z][a-z0-9_-]*$/)
    .default('oidc'),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Auth: the JWT signing key as JSON ({kid, privateJwk, publicJwk}); else JWT_SIGNING_KEY_FILE, the database's (PostgreSQL) or the data folder's. */
  JWT_SIGNING_KEY: z.string().optional(),
  /** Auth: a file holding the JWT signing key (JSON, as jwt-signing-key.json in the data folder). */
  JWT_SIGNING_KEY_FILE: z.string().optional(),
  /** Auth: access-token lifetime in seconds. */
  JWT_EXPIRY: z.coerce.number().int().min(30).default(3600),
  /** Auth: lifetime of emailed links and codes in seconds. */
  MAILER_OTP_EXP: z.coerce.number().int().min(60).default(3600),
  /** Auth: seconds a user must wait between two emails of the same kind. */
  AUTH_EMAIL_MAX_FREQUENCY: z.coerce.number().int().min(0).default(60),
  /** Auth: seconds a rotated refresh token may still be used. */
  AUTH_REFRESH_TOKEN_REUSE_INTERVAL: z.coerce.number().int().min(0).default(10),
  /** Auth: per-IP requests per 5 minutes on the endpoints that send mail (signup, otp, recover, resend). */
  AUTH_RATE_LIMIT_EMAIL: z.coerce.number().int().min(1).default(300),
  /** Auth: per-IP requests per 5 minutes on /token, /verify and MFA verification. */
  AUTH_RATE_LIMIT_TOKEN: z.coerce.number().int().min(1).default(1800),
  /** REST: statement time limit for anonymous callers, in milliseconds (0: none). */
  STATEMENT_TIMEOUT_ANON_MS: z.coerce.number().int().min(0).default(3000),
  /** REST: statement time limit for signed-in callers, in milliseconds (0: none). */
  STATEMENT_TIMEOUT_AUTHENTICATED_MS: z.coerce.number().int().min(0).default(8000),
  /** Auth: refuse new sign-ups. */
  DISABLE_SIGNUP: z.enum(['true', 'false']).default('false'),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().optional(),
});

export type LarderEnv = z.infer<typeof envSchema>;

/** Reads and validates the environment once; a malformed setting fails loudly with what to set. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): LarderEnv {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((i) => `  ${i.path.join('.')}: ${i.message}`)
      .join('\n');
    throw new Error(`Invalid Larder settings in the environment:\n${problems}`);
  }
  return parsed.data;
}

import type { LarderEnv } from '../config.ts';

/** Auth behaviour derived once from the environment (GoTrue's GOTRUE_* settings, local names). */
export interface AuthSettings {
  jwtExpiry: number;
  otpExpiry: number;
  emailMaxFrequency: number;
  refreshTokenReuseInterval: number;
  autoconfirm: boolean;
  disableSignup: boolean;
  rateLimitEmail: number;
  rateLimitToken: number;
  google: OAuthProviderSettings | null;
  /** Every configured OpenID Connect provider by name ("google", and OIDC_PROVIDER_NAME). */
  oauthProviders: Map<string, OAuthProviderSettings>;
}

export interface OAuthProviderSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export const RATE_LIMIT_WINDOW_MS = 5 * 60 * 1000;
export const FLOW_STATE_TTL_S = 300;
export const MFA_CHALLENGE_TTL_S = 300;

export function authSettings(env: LarderEnv): AuthSettings {
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
        }
      : null;
  const oauthProviders = new Map<string, OAuthProviderSettings>();
  if (google) oauthProviders.set('google', google);
  if (
    env.OIDC_ISSUER &&
    env.OIDC_CLIENT_ID &&
    env.OIDC_CLIENT_SECRET &&
    env.OIDC_PROVIDER_NAME !== 'google'
  ) {
    oauthProviders.set(env.OIDC_PROVIDER_NAME, {
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      issuer: env.OIDC_ISSUER,
    });
  }
  return {
    jwtExpiry: env.JWT_EXPIRY,
    otpExpiry: env.MAILER_OTP_EXP,
    emailMaxFrequency: env.AUTH_EMAIL_MAX_FREQUENCY,
    refreshTokenReuseInterval: env.AUTH_REFRESH_TOKEN_REUSE_INTERVAL,
    autoconfirm: env.MAILER_AUTOCONFIRM === 'true',
    disableSignup: env.DISABLE_SIGNUP === 'true',
    rateLimitEmail: env.AUTH_RATE_LIMIT_EMAIL,
    rateLimitToken: env.AUTH_RATE_LIMIT_TOKEN,
    google,
    oauthProviders,
  };
}

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { lockMessage } from './sign-in-throttle.ts';

export const API_VERSION = '2024-01-01';

/** A GoTrue error: HTTP status, machine code and the upstream wording (protocol §2). */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * The envelope for every auth error: both the 2024-01-01 shape (`code` string, `message`) and the
 * legacy fields (`error_code`, `msg`), with the version header that tells auth-js to read `code`.
 */
export function authErrorResponse(c: Context, error: AuthError): Response {
  c.header('X-Supabase-Api-Version', API_VERSION);
  c.header('x-sb-error-code', error.code);
  return c.json(
    {
      code: error.code,
      error_code: error.code,
      message: error.message,
      msg: error.message,
      ...error.extra,
    },
    error.status,
  );
}

export const errors = {
  badJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: (status: 400 | 403 = 400) => new AuthError(status, 'user_banned', 'User is banned'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) =>
    new AuthError(
      403,
      'bad_jwt',
      detail.startsWith('invalid')
        ? detail
        : `invalid JWT: unable to parse or verify signature, ${detail}`,
    ),
  sessionNotFound: (status: 400 | 403 = 403) =>
    new AuthError(
      status,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    ),
  userNotFound: () =>
    new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  overRequestRateLimit: () =>
    new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  /** Per-account sign-in lock (sign-in-throttle.ts); GoTrue has none, so the code is ours. */
  accountLocked: (ms: number) => new AuthError(429, 'too_many_sign_in_attempts', lockMessage(ms)),
  overEmailSendRate: (seconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  otpExpired: (byHash: boolean) =>
    new AuthError(
      403,
      'otp_expired',
      byHash ? 'Email link is invalid or has expired' : 'Token has expired or is invalid',
    ),
  weakPassword: (minLength: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  unexpected: () =>
    new AuthError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    ),
};

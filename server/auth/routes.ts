import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerContext } from '../context.ts';
import type { AuthDeps, AuthEnv } from './deps.ts';
import { API_VERSION, AuthError, authErrorResponse, errors } from './errors.ts';
import { MAX_BODY_BYTES } from './http.ts';
import { RateLimiter } from './rate-limit.ts';
import { SignInThrottle } from './sign-in-throttle.ts';
import { registerAdminRoutes } from './routes-admin.ts';
import { registerMfaRoutes } from './routes-mfa.ts';
import { registerOAuthRoutes } from './routes-oauth.ts';
import { registerSignupRoutes } from './routes-signup.ts';
import { registerTokenRoutes } from './routes-token.ts';
import { registerUserRoutes } from './routes-user.ts';
import { registerVerifyRoutes } from './routes-verify.ts';
import { authSettings, RATE_LIMIT_WINDOW_MS } from './settings.ts';

/**
 * The GoTrue-compatible auth API, mounted at /auth/v1. Every response carries
 * `X-Supabase-Api-Version: 2024-01-01`; every error has GoTrue's envelope (protocol §2).
 */
export function createAuthRoutes(ctx: ServerContext): Hono<AuthEnv> {
  const settings = authSettings(ctx.env);
  const deps: AuthDeps = {
    ctx,
    settings,
    limits: {
      email: new RateLimiter(settings.rateLimitEmail, RATE_LIMIT_WINDOW_MS),
      token: new RateLimiter(settings.rateLimitToken, RATE_LIMIT_WINDOW_MS),
    },
    throttle: new SignInThrottle(ctx.db),
  };
  const app = new Hono<AuthEnv>();

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Supabase-Api-Version', API_VERSION);
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        // The rest of the body is never read: make sure the client does not reuse the connection.
        c.header('Connection', 'close');
        return authErrorResponse(
          c,
          new AuthError(413, 'request_too_large', 'Request body is larger than 1 MB'),
        );
      },
    }),
  );

  registerSignupRoutes(app, deps);
  registerTokenRoutes(app, deps);
  registerVerifyRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerMfaRoutes(app, deps);
  registerOAuthRoutes(app, deps);
  registerAdminRoutes(app, deps);

  app.notFound((c) => authErrorResponse(c, new AuthError(404, 'not_found', 'Not Found')));
  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    console.error('[auth] unexpected error:', error);
    return authErrorResponse(c, errors.unexpected());
  });
  return app;
}

import type { Context, Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import { errors } from './errors.ts';
import { clientIp, type NodeBindings } from './http.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import type { AuthSettings } from './settings.ts';

export type AuthEnv = { Bindings: NodeBindings };
export type AuthApp = Hono<AuthEnv>;
export type AuthContext = Context<AuthEnv>;

/** What every group of auth routes is given. */
export interface AuthDeps {
  ctx: ServerContext;
  settings: AuthSettings;
  limits: { email: RateLimiter; token: RateLimiter };
  /** Per-account lock for the password grant. */
  throttle: SignInThrottle;
}

/** Per-IP limit → 429 over_request_rate_limit. */
export function limit(limiter: RateLimiter, c: AuthContext): void {
  if (!limiter.take(clientIp(c))) throw errors.overRequestRateLimit();
}

export function redirectParam(c: AuthContext): string | undefined {
  return c.req.query('redirect_to') ?? undefined;
}

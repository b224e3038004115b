import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** Response headers supabase-js must be able to read from another origin (protocol §1). */
export const EXPOSED_HEADERS = [
  'Content-Range',
  'X-Supabase-Api-Version',
  'x-sb-error-code',
  'Content-Profile',
  'Preference-Applied',
  'Location',
  'Range-Unit',
  'Content-Length',
  'ETag',
  'Retry-After',
];

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The list of origins allowed besides the server's own: CORS_ORIGINS, comma-separated, `*` for any.
 * Both `localhost` and `127.0.0.1` spellings of the server's own origin are always allowed.
 */
export function allowedOrigins(
  publicUrl: string,
  corsOrigins: string | undefined,
): (origin: string) => boolean {
  const own = new URL(publicUrl);
  const ownOrigins = new Set([own.origin]);
  for (const host of ['localhost', '127.0.0.1', '[::1]'])
    ownOrigins.add(`${own.protocol}//${host}${own.port ? `:${own.port}` : ''}`);
  const extra = (corsOrigins ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const any = extra.includes('*');
  const listed = new Set(extra);
  return (origin) => any || ownOrigins.has(origin) || listed.has(origin);
}

/**
 * CORS for the browser and the desktop renderer: preflights answered, request headers reflected
 * (supabase-js and functions send their own), `Content-Range` and `X-Supabase-Api-Version`
 * exposed so `count` and auth error codes survive a cross-origin response.
 */
export function corsMiddleware(isAllowed: (origin: string) => boolean): MiddlewareHandler {
  return cors({
    origin: (origin) => (origin && isAllowed(origin) ? origin : null),
    allowMethods: ALLOWED_METHODS,
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
}

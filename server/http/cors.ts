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
 *
 * Preflights are hono's `cors`. Other requests get the same headers as it gives them (an allowed
 * origin echoed, the exposed list, `Vary: Origin` appended), written on the route's response once
 * it is made: hono's middleware writes them on a response of its own before the route runs, and
 * then copies them onto the route's by re-creating it from its body, which turns every answer into
 * a stream the Node adapter must pipe instead of writing its text at once (a 50 KB function answer
 * or RPC result, with the garbage it leaves).
 */
export function corsMiddleware(isAllowed: (origin: string) => boolean): MiddlewareHandler {
  const allowOrigin = (origin: string) => (origin && isAllowed(origin) ? origin : null);
  const preflight = cors({
    origin: allowOrigin,
    allowMethods: ALLOWED_METHODS,
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  const exposed = EXPOSED_HEADERS.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const origin = allowOrigin(c.req.header('origin') ?? '');
    const write = (headers: Headers) => {
      if (origin) headers.set('Access-Control-Allow-Origin', origin);
      headers.set('Access-Control-Expose-Headers', exposed);
      headers.append('Vary', 'Origin');
    };
    try {
      write(c.res.headers);
    } catch {
      // Immutable headers (a response passed through from fetch): write them on a copy.
      const copy = new Response(c.res.body, c.res);
      write(copy.headers);
      c.res = undefined;
      c.res = copy;
    }
  };
}

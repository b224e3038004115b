import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** Request bodies on auth, REST and functions are capped at 1 MiB (hosted Supabase's gateway does too). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * A body-size cap answering 413 in the surface's own error shape: hono's bodyLimit, whose decision
 * is taken from the headers when they give it (no body on GET and HEAD; `Content-Length` without
 * `Transfer-Encoding`) before asking for the request's body. Asking hono's for it makes the Node
 * adapter build the whole web Request and its body stream for every request (~0.1 ms of CPU each),
 * and the routes then read the body through that stream instead of straight from the socket.
 * Bodies without a length are counted by hono's as they arrive.
 */
export function limitBody(
  tooLarge: (c: Context) => Response,
  maxSize: number = MAX_BODY_BYTES,
): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError: (c) => tooLarge(c) });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return parseInt(length || '0', 10) > maxSize ? tooLarge(c) : next();
    return counted(c, next);
  };
}

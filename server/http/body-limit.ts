import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** Request bodies on auth, REST and functions are capped at 1 MiB (hosted Supabase's gateway does too). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** A body-size cap answering 413 in the surface's own error shape. */
export function limitBody(
  tooLarge: (c: Context) => Response,
  maxSize: number = MAX_BODY_BYTES,
): MiddlewareHandler {
  return bodyLimit({ maxSize, onError: (c) => tooLarge(c) });
}

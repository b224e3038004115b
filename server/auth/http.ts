import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { JSON_TOO_DEEP_MESSAGE, jsonTooDeep } from '../http/json-depth.ts';
import { AuthError, errors } from './errors.ts';

/** Bindings @hono/node-server provides (absent when the app is driven with app.request()). */
export interface NodeBindings {
  incoming?: IncomingMessage;
}

export const MAX_BODY_BYTES = 1024 * 1024;

/** The peer's address from the socket (never from headers a client can forge); null when unknown. */
export function socketIp(c: Context<{ Bindings: NodeBindings }>): string | null {
  const raw = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (!raw) return null;
  return raw.startsWith('::ffff:') ? raw.slice(7) : raw;
}

/** The peer's address for rate limits and session records (loopback when not served over a socket). */
export function clientIp(c: Context<{ Bindings: NodeBindings }>): string {
  return socketIp(c) ?? '127.0.0.1';
}

export function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.');
}

export type JsonObject = Record<string, unknown>;

/**
 * Reads a JSON object body. Empty bodies count as `{}` (supabase-js sends none on some calls);
 * anything else must be JSON with a JSON content type, or 400 bad_json. Size is capped by the
 * body-limit middleware in front of the routes.
 */
export async function readJsonBody(c: Context): Promise<JsonObject> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) throw errors.badJson();
  if (jsonTooDeep(text))
    throw new AuthError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${JSON_TOO_DEEP_MESSAGE}`,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw errors.badJson();
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw errors.badJson();
  return parsed as JsonObject;
}

export function stringField(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}

export function objectField(body: JsonObject, key: string): JsonObject | undefined {
  const value = body[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as JsonObject)
    : undefined;
}

const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Lower-cased, trimmed email, or 400 validation_failed as GoTrue words it. */
export function validateEmail(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw errors.validation('An email address is required');
  }
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !EMAIL_PATTERN.test(email)) {
    throw errors.validation('Unable to validate email address: invalid format');
  }
  return email;
}

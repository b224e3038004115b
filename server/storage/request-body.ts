import type { Context } from 'hono';
import { JSON_TOO_DEEP_MESSAGE, jsonTooDeep } from '../http/json-depth.ts';
import { storageErrors } from './errors.ts';

const MAX_JSON_BYTES = 1024 * 1024;

/** Reads a request body, refusing (413 EntityTooLarge) as soon as it passes max bytes. */
export async function readBodyCapped(
  request: Request,
  max: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > max) throw storageErrors.entityTooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw storageErrors.entityTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A JSON object body of at most 1 MB (an empty body counts as `{}`). */
export async function readJsonCapped(c: Context): Promise<Record<string, unknown>> {
  const bytes = await readBodyCapped(c.req.raw, MAX_JSON_BYTES);
  if (bytes.byteLength === 0) return {};
  const text = new TextDecoder().decode(bytes);
  if (jsonTooDeep(text)) throw storageErrors.invalidRequest(JSON_TOO_DEEP_MESSAGE);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw storageErrors.invalidRequest('Body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw storageErrors.invalidRequest('Body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

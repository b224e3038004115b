/** The body of a scrape-recipe call: `{url: string, saveAsLink?: boolean}`. */

/** A URL is at most 2048 characters; anything much larger than that is not a real request. */
export const MAX_BODY_BYTES = 16 * 1024;

export interface ScrapeRequest {
  readonly url: string;
  readonly saveAsLink: boolean;
}

export type BodyReading =
  | { readonly ok: true; readonly request: ScrapeRequest }
  | { readonly ok: false; readonly reason: string };

export async function readScrapeRequest(request: Request): Promise<BodyReading> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false, reason: 'the request body could not be read' };
  }
  if (text.length > MAX_BODY_BYTES) return { ok: false, reason: 'the request body is too large' };
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    return { ok: false, reason: 'the request body must be JSON: {"url": "https://…"}' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, reason: 'the request body must be a JSON object: {"url": "https://…"}' };
  }
  const { url, saveAsLink } = body as { url?: unknown; saveAsLink?: unknown };
  if (typeof url !== 'string') return { ok: false, reason: 'url must be a string' };
  return { ok: true, request: { url, saveAsLink: saveAsLink === true } };
}

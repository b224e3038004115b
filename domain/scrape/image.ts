import { isObject } from './json-ld.ts';
import type { JsonValue } from './types.ts';
import { resolveUrl } from './url.ts';

interface Candidate {
  readonly url: string;
  readonly area: number;
}

function dimension(value: JsonValue | undefined): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Number.parseFloat(value) || 0;
  if (isObject(value)) return dimension(value['value'] ?? value['@value']);
  return 0;
}

/** Dimensions written into an image URL: "…-1200x800.jpg", "/660x660/", "?w=1200&h=800". */
function urlArea(url: string): number {
  const size = /(?:^|[^\d])(\d{3,5})x(\d{3,5})(?:[^\d]|$)/i.exec(url);
  if (size) return Number(size[1]) * Number(size[2]);
  // Image-service crop paths: "/v-w-1200-h-630-a-center/".
  const path = /[/-]w-(\d{2,5})-h-(\d{2,5})(?:[^\d]|$)/i.exec(url);
  if (path) return Number(path[1]) * Number(path[2]);
  const w = /[?&](?:w|width)=(\d{3,5})/i.exec(url);
  const h = /[?&](?:h|height)=(\d{3,5})/i.exec(url);
  return w && h ? Number(w[1]) * Number(h[1]) : 0;
}

function collect(value: JsonValue | undefined, base: string, out: Candidate[], depth: number): void {
  if (value === undefined || value === null || depth > 5) return;
  if (typeof value === 'string') {
    const url = resolveUrl(value, base);
    if (url !== null) out.push({ url, area: urlArea(url) });
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, base, out, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  const raw = value['url'] ?? value['contentUrl'] ?? value['@id'];
  if (typeof raw === 'string') {
    const url = resolveUrl(raw, base);
    if (url !== null) out.push({ url, area: dimension(value['width']) * dimension(value['height']) || urlArea(url) });
  } else {
    collect(raw, base, out, depth + 1);
  }
}

/** Not the recipe's photo: site icons, theme furniture, video thumbnails, fallbacks. */
const NOT_THE_DISH = /(?:^|[/_.-])(?:favicon|site-?icon|logo|sprite|placeholder|fallback|default-image|printer)(?:[/_.-]|$)|\/wp-content\/themes\/|img\.youtube\.com|i\.ytimg\.com/i;

/**
 * Image URLs from a schema.org `image` value (string, array, ImageObject with `url`/`contentUrl`),
 * plus any page-level candidates (the Open Graph image), resolved, de-duplicated, best first: the
 * largest known size wins (ImageObject `width`/`height`, `og:image:width`/`height`, or sizes written
 * into the URL, "-1200x800.jpg", "?w=…&h=…"); unknown sizes rank last, and ties keep the order
 * given (Recipe images in page order, then the page's).
 */
export function imageCandidates(value: JsonValue | undefined, base: string, extra: readonly ImageCandidate[] = []): string[] {
  const found: Candidate[] = [];
  collect(value, base, found, 0);
  found.push(...extra);
  const usable = found.filter((c) => !NOT_THE_DISH.test(c.url));
  const pool = usable.length > 0 ? usable : found;
  // Largest known size first; unknown sizes count as 0; ties keep the page's order (sort is stable).
  const ordered = [...pool].sort((a, b) => b.area - a.area);
  const out: string[] = [];
  for (const c of ordered) if (!out.includes(c.url)) out.push(c.url);
  return out;
}

export type ImageCandidate = Candidate;

/** An image candidate with its size from declared width/height, else from its URL. */
export function sizedImage(url: string, width: number, height: number): ImageCandidate {
  return { url, area: width * height || urlArea(url) };
}

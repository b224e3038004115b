import { isObject } from './json-ld.ts';
import type { JsonValue } from './types.ts';
import { resolveUrl } from './url.ts';

interface Candidate {
  readonly url: string;
  readonly area: number;
  /** Written as a relative path, resolved by us against the page's address. */
  readonly relative?: boolean;
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

function collect(
  value: JsonValue | undefined,
  base: string,
  out: Candidate[],
  depth: number,
): void {
  if (value === undefined || value === null || depth > 5) return;
  if (typeof value === 'string') {
    const url = resolveUrl(value, base);
    if (url !== null)
      out.push({ url, area: urlArea(url), relative: !/^(?:https?:)?\/\//i.test(value.trim()) });
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
    const area = dimension(value['width']) * dimension(value['height']) || urlArea(url ?? '');
    if (url !== null) out.push({ url, area, relative: !/^(?:https?:)?\/\//i.test(raw.trim()) });
  } else {
    collect(raw, base, out, depth + 1);
  }
}

/** Not the recipe's photo: site icons, theme furniture, video thumbnails, fallbacks. */
const NOT_THE_DISH =
  /(?:^|[/_.-])(?:favicon|site-?icon|logo|sprite|placeholder|fallback|default-image|printer)(?:[/_.-]|$)|\/wp-content\/themes\/|_next(?:\/|%2F)static(?:\/|%2F)media|img\.youtube\.com|i\.ytimg\.com/i;

/** A resized copy's suffix (WordPress and most CMSs): "dish-500x375.jpg" is a copy of "dish.jpg". */
const RESIZED = /-\d{2,5}x\d{2,5}(?=\.[a-z0-9]{3,4}(?:[?#]|$))/i;

/** `original` is the file `copy` was resized from ("dish.jpg" and "dish-500x500.jpg"). */
function isOriginalOf(original: string, copy: string): boolean {
  return original !== copy && copy.replace(RESIZED, '') === original;
}

/**
 * Image URLs from a schema.org `image` value (string, array, ImageObject with `url`/`contentUrl`),
 * plus any page-level candidates (the Open Graph image), resolved, de-duplicated, best first: the
 * largest known size wins (ImageObject `width`/`height`, `og:image:width`/`height`, or sizes written
 * into the URL, "-1200x800.jpg", "?w=…&h=…"); unknown sizes rank last, and ties keep the order given
 * (Recipe images in page order, then the page's) except that a file beats its own "-500x500" copy. A recipe image written as a relative path gives way to the page's image of the same file:
 * the site's own absolute address beats our resolution of the path.
 */
export function imageCandidates(
  value: JsonValue | undefined,
  base: string,
  extra: readonly ImageCandidate[] = [],
): string[] {
  const found: Candidate[] = [];
  collect(value, base, found, 0);
  const pathOf = (url: string): string => url.replace(/^https?:\/\/(?:www\.)?[^/]+/i, '');
  const own = found.map((c) => {
    const same =
      c.relative === true
        ? extra.find((e) => e.url !== c.url && pathOf(e.url) === pathOf(c.url))
        : undefined;
    return same === undefined ? c : { ...same, area: Math.max(same.area, c.area) };
  });
  const all = [...own, ...extra];
  const usable = all.filter((c) => !NOT_THE_DISH.test(c.url));
  const pool = usable.length > 0 ? usable : all;
  // Largest known size first; unknown sizes count as 0; ties keep the page's order (sort is stable).
  // Of two the same size, a file beats its resized copy (the copy is no larger than it).
  const ordered = [...pool].sort(
    (a, b) =>
      b.area - a.area || (isOriginalOf(a.url, b.url) ? -1 : isOriginalOf(b.url, a.url) ? 1 : 0),
  );
  const out: string[] = [];
  for (const c of ordered) if (!out.includes(c.url)) out.push(c.url);
  return out;
}

export type ImageCandidate = Candidate;

/** An image candidate with its size from declared width/height, else from its URL. */
export function sizedImage(url: string, width: number, height: number): ImageCandidate {
  return { url, area: width * height || urlArea(url) };
}

import { isObject } from './json-ld.ts';
import type { JsonValue } from './types.ts';
import { resolveUrl } from './url.ts';

/** An image found on the page or in its recipe data, with what is known of its size. */
interface Candidate {
  readonly url: string;
  /** Written as a relative path, resolved by us against the page's address. */
  readonly relative?: boolean;
  /** Declared width and height (ImageObject, `og:image:width`), when given. */
  readonly width?: number;
  readonly height?: number;
  /** Where it came from: the recipe data, or the page's Open Graph / Twitter tags. */
  readonly source?: 'schema' | 'opengraph' | 'twitter';
  /** The page's first `og:image`: the recipe's picture when its data names none. */
  readonly ogFirst?: boolean;
}

function dimension(value: JsonValue | undefined): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Number.parseInt(/\d+/.exec(value)?.[0] ?? '', 10) || 0;
  if (isObject(value)) return dimension(value['value'] ?? value['maxValue'] ?? value['@value']);
  return 0;
}

/** Width and height written into an image URL: "…-1200x800.jpg", "/660x660/", "?w=1200&h=800". */
function urlSize(url: string): readonly [number, number] | null {
  const size = /(?:^|[^\d])(\d{3,5})x(\d{3,5})(?:[^\d]|$)/i.exec(url);
  if (size) return [Number(size[1]), Number(size[2])];
  // Image-service crop paths: "/v-w-1200-h-630-a-center/".
  const path = /[/-]w-(\d{2,5})-h-(\d{2,5})(?:[^\d]|$)/i.exec(url);
  if (path) return [Number(path[1]), Number(path[2])];
  const w = /[?&](?:w|width)=(\d{3,5})/i.exec(url);
  const h = /[?&](?:h|height)=(\d{3,5})/i.exec(url);
  return w && h ? [Number(w[1]), Number(h[1])] : null;
}

/**
 * The area an image is known to cover: its declared width × height; a side the declaration
 * leaves out is read from the URL; one side alone counts as a square.
 */
function knownArea(url: string, width = 0, height = 0): number {
  let w = width;
  let h = height;
  if (!(w > 0 && h > 0)) {
    const size = urlSize(url);
    if (size !== null) {
      w = w > 0 ? w : size[0];
      h = h > 0 ? h : size[1];
    }
  }
  if (w > 0 && h > 0) return w * h;
  const side = w > 0 ? w : h;
  return side > 0 ? side * side : 0;
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
      out.push({
        url,
        relative: !/^(?:https?:)?\/\//i.test(value.trim()),
        source: 'schema',
      });
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
    const width = dimension(value['width'] ?? value['pixelWidth'] ?? value['contentWidth']);
    const height = dimension(value['height'] ?? value['pixelHeight'] ?? value['contentHeight']);
    if (url !== null)
      out.push({
        url,
        width,
        height,
        relative: !/^(?:https?:)?\/\//i.test(raw.trim()),
        source: 'schema',
      });
  } else {
    collect(raw, base, out, depth + 1);
  }
}

/** The recipe data's own first picture as written (a list's first, an ImageObject's url). */
function firstWritten(value: JsonValue | undefined): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return firstWritten(value[0]);
  if (isObject(value)) {
    const url = value['url'] ?? value['@id'] ?? value['contentUrl'];
    return firstWritten(Array.isArray(url) ? url[0] : url);
  }
  return null;
}

/** Not the recipe's photo: site icons, theme furniture, video thumbnails, fallbacks. */
const NOT_THE_DISH =
  /(?:^|[/_.-])(?:favicon|apple-touch-icon|site-?icon|icon(?:[.-][\w-]+)?|logo|sprite|placeholder|fallback|default-image|printer)(?:[/_.?-]|$)|\/wp-content\/themes\/|_next(?:\/|%2F)static(?:\/|%2F)media|img\.youtube\.com|i\.ytimg\.com/i;

/** The path of a URL (what a junk name is looked for in: not the host, not the query). */
function pathOfUrl(url: string): string {
  return url.replace(/^[a-z]+:\/\/[^/]*/i, '').replace(/[?#].*$/, '');
}

/** The page's own image tags, found in page order (see `page-meta.ts`). */
export type ImageCandidate = Candidate;

/** How sure we are that an image is the recipe's: its own pick, then its data's, then the page's. */
const PRIORITY = { primary: 3, schema: 2, opengraph: 1, twitter: 1 } as const;

interface Ranked {
  url: string;
  width: number;
  height: number;
  priority: number;
  order: number;
}

/**
 * Image URLs from a schema.org `image` value (string, array, ImageObject with `url`/`contentUrl`)
 * and the page's Open Graph / Twitter images, best first, ranked the way the reference library
 * picks a recipe's image: the largest known size first (declared width × height, else sizes
 * written into the URL, "-1200x800.jpg", "?w=…&h=…"; one side alone counts as a square); among
 * equals, the recipe's own picture (the data's first image when written as an absolute URL, else
 * the page's first og:image), then the data's other images, then the page's tags; then https
 * over http; then page order. Icons, logos and theme furniture rank last. Of two copies the
 * same size, a file beats its own "-500x500" copy; a relative recipe path also names the page's
 * absolute copy of the same file, which then stands for it.
 */
export function imageCandidates(
  value: JsonValue | undefined,
  base: string,
  page: readonly ImageCandidate[] = [],
): string[] {
  const found: Candidate[] = [];
  collect(value, base, found, 0);
  const written = firstWritten(value);
  const primaryRaw =
    written !== null && /https?:\/\//i.test(written)
      ? written
      : (page.find((c) => c.ogFirst === true)?.url ?? null);
  const primary = primaryRaw === null ? null : resolveUrl(primaryRaw, base);
  const pathOf = (url: string): string => url.replace(/^https?:\/\/(?:www\.)?[^/]+/i, '');
  const own = found.map((c) => {
    const same =
      c.relative === true
        ? page.find((e) => e.url !== c.url && pathOf(e.url) === pathOf(c.url))
        : undefined;
    return same === undefined ? c : { ...c, url: same.url };
  });
  // One entry per URL; what several tags declare of its size is merged (the largest).
  const ranked = new Map<string, Ranked>();
  const add = (url: string, priority: number, width = 0, height = 0): void => {
    const known = ranked.get(url);
    if (known === undefined) {
      ranked.set(url, { url, width, height, priority, order: ranked.size });
    } else {
      known.width = Math.max(known.width, width);
      known.height = Math.max(known.height, height);
      known.priority = Math.max(known.priority, priority);
    }
  };
  if (primary !== null) add(primary, PRIORITY.primary);
  for (const c of own) add(c.url, PRIORITY.schema, c.width, c.height);
  for (const c of page) add(c.url, PRIORITY[c.source ?? 'opengraph'], c.width, c.height);
  const list = [...ranked.values()].map((c) => ({
    ...c,
    area: knownArea(c.url, c.width, c.height),
    junk: NOT_THE_DISH.test(pathOfUrl(c.url)) || NOT_THE_DISH.test(c.url),
  }));
  const usable = list.filter((c) => !c.junk);
  const pool = usable.length > 0 ? usable : list;
  const ordered = [...pool].sort(
    (a, b) =>
      b.area - a.area ||
      (isOriginalOf(a.url, b.url) ? -1 : isOriginalOf(b.url, a.url) ? 1 : 0) ||
      b.priority - a.priority ||
      Number(/^https:/i.test(b.url)) - Number(/^https:/i.test(a.url)) ||
      a.order - b.order,
  );
  return ordered.map((c) => c.url);
}

/** A resized copy's suffix (WordPress and most CMSs): "dish-500x375.jpg" is a copy of "dish.jpg". */
const RESIZED = /-\d{2,5}x\d{2,5}(?=\.[a-z0-9]{3,4}(?:[?#]|$))/i;

/** `original` is the file `copy` was resized from ("dish.jpg" and "dish-500x500.jpg"). */
function isOriginalOf(original: string, copy: string): boolean {
  return original !== copy && copy.replace(RESIZED, '') === original;
}

/** A page image tag's candidate, with the size it declares (0 where it declares none). */
export function sizedImage(
  url: string,
  width: number,
  height: number,
  source: 'opengraph' | 'twitter' = 'opengraph',
  ogFirst = false,
): ImageCandidate {
  return { url, width, height, source, ogFirst };
}

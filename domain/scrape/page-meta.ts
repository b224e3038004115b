import type { Document, Element } from './dom.ts';
import { all, attr, bodyOf, metaContent, one } from './dom.ts';
import { cleanText } from './text.ts';
import type { ImageCandidate } from './image.ts';
import { imageCandidates, sizedImage } from './image.ts';
import { pageTitle } from './title.ts';
import type { PageSummary } from './types.ts';
import { resolveUrl } from './url.ts';

/** `<link rel=canonical>` resolved against the page, else `og:url`, else the page URL. */
export function canonicalUrl(doc: Document, pageUrl: string): string {
  const link = all(doc, 'link[rel][href]').find((el) =>
    /(?:^|\s)canonical(?:\s|$)/i.test(attr(el, 'rel') ?? ''),
  );
  return (
    resolveUrl(attr(link, 'href'), pageUrl) ??
    resolveUrl(metaContent(doc, 'og:url'), pageUrl) ??
    pageUrl
  );
}

export function pageLanguage(doc: Document): string | null {
  const lang =
    attr(one(doc, 'html[lang]'), 'lang') ?? attr(one(doc, 'html[xml\\:lang]'), 'xml:lang');
  const cleaned = lang === null ? '' : lang.trim();
  if (cleaned.length > 0) return cleaned;
  const header = one(doc, 'meta[http-equiv="content-language" i]');
  const value = attr(header, 'content')?.trim() ?? '';
  return value.length > 0 ? value : null;
}

/** The page's best Open Graph / Twitter image (see `imageCandidates`), else its `image_src` link, resolved. */
export function metaImage(doc: Document, pageUrl: string): string | null {
  const best = imageCandidates(undefined, pageUrl, metaImageCandidates(doc, pageUrl))[0];
  if (best !== undefined) return best;
  return resolveUrl(attr(one(doc, 'link[rel="image_src" i]'), 'href'), pageUrl);
}

/** What any page offers, recipe or not; enough to save it as a link. */
export function pageSummary(
  doc: Document,
  pageUrl: string,
  host: string,
  siteNames: readonly string[] = [],
  crumb: string | null = null,
  schemaImage: string | null = null,
): PageSummary {
  const description = metaContent(doc, 'og:description', 'description', 'twitter:description');
  return {
    title: pageTitle(doc, host, siteNames, crumb),
    description: description === null ? null : cleanText(description),
    image: metaImage(doc, pageUrl) ?? schemaImage ?? contentImage(doc, pageUrl),
    siteName: metaContent(doc, 'og:site_name', 'application-name') ?? siteNames[0] ?? null,
    canonicalUrl: canonicalUrl(doc, pageUrl),
    language: pageLanguage(doc),
  };
}

/** Never the dish: icons, badges, theme and app-bundle pictures (a Next.js build's own
 * `/_next/static/media/`, also when an image service wraps it), video thumbnails, vector art. */
const NOT_A_PHOTO =
  /logo|icon|avatar|sprite|pixel|spacer|blank|badge|banner|button|emoji|gravatar|signature|placeholder|fallback|printer|loading|\/wp-content\/themes\/|\/themes?\/(?:[^?]*\/)?images\/|_next(?:\/|%2F)static(?:\/|%2F)media|img\.youtube\.com|i\.ytimg\.com|\.svg(?:$|\?)|\.gif(?:$|\?)|^data:/i;
/** PNG is mostly used for graphics: a PNG counts as a photo only at a photo's declared size. */
const PNG = /\.png(?:$|\?)/i;

function photoSized(el: Element): boolean {
  const w = Number.parseInt(attr(el, 'width') ?? '', 10);
  const h = Number.parseInt(attr(el, 'height') ?? '', 10);
  return w >= 200 && h >= 200;
}

function imgSource(el: Element): string | null {
  const direct =
    attr(el, 'data-src') ??
    attr(el, 'data-lazy-src') ??
    attr(el, 'data-original') ??
    attr(el, 'src');
  if (direct !== null && direct.trim().length > 0 && !direct.startsWith('data:')) return direct;
  const srcset = attr(el, 'srcset') ?? attr(el, 'data-srcset');
  return srcset?.trim().split(/\s+/)[0] ?? null;
}

function tooSmall(el: Element): boolean {
  const w = Number.parseInt(attr(el, 'width') ?? '', 10);
  const h = Number.parseInt(attr(el, 'height') ?? '', 10);
  return (Number.isFinite(w) && w < 120) || (Number.isFinite(h) && h < 120);
}

/**
 * The first photo-like `<img>` after the page's main heading (else in the body), else a banner's
 * background picture, resolved.
 */
export function contentImage(doc: Document, pageUrl: string): string | null {
  const body = bodyOf(doc);
  const images = all(body, 'img');
  const h1 = all(body, 'h1').find((h) => h.children.length > 0 && all(h, 'img').length === 0);
  let start = 0;
  if (h1 !== undefined) {
    const order = all(body, 'h1, img');
    const at = order.indexOf(h1);
    const before = order.slice(0, at).filter((el) => el.name === 'img').length;
    if (before < images.length) start = before;
  }
  for (const el of [...images.slice(start), ...images.slice(0, start)]) {
    const src = imgSource(el);
    if (src === null || NOT_A_PHOTO.test(src) || tooSmall(el)) continue;
    if (PNG.test(src) && !photoSized(el)) continue;
    const url = resolveUrl(src, pageUrl);
    if (url !== null) return url;
  }
  return backgroundImage(body, pageUrl);
}

/** A CSS background picture set on the element itself: `style="background-image:url('…')"`. */
const BACKGROUND = /background(?:-image)?\s*:[^;]*?url\(\s*(['"]?)([^'")]+)\1\s*\)/i;

/**
 * A page with no picture tag: its header banner's background picture (themes that show the dish
 * behind the title), the first one that is not a logo, an icon or vector art.
 */
function backgroundImage(body: Element | Document, pageUrl: string): string | null {
  for (const el of all(body, '[style*="url(" i]')) {
    const src = BACKGROUND.exec(attr(el, 'style') ?? '')?.[2] ?? null;
    if (src === null || NOT_A_PHOTO.test(src)) continue;
    const url = resolveUrl(src, pageUrl);
    if (url !== null) return url;
  }
  return null;
}

/** The tags a page names its picture with (Open Graph, Twitter), as the reference library reads them. */
const IMAGE_TAGS = new Set([
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'twitter:image',
  'twitter:image:src',
]);

/**
 * The page's Open Graph and Twitter images in page order, resolved, each with its declared size
 * (`og:image:width` / `og:image:height` describe the image tag before them); the first
 * `og:image` is marked as the page's own pick.
 */
export function metaImageCandidates(doc: Document, pageUrl: string): ImageCandidate[] {
  const sizes = new Map<string, { width: number; height: number; twitter: boolean }>();
  const order: string[] = [];
  let ogFirst: string | null = null;
  let current: string | null = null;
  for (const el of all(doc, 'meta')) {
    const key = (attr(el, 'property') ?? attr(el, 'name') ?? '').trim().toLowerCase();
    const value = (attr(el, 'content') ?? '').trim();
    if (value.length === 0) continue;
    if (IMAGE_TAGS.has(key)) {
      const url = resolveUrl(value, pageUrl);
      current = url;
      if (url === null) continue;
      if (ogFirst === null && (attr(el, 'property') ?? '').trim().toLowerCase() === 'og:image')
        ogFirst = url;
      const known = sizes.get(url);
      if (known === undefined) {
        sizes.set(url, { width: 0, height: 0, twitter: key.startsWith('twitter:') });
        order.push(url);
      } else if (!key.startsWith('twitter:')) {
        known.twitter = false;
      }
    } else if (current !== null && (key === 'og:image:width' || key === 'og:image:height')) {
      const known = sizes.get(current);
      const n = Number.parseInt(/\d+/.exec(value)?.[0] ?? '', 10) || 0;
      if (known !== undefined && key === 'og:image:width') known.width = Math.max(known.width, n);
      if (known !== undefined && key === 'og:image:height')
        known.height = Math.max(known.height, n);
    }
  }
  return order.map((url) => {
    const size = sizes.get(url) ?? { width: 0, height: 0, twitter: false };
    return sizedImage(
      url,
      size.width,
      size.height,
      size.twitter ? 'twitter' : 'opengraph',
      url === ogFirst,
    );
  });
}

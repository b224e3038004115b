import type { Document, Element } from './dom.ts';
import { all, attr, bodyOf, metaContent, one } from './dom.ts';
import { cleanText } from './text.ts';
import type { ImageCandidate } from './image.ts';
import { sizedImage } from './image.ts';
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

/** Open Graph / Twitter / `image_src` image, resolved. */
export function metaImage(doc: Document, pageUrl: string): string | null {
  const meta = metaContent(
    doc,
    'og:image',
    'og:image:url',
    'og:image:secure_url',
    'twitter:image',
    'twitter:image:src',
  );
  const link = attr(one(doc, 'link[rel="image_src" i]'), 'href');
  // An http og:image beside its https copy (`og:image:secure_url`): the https one.
  const secure = metaContent(doc, 'og:image:secure_url');
  if (
    meta !== null &&
    /^http:/i.test(meta.trim()) &&
    secure !== null &&
    /^https:/i.test(secure.trim())
  ) {
    return resolveUrl(secure, pageUrl);
  }
  return resolveUrl(meta ?? link, pageUrl);
}

/** What any page offers, recipe or not; enough to save it as a link. */
export function pageSummary(
  doc: Document,
  pageUrl: string,
  host: string,
  siteNames: readonly string[] = [],
): PageSummary {
  const description = metaContent(doc, 'og:description', 'description', 'twitter:description');
  return {
    title: pageTitle(doc, host, siteNames),
    description: description === null ? null : cleanText(description),
    image: metaImage(doc, pageUrl) ?? contentImage(doc, pageUrl),
    siteName: metaContent(doc, 'og:site_name', 'application-name') ?? siteNames[0] ?? null,
    canonicalUrl: canonicalUrl(doc, pageUrl),
    language: pageLanguage(doc),
  };
}

const NOT_A_PHOTO =
  /logo|icon|avatar|sprite|pixel|spacer|blank|badge|banner|button|emoji|gravatar|signature|placeholder|fallback|printer|loading|\/wp-content\/themes\/|\.svg(?:$|\?)|\.gif(?:$|\?)|\.png(?:$|\?)|^data:/i;

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

/** The first photo-like `<img>` after the page's main heading (else in the body), resolved. */
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
    const url = resolveUrl(src, pageUrl);
    if (url !== null) return url;
  }
  return null;
}

/** The Open Graph image with its declared size (`og:image:width` / `og:image:height`), if any. */
export function metaImageCandidate(doc: Document, pageUrl: string): ImageCandidate | null {
  const url = metaImage(doc, pageUrl);
  if (url === null) return null;
  const size = (key: string): number => Number.parseInt(metaContent(doc, key) ?? '', 10) || 0;
  return sizedImage(url, size('og:image:width'), size('og:image:height'));
}

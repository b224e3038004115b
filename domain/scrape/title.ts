import type { Document } from './dom.ts';
import { all, attr, shortText, textContent } from './dom.ts';
import { cleanText } from './text.ts';

const SEPARATOR = /(\s+(?:[|»·•~–—-]|::)\s+)/;

function squash(value: string): string {
  return value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Removes site-name parts from a document title: "Pasta | dish » Dish Magazine" → "Pasta". */
export function stripSiteName(title: string, siteNames: readonly string[]): string {
  const names = siteNames.map(squash).filter((n) => n.length > 1);
  const isSite = (part: string): boolean => {
    const p = squash(part);
    return (
      p.length > 0 &&
      names.some((n) => p === n || p.startsWith(n) || n.startsWith(p) || p.includes(n))
    );
  };
  // Odd indexes hold the separators, kept as the page wrote them.
  const parts = title.split(SEPARATOR);
  while (parts.length > 1 && isSite(parts[parts.length - 1] ?? '')) parts.splice(-2, 2);
  while (parts.length > 1 && isSite(parts[0] ?? '')) parts.splice(0, 2);
  return parts.join('').trim();
}

/** Site names to strip from titles: og:site_name and the host's main label. */
export function siteNamesOf(doc: Document, host: string, known: readonly string[] = []): string[] {
  const names: string[] = [...known];
  for (const el of all(doc, 'meta[property="og:site_name" i], meta[name="application-name" i]')) {
    const value = attr(el, 'content');
    if (value) names.push(cleanText(value));
  }
  const labels = host.replace(/^www\./, '').split('.');
  const main =
    labels.length > 2 && labels[labels.length - 2]?.length === 2
      ? labels[labels.length - 3]
      : labels[labels.length - 2];
  if (main) names.push(main);
  return names;
}

/**
 * The page's own title when no recipe data names it: the `<h1>` that the breadcrumb trail names
 * (`crumb`, its last step), else the `<h1>` that the document title repeats, else `og:title` /
 * `<title>` without the site name, else the first `<h1>`.
 */
export function pageTitle(
  doc: Document,
  host: string,
  known: readonly string[] = [],
  crumb: string | null = null,
): string | null {
  const names = siteNamesOf(doc, host, known);
  const docTitles: string[] = [];
  for (const el of all(doc, 'meta[property="og:title" i], meta[name="twitter:title" i]')) {
    const value = cleanText(attr(el, 'content') ?? '');
    if (value.length > 0) docTitles.push(value);
  }
  const titleEl = all(doc, 'title')[0];
  const ownTitle = titleEl ? cleanText(textContent(titleEl)) : '';
  // Two Open Graph titles naming different things (two SEO plugins, one stale): the `<title>`
  // element, the one the browser shows, decides; the stale one's heading is not the title either.
  const ogNames = new Set(
    all(doc, 'meta[property="og:title" i]')
      .map((el) => squash(stripSiteName(cleanText(attr(el, 'content') ?? ''), names)))
      .filter((t) => t.length > 0),
  );
  if (ogNames.size > 1 && ownTitle.length > 0) docTitles.length = 0;
  if (ownTitle.length > 0) docTitles.push(ownTitle);
  const h1s = all(doc, 'h1')
    .map((h) => shortText(h, 300) ?? '')
    .filter((t) => t.length > 0);
  const isSiteName = (text: string): boolean => names.some((n) => squash(n) === squash(text));
  // The heading the breadcrumb trail also gives the page, even where the document title names
  // another page (a post copied from an older one keeps the old og:title).
  const crumbed = h1s.find(
    (h1) => crumb !== null && squash(h1).length > 2 && squash(h1) === squash(crumb),
  );
  if (crumbed !== undefined && !isSiteName(crumbed)) return crumbed;
  for (const h1 of h1s) {
    if (isSiteName(h1)) continue;
    if (!docTitles.some((t) => squash(t).includes(squash(h1)) && squash(h1).length > 2)) continue;
    // A heading written in lower case (the page's CSS capitalises it) reads better as the title has it.
    if (h1 === h1.toLowerCase()) {
      const parts = docTitles.flatMap((t) => [stripSiteName(t, names), ...t.split(SEPARATOR)]);
      const cased = parts.map((t) => t.trim()).find((t) => squash(t) === squash(h1));
      if (cased !== undefined) return cased;
    }
    return h1;
  }
  for (const t of docTitles) {
    const stripped = stripSiteName(t, names);
    if (stripped.length > 2 && /\p{L}/u.test(stripped)) return stripped;
  }
  return h1s.find((h1) => !isSiteName(h1)) ?? h1s[0] ?? null;
}

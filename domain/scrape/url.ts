// The WHATWG URL class exists in every runtime we target (browsers, Node, Deno) but is not part of the
// ES lib that domain/ compiles against; declare only the members used here.
declare const URL: new (
  url: string,
  base?: string,
) => { readonly href: string; readonly protocol: string };

/** Resolves a possibly relative URL against the page; null when it is not an http(s) URL. */
export function resolveUrl(value: string | null | undefined, base: string): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed.length === 0 || /^(?:data|javascript|blob):/i.test(trimmed)) return null;
  // A CMS that prefixes every image with its own host also prefixes absolute CDN URLs
  // ("https://site.comhttps://cdn.site.com/a.jpg"): the last absolute URL is the real one.
  const inner = trimmed.lastIndexOf('http', trimmed.length - 8);
  if (
    inner > 0 &&
    /^https?:\/\/[^\s/]+/i.test(trimmed.slice(inner)) &&
    /^https?:\/\//i.test(trimmed)
  ) {
    return resolveUrl(trimmed.slice(inner), base);
  }
  // Keep absolute URLs exactly as the page wrote them; only relative ones go through the resolver.
  if (/^https?:\/\/[^\s/]+/i.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href;
  } catch {
    return null;
  }
}

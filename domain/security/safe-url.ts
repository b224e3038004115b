// The WHATWG URL class exists in every runtime we target (browsers, Node, Deno) but is not part of the
// ES lib that domain/ compiles against; declare only the members used here.
declare const URL: new (url: string) => {
  readonly href: string;
  readonly protocol: string;
  readonly hostname: string;
};

/**
 * The one rule for URLs the app stores and renders (avatars, recipe pictures, a saved recipe's
 * source link): https:,
 * or http: to this machine (the embedded backend serves avatars from http://127.0.0.1). Anything
 * else — javascript:, data:, plain http: to another host (mixed content, tracking) — is null.
 * The database enforces the same rule (public.is_safe_media_url); the renderer checks again.
 */
export function safeMediaUrl(value: unknown, maxLength = 2048): string | null {
  if (typeof value !== 'string' || value === '' || value.length > maxLength) return null;
  let url: { href: string; protocol: string; hostname: string };
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return url.href;
  return null;
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** Characters the database refuses in a stored URL (public.is_safe_media_url) that URL parsing can leave. */
const UNSAFE_CHARACTERS = /[\s<>"\\]/g;

/**
 * A web page's address as a saved recipe stores it (`saved_recipes.url`, `canonical_url`): https:
 * as given, http: to this machine as given, and plain http: elsewhere upgraded to https: (the same
 * page over TLS; the database refuses http: links to other hosts). Null for anything that is not a
 * web page address or is too long.
 */
export function secureSourceUrl(value: unknown, maxLength = 2048): string | null {
  if (typeof value !== 'string' || value === '' || value.length > maxLength + 1) return null;
  let url: { href: string; protocol: string; hostname: string };
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  let href: string;
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    href = url.href;
  } else if (url.protocol === 'http:') {
    try {
      href = new URL(`https:${url.href.slice('http:'.length)}`).href;
    } catch {
      return null;
    }
  } else {
    return null;
  }
  const escaped = href.replace(
    UNSAFE_CHARACTERS,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return safeMediaUrl(escaped, maxLength);
}

/**
 * The value as an http(s) URL (normalised by the URL parser), else null: a web address read from
 * untrusted data before it is made safe to store. `maxLength` bounds the text given (no bound by
 * default; the scraper passes the stored column's 2,048).
 */
export function httpUrl(value: unknown, maxLength = Number.POSITIVE_INFINITY): string | null {
  if (typeof value !== 'string' || value === '' || value.length > maxLength) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

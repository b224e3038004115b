// The WHATWG URL class exists in every runtime we target (browsers, Node, Deno) but is not part of the
// ES lib that domain/ compiles against; declare only the members used here.
declare const URL: new (url: string) => {
  readonly href: string;
  readonly protocol: string;
  readonly hostname: string;
};

/**
 * The one rule for URLs the app stores and renders as images (avatars, recipe pictures): https:,
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

/** A link the app may render (a saved recipe's source page): http: or https:, else null. */
export function httpUrl(value: string | null, maxLength = 2048): string | null {
  if (!value || value.length > maxLength) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

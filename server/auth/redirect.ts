import type { ServerContext } from '../context.ts';

function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i += 1) {
    const ch = glob[i] as string;
    if (ch === '*' && glob[i + 1] === '*') {
      out += '.*';
      i += 1;
    } else if (ch === '*') out += '[^./]*';
    else if (ch === '?') out += '[^./]';
    else out += ch.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/**
 * GoTrue's redirect allow-list: a URL on the site URL's host, on our own origin, or matching one of
 * ADDITIONAL_REDIRECT_URLS (globs: `*` stops at `.` and `/`, `**` does not) is kept; anything else
 * (or nothing) becomes the site URL.
 */
export function resolveRedirect(ctx: ServerContext, candidate: string | undefined | null): string {
  if (!candidate) return ctx.siteUrl;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return ctx.siteUrl;
  }
  if (url.protocol === 'javascript:' || url.protocol === 'data:') return ctx.siteUrl;
  const site = new URL(ctx.siteUrl);
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname === site.hostname)
    return candidate;
  if (url.origin === new URL(ctx.publicUrl).origin) return candidate;
  const extra = (ctx.env.ADDITIONAL_REDIRECT_URLS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const pattern of extra) {
    if (pattern === candidate || globToRegExp(pattern).test(candidate)) return candidate;
  }
  return ctx.siteUrl;
}

/** Appends fragment or query parameters to a redirect target. */
export function withParams(
  base: string,
  params: Record<string, string>,
  where: 'hash' | 'query',
): string {
  const url = new URL(base);
  const encoded = new URLSearchParams(
    Object.entries(params).sort(([a], [b]) => a.localeCompare(b)),
  ).toString();
  if (where === 'hash') {
    url.hash = encoded;
  } else {
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  }
  return url.toString();
}

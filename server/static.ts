import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

/** Never cached, so a new deployment (and service worker) is picked up at once. */
const NO_CACHE = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);
/** Vite's content-hashed output: `assets/name-AbCd1234.js`. */
const HASHED = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/**
 * Serves the built web app from `dist/`: files as they are, and for page routes (no file
 * extension) the SPA's index.html. A missing file with an extension (`/sw.js`, `/x.png`) is a 404,
 * never index.html, so a browser does not install a page as a script.
 */
export function serveStatic(root: string) {
  const base = path.resolve(root);
  return async (c: Context): Promise<Response> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad Request', 400);
    }
    if (pathname.includes('\u0000')) return c.text('Bad Request', 400);
    const wanted = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
    const file = path.resolve(base, `.${path.posix.normalize(wanted)}`);
    if (file !== base && !file.startsWith(base + path.sep)) return c.text('Not Found', 404);
    const served = await sendFile(c, file, wanted);
    if (served) return served;
    if (path.posix.extname(pathname) !== '') return c.text('Not Found', 404);
    const index = await sendFile(c, path.join(base, 'index.html'), '/index.html');
    return index ?? c.text('Not Found: the web app is not built (run `npm run build`)', 404);
  };
}

async function sendFile(c: Context, file: string, urlPath: string): Promise<Response | null> {
  let data: Buffer;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return null;
    data = await fs.readFile(file);
  } catch {
    return null;
  }
  const headers: Record<string, string> = {
    'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(data.length),
    'X-Content-Type-Options': 'nosniff',
  };
  if (NO_CACHE.has(urlPath) || urlPath.endsWith('.html')) headers['Cache-Control'] = 'no-cache';
  else if (HASHED.test(urlPath)) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
  else headers['Cache-Control'] = 'public, max-age=3600';
  if (urlPath === '/sw.js') headers['Service-Worker-Allowed'] = '/';
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(data), { status: 200, headers });
}

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

/** Where the build puts its prerendered pages (scripts/vite-prerender.ts), and their table. */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_TABLE = `${PRERENDERED_DIR}/routes.json`;

/**
 * The build's table of prerendered pages: page path → file in `prerendered/`. Read once per
 * server; none when the build made none (the desktop, an old build).
 */
async function readPrerendered(base: string): Promise<Map<string, string>> {
  try {
    const table = JSON.parse(await fs.readFile(path.join(base, PRERENDERED_TABLE), 'utf8'));
    return new Map(
      Object.entries(table as Record<string, unknown>).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && /^[\w-]+\.html$/.test(entry[1]),
      ),
    );
  } catch {
    return new Map();
  }
}

/**
 * Serves the built web app from `dist/`: files as they are, and for page routes (no file
 * extension) the page the build prerendered for that path, else the SPA's index.html. A missing
 * file with an extension (`/sw.js`, `/x.png`) is a 404, never index.html, so a browser does not
 * install a page as a script.
 */
export function serveStatic(root: string) {
  const base = path.resolve(root);
  let prerendered: Promise<Map<string, string>> | null = null;
  return async (c: Context): Promise<Response> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad Request', 400);
    }
    if (pathname.includes('\u0000')) return c.text('Bad Request', 400);
    if (path.posix.extname(pathname) === '') {
      prerendered ??= readPrerendered(base);
      const page = (await prerendered).get(pathname.replace(/(.)\/$/, '$1'));
      const served = page
        ? await sendFile(c, path.join(base, PRERENDERED_DIR, page), '/index.html')
        : null;
      if (served) return served;
    }
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

/** Files the build precompresses (scripts/vite-precompress.ts writes `file.br` and `file.gz` beside them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * The encodings the request accepts, best first: brotli before gzip, and neither when the
 * Accept-Encoding header leaves it out or gives it q=0 (`*` counts for both).
 */
export function acceptedEncodings(header: string | undefined): ('br' | 'gzip')[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const weight = params
      .map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1])
      .find((v) => v !== undefined);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight) || 0);
  }
  const of = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((name) => of(name) > 0);
}

async function readFileIfAny(file: string): Promise<Buffer | null> {
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return null;
    return await fs.readFile(file);
  } catch {
    return null;
  }
}

async function sendFile(c: Context, file: string, urlPath: string): Promise<Response | null> {
  const compressible = COMPRESSIBLE.test(file);
  let data: Buffer | null = null;
  let encoding: 'br' | 'gzip' | null = null;
  if (compressible) {
    for (const candidate of acceptedEncodings(c.req.header('accept-encoding'))) {
      data = await readFileIfAny(`${file}.${candidate === 'br' ? 'br' : 'gz'}`);
      if (data) {
        encoding = candidate;
        break;
      }
    }
  }
  // The original must exist even when a variant does: it is the one the URL names.
  if (
    !(await fs.stat(file).then(
      (s) => s.isFile(),
      () => false,
    ))
  )
    return null;
  data ??= await readFileIfAny(file);
  if (!data) return null;
  const headers: Record<string, string> = {
    'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(data.length),
    'X-Content-Type-Options': 'nosniff',
  };
  if (compressible) headers['Vary'] = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  if (NO_CACHE.has(urlPath) || urlPath.endsWith('.html')) headers['Cache-Control'] = 'no-cache';
  else if (HASHED.test(urlPath)) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
  else headers['Cache-Control'] = 'public, max-age=3600';
  if (urlPath === '/sw.js') headers['Service-Worker-Allowed'] = '/';
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(data), {
    status: 200,
    headers,
  });
}

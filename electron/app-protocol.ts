/**
 * The packaged renderer is served from `app://larder/` (a privileged standard scheme registered
 * before `ready`) instead of file://: it gets a real origin for 'self' in the CSP and for the IPC
 * sender check, every response carries the CSP header, unknown routes fall back to index.html
 * (client-side routing), and no path can escape the renderer folder.
 */
import path from 'node:path';

export const APP_SCHEME = 'app';
export const APP_HOST = 'larder';
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
};

export function mimeType(filePath: string): string {
  return MIME[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

export type AssetResolution =
  { kind: 'file'; filePath: string } | { kind: 'index' } | { kind: 'refuse'; reason: string };

/**
 * Maps a request on app://larder/ to a file under `rootDir`. Paths with an extension must exist
 * (checked by the caller); extension-less paths are app routes and get index.html.
 */
export function resolveAppAsset(requestUrl: string, rootDir: string): AssetResolution {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { kind: 'refuse', reason: 'not a URL' };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST)
    return { kind: 'refuse', reason: 'another origin' };
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'refuse', reason: 'bad escape' };
  }
  if (pathname.includes('\0') || pathname.includes('\\'))
    return { kind: 'refuse', reason: 'bad characters' };
  if (pathname === '/' || path.posix.extname(pathname) === '') return { kind: 'index' };
  const root = path.resolve(rootDir);
  const filePath = path.resolve(root, `.${path.posix.normalize(pathname)}`);
  if (filePath !== root && !filePath.startsWith(root + path.sep))
    return { kind: 'refuse', reason: 'outside the app folder' };
  return { kind: 'file', filePath };
}

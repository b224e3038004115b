import type { BrowserWindowConstructorOptions } from 'electron';
import { isAppUrl } from './sender-guard.ts';

export interface CspOptions {
  /** Backends the renderer talks to (hosted Supabase, the embedded server on loopback). */
  backendOrigins: readonly string[];
  /** The Vite dev server (development only): allows its HMR websocket and React Refresh preamble. */
  devServerUrl?: string;
  /**
   * The embedded backend is on: it listens on 127.0.0.1 at a port known only after the window
   * has loaded (the preferred one may be taken), so any loopback port is allowed, http and ws.
   */
  localBackend?: boolean;
}

/** The embedded backend's origins in connect-src (see CspOptions.localBackend). */
export const LOCAL_BACKEND_SOURCES = ['http://127.0.0.1:*', 'ws://127.0.0.1:*'] as const;

/** Only http(s) origins make it into connect-src; paths and anything else are dropped. */
function origins(urls: readonly string[]): string[] {
  const out = new Set<string>();
  for (const raw of urls) {
    try {
      const url = new URL(raw);
      if (url.protocol === 'https:' || url.protocol === 'http:') out.add(url.origin);
    } catch {
      // Not a URL: ignored.
    }
  }
  return [...out];
}

/** The renderer's Content-Security-Policy on desktop: our own files, our backend, nothing inline but styles. */
export function contentSecurityPolicy({
  backendOrigins,
  devServerUrl,
  localBackend = false,
}: CspOptions): string {
  const connect = ["'self'", ...origins(backendOrigins)];
  if (localBackend) connect.push(...LOCAL_BACKEND_SOURCES);
  const script = ["'self'"];
  if (devServerUrl) {
    const dev = new URL(devServerUrl);
    connect.push(`ws://${dev.host}`, dev.origin);
    script.push("'unsafe-inline'"); // React Refresh preamble, development only
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `connect-src ${connect.join(' ')}`,
    "font-src 'self' data:",
    "media-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Security settings every Larder window is created with (Electron's security checklist). */
export function secureWindowOptions(
  preloadPath: string,
  bounds: Partial<Pick<BrowserWindowConstructorOptions, 'x' | 'y' | 'width' | 'height'>> = {},
): BrowserWindowConstructorOptions {
  return {
    width: 1200,
    height: 820,
    ...bounds,
    minWidth: 360,
    minHeight: 560,
    title: 'Larder',
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: true,
    },
  };
}

/** Links the app may hand to the system browser: https only, no credentials, sane length. */
export function isAllowedExternalUrl(url: string): boolean {
  if (typeof url !== 'string' || url.length > 4096) return false;
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' && !parsed.username && !parsed.password && parsed.hostname !== ''
    );
  } catch {
    return false;
  }
}

/** will-navigate / will-redirect: only within the app itself; everything else is blocked. */
export function isAllowedNavigation(url: string, appUrl: string): boolean {
  return isAppUrl(url, appUrl);
}

/** What to do with window.open / target=_blank: never a new window; https links go to the browser. */
export function windowOpenDecision(url: string): { action: 'deny'; openExternally: boolean } {
  return { action: 'deny', openExternally: isAllowedExternalUrl(url) };
}

import type { BrowserWindowConstructorOptions } from 'electron';

/** The renderer's Content-Security-Policy on desktop: our own files, our backend, nothing inline but styles. */
export function contentSecurityPolicy(backendOrigins: readonly string[]): string {
  const connect = ["'self'", ...backendOrigins].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:`,
    `connect-src ${connect}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Security settings every Larder window is created with (Electron's security checklist). */
export function secureWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1200,
    height: 820,
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
      webSecurity: true,
      allowRunningInsecureContent: false,
      spellcheck: true,
    },
  };
}

/** Links the app may hand to the system browser: https only. */
export function isAllowedExternalUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

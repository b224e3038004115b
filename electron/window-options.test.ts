import { describe, expect, it } from 'vitest';
import { APP_URL } from './app-protocol.ts';
import { isPermissionGranted } from './permission-policy.ts';
import {
  contentSecurityPolicy,
  isAllowedExternalUrl,
  isAllowedNavigation,
  secureWindowOptions,
  windowOpenDecision,
} from './window-options.ts';

const isGrantedFor = (permission: string, url: string) =>
  isPermissionGranted(permission, url, APP_URL);

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

describe('secure window options', () => {
  it('isolates and sandboxes the renderer with no Node access', () => {
    const prefs = secureWindowOptions('/app/preload.js').webPreferences;
    expect(prefs).toMatchObject({
      preload: '/app/preload.js',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('takes remembered bounds but keeps the minimum size', () => {
    const options = secureWindowOptions('/p.js', { x: 10, y: 20, width: 900, height: 700 });
    expect(options).toMatchObject({
      x: 10,
      y: 20,
      width: 900,
      height: 700,
      minWidth: 360,
      minHeight: 560,
      show: false,
    });
  });
});

describe('Content-Security-Policy', () => {
  it('is strict in production: no inline or eval script, no frames, no objects', () => {
    const csp = directives(
      contentSecurityPolicy({
        backendOrigins: ['https://abc.supabase.co/rest/v1', 'http://127.0.0.1:54321'],
      }),
    );
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'http://127.0.0.1:54321',
    ]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('drops anything that is not an http(s) origin from connect-src', () => {
    const csp = directives(
      contentSecurityPolicy({
        backendOrigins: [
          'javascript:alert(1)',
          'not a url',
          "'unsafe-inline'",
          'https://a.example;script-src *',
          'https://b.example/rest/v1',
        ],
      }),
    );
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://b.example']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('allows the embedded backend on any loopback port only when it is on (its port may fall back)', () => {
    const off = directives(contentSecurityPolicy({ backendOrigins: ['https://abc.supabase.co'] }));
    expect(off.get('connect-src')).toEqual(["'self'", 'https://abc.supabase.co']);
    const on = directives(
      contentSecurityPolicy({ backendOrigins: ['https://abc.supabase.co'], localBackend: true }),
    );
    expect(on.get('connect-src')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'http://127.0.0.1:*',
      'ws://127.0.0.1:*',
    ]);
    expect(on.get('script-src')).toEqual(["'self'"]);
  });

  it('allows the dev server websocket and React Refresh preamble only in development', () => {
    const csp = directives(
      contentSecurityPolicy({ backendOrigins: [], devServerUrl: 'http://localhost:5173/' }),
    );
    expect(csp.get('connect-src')).toContain('ws://localhost:5173');
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('links and navigation', () => {
  it.each([
    ['https://larder.app/help', true],
    ['http://larder.app/', false],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
    ['larder://auth/callback', false],
    ['https://user:pw@larder.app/', false],
    ['smb://share/x', false],
    ['', false],
  ])('external link %s → %s', (url, allowed) => {
    expect(isAllowedExternalUrl(url)).toBe(allowed);
    expect(windowOpenDecision(url)).toEqual({ action: 'deny', openExternally: allowed });
  });

  it('blocks navigation off the app origin', () => {
    expect(isAllowedNavigation('app://larder/recipes/12', APP_URL)).toBe(true);
    expect(isAllowedNavigation('https://evil.example/', APP_URL)).toBe(false);
    expect(isAllowedNavigation('app://other/index.html', APP_URL)).toBe(false);
    expect(isAllowedNavigation('file:///etc/passwd', APP_URL)).toBe(false);
    expect(isAllowedNavigation('http://localhost:5173/kitchen', 'http://localhost:5173/')).toBe(
      true,
    );
    expect(isAllowedNavigation('http://localhost:5174/', 'http://localhost:5173/')).toBe(false);
  });

  it('grants only clipboard writes, only to the app', () => {
    expect(isGrantedFor('clipboard-sanitized-write', 'app://larder/kitchen')).toBe(true);
    expect(isGrantedFor('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    for (const p of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
      'fullscreen',
      'hid',
      'unknown',
    ]) {
      expect(isGrantedFor(p, 'app://larder/kitchen')).toBe(false);
    }
  });
});

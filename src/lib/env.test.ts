import { describe, expect, it } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY, readRendererEnv, withDesktopBackend } from './env';

describe('readRendererEnv', () => {
  it('defaults to the same origin and the local publishable key', () => {
    expect(readRendererEnv({}, 'http://localhost:3000')).toEqual({
      supabaseUrl: 'http://localhost:3000',
      supabaseAnonKey: LOCAL_PUBLISHABLE_KEY,
    });
  });

  it('treats blank values as unset', () => {
    expect(
      readRendererEnv({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: '' }, 'https://larder.app')
        .supabaseUrl,
    ).toBe('https://larder.app');
  });

  it('uses configured values', () => {
    const env = readRendererEnv(
      {
        VITE_SUPABASE_URL: 'https://abc.supabase.co/',
        VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.payload.sig',
      },
      'http://localhost',
    );
    expect(env).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'eyJhbGciOiJIUzI1NiJ9.payload.sig',
    });
  });

  it('fails loudly on a malformed URL', () => {
    expect(() => readRendererEnv({ VITE_SUPABASE_URL: 'not a url' }, 'http://localhost')).toThrow(
      /VITE_SUPABASE_URL/,
    );
  });

  it('falls back to a loopback URL when the origin is not http(s) (desktop file://)', () => {
    expect(readRendererEnv({}, 'null').supabaseUrl).toBe('http://127.0.0.1:54321');
  });
});

describe('withDesktopBackend', () => {
  const configured = {
    supabaseUrl: 'https://x.supabase.co',
    supabaseAnonKey: 'anon-key-0123456789',
  };

  it('lets the desktop local backend override the settings', () => {
    expect(
      withDesktopBackend(configured, {
        mode: 'local',
        url: 'http://127.0.0.1:5555/',
        anonKey: 'k',
      }),
    ).toEqual({ supabaseUrl: 'http://127.0.0.1:5555', supabaseAnonKey: 'k' });
  });

  it('keeps the settings in remote mode and on the web', () => {
    expect(withDesktopBackend(configured, { mode: 'remote' })).toBe(configured);
    expect(withDesktopBackend(configured, null)).toBe(configured);
  });

  it('fails loudly on an unusable local backend', () => {
    expect(() =>
      withDesktopBackend(configured, { mode: 'local', url: 'file:///x', anonKey: 'k' }),
    ).toThrow(/unusable local backend/);
  });
});

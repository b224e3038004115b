import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  authorizeOnDesktopBackend,
  completeDesktopOAuth,
  startDesktopGoogleSignIn,
} from './desktop-oauth';
import type { DesktopBackend, DesktopCapabilities } from './platform';

type AuthResult = { code: string } | { error: string };

function fakeDesktop(backend: DesktopBackend = { mode: 'remote' }) {
  const started: string[] = [];
  const listeners = new Set<(r: AuthResult) => void>();
  const desktop = {
    startOAuth: async (url: string) => void started.push(url),
    backend: async () => backend,
    onAuthCode: (listener: (r: AuthResult) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as DesktopCapabilities;
  return { desktop, started, emit: (r: AuthResult) => listeners.forEach((l) => l(r)) };
}

function fakeClient(exchangeError: string | null = null) {
  const calls: unknown[] = [];
  const client = {
    auth: {
      signInWithOAuth: async (options: unknown) => {
        calls.push(options);
        return { data: { url: 'http://127.0.0.1:1/auth/v1/authorize?x=1' }, error: null };
      },
      exchangeCodeForSession: async (code: string) => {
        calls.push(code);
        return { error: exchangeError ? { message: exchangeError } : null };
      },
    },
  } as unknown as SupabaseClient;
  return { client, calls };
}

describe('desktop Google sign-in', () => {
  it('asks supabase-js for the authorize URL without redirecting and hands it to main', async () => {
    const { client, calls } = fakeClient();
    const { desktop, started } = fakeDesktop();
    expect(await startDesktopGoogleSignIn(client, desktop)).toEqual({ error: null });
    expect(calls).toEqual([
      {
        provider: 'google',
        options: { redirectTo: 'larder://auth/callback', skipBrowserRedirect: true },
      },
    ]);
    expect(started).toEqual(['http://127.0.0.1:1/auth/v1/authorize?x=1']);
  });

  it('exchanges the callback code for a session and reports errors', async () => {
    const { client, calls } = fakeClient('invalid flow state');
    const { desktop, emit } = fakeDesktop();
    const errors: string[] = [];
    completeDesktopOAuth(client, desktop, (m) => errors.push(m));
    emit({ code: 'pkce-code' });
    emit({ error: 'User cancelled' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['pkce-code']);
    expect(errors.sort()).toEqual(['User cancelled', 'invalid flow state']);
  });

  it('sends the browser to the embedded local backend when main runs one', async () => {
    const { client } = fakeClient();
    const { desktop, started } = fakeDesktop({
      mode: 'local',
      url: 'http://127.0.0.1:61234/',
      anonKey: 'k',
    });
    expect(await startDesktopGoogleSignIn(client, desktop)).toEqual({ error: null });
    expect(started).toEqual(['http://127.0.0.1:61234/auth/v1/authorize?x=1']);
    expect(
      await authorizeOnDesktopBackend('https://abc.supabase.co/auth/v1/authorize?provider=google', {
        backend: async () => ({ mode: 'remote' }),
      }),
    ).toBe('https://abc.supabase.co/auth/v1/authorize?provider=google');
    expect(
      await authorizeOnDesktopBackend('https://abc.supabase.co/auth/v1/authorize?provider=google', {
        backend: () => Promise.reject(new Error('main is gone')),
      }),
    ).toBe('https://abc.supabase.co/auth/v1/authorize?provider=google');
  });
});

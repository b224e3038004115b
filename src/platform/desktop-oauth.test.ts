import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { completeDesktopOAuth, startDesktopGoogleSignIn } from './desktop-oauth';
import type { DesktopCapabilities } from './platform';

type AuthResult = { code: string } | { error: string };

function fakeDesktop() {
  const started: string[] = [];
  const listeners = new Set<(r: AuthResult) => void>();
  const desktop = {
    startOAuth: async (url: string) => void started.push(url),
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
});

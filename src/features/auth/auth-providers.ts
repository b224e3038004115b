import { useEffect, useState } from 'react';
import { readRendererEnv } from '@/lib/env';

/**
 * Which sign-in methods the server has configured, from its Auth settings endpoint
 * (GET /auth/v1/settings: `external.google` and friends). Read once per page load.
 */
export interface AuthProviders {
  google: boolean;
}

let pending: Promise<AuthProviders> | null = null;

async function fetchProviders(): Promise<AuthProviders> {
  const env = readRendererEnv(import.meta.env, window.location.origin);
  const response = await fetch(`${env.supabaseUrl}/auth/v1/settings`, {
    headers: { apikey: env.supabaseAnonKey },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { external?: Record<string, unknown> };
  return { google: body.external?.google === true };
}

export function loadAuthProviders(): Promise<AuthProviders> {
  pending ??= fetchProviders().catch((error: unknown) => {
    // Unknown: offer only what needs no provider, and ask again on the next visit to /auth.
    console.warn('Could not read the server’s sign-in settings:', error);
    pending = null;
    return { google: false };
  });
  return pending;
}

/** The configured providers; null while the settings load. */
export function useAuthProviders(): AuthProviders | null {
  const [providers, setProviders] = useState<AuthProviders | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadAuthProviders().then((found) => {
      if (!cancelled) setProviders(found);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return providers;
}

/** Set while the browser is away at a provider, so an error it comes back with is named. */
const PENDING_PROVIDER_KEY = 'larder-oauth-provider';

export function rememberProviderSignIn(provider: 'google'): void {
  try {
    window.sessionStorage.setItem(PENDING_PROVIDER_KEY, provider);
  } catch {
    // storage unavailable: the error is still shown, only without the provider's title
  }
}

/** The provider a sign-in was started with (and forgets it), or null. */
export function takeProviderSignIn(): string | null {
  try {
    const value = window.sessionStorage.getItem(PENDING_PROVIDER_KEY);
    window.sessionStorage.removeItem(PENDING_PROVIDER_KEY);
    return value;
  } catch {
    return null;
  }
}

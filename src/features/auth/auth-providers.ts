import { useEffect, useState } from 'react';
import { readRendererEnv } from '@/lib/env';

let cached: { at: number; value: Promise<AuthProviders> } | null = null;

/**
 * Which sign-in methods are offered: configured on the server (GET /auth/v1/settings:
 * `external.google` and friends) and switched on by the admins (public_app_settings: sign-in
 * methods, whether sign-ups are open). Read once, and again after 30 s, so an admin's change
 * shows on the next visit to /auth without a restart.
 */
export interface AuthProviders {
  google: boolean;
  password: boolean;
  magicLink: boolean;
  signupsOpen: boolean;
}

type AdminChoices = Omit<AuthProviders, 'google'> & { googleAllowed: boolean };
const OPEN: AdminChoices = {
  password: true,
  magicLink: true,
  signupsOpen: true,
  googleAllowed: true,
};
const TTL_MS = 30_000;

async function fetchAdminChoices(url: string, anonKey: string): Promise<AdminChoices> {
  try {
    const response = await fetch(`${url}/rest/v1/rpc/public_app_settings`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!response.ok) return OPEN;
    const body = (await response.json()) as {
      signups_open?: unknown;
      sign_in_methods?: { password?: unknown; magic_link?: unknown; google?: unknown };
    };
    return {
      password: body.sign_in_methods?.password !== false,
      magicLink: body.sign_in_methods?.magic_link !== false,
      signupsOpen: body.signups_open !== false,
      googleAllowed: body.sign_in_methods?.google !== false,
    };
  } catch {
    return OPEN;
  }
}

async function fetchProviders(): Promise<AuthProviders> {
  const env = readRendererEnv(import.meta.env, window.location.origin);
  const [response, choices] = await Promise.all([
    fetch(`${env.supabaseUrl}/auth/v1/settings`, { headers: { apikey: env.supabaseAnonKey } }),
    fetchAdminChoices(env.supabaseUrl, env.supabaseAnonKey),
  ]);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as {
    external?: Record<string, unknown>;
    disable_signup?: unknown;
  };
  return {
    password: choices.password,
    magicLink: choices.magicLink,
    google: choices.googleAllowed && body.external?.google === true,
    signupsOpen: choices.signupsOpen && body.disable_signup !== true,
  };
}

export function loadAuthProviders(): Promise<AuthProviders> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
  const value = fetchProviders().catch((error: unknown) => {
    // Unknown: offer only what needs no provider, and ask again on the next visit to /auth.
    console.warn('Could not read the server’s sign-in settings:', error);
    cached = null;
    return { google: false, password: true, magicLink: true, signupsOpen: true };
  });
  cached = { at: Date.now(), value };
  return value;
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

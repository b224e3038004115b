import type { SupabaseClient } from '@supabase/supabase-js';
import type { DesktopCapabilities } from './platform';

/** The deep link main registers (electron/channels.ts AUTH_CALLBACK_URL; a test keeps them equal). */
export const DESKTOP_AUTH_CALLBACK_URL = 'larder://auth/callback';

/**
 * Google sign-in on desktop: supabase-js makes the PKCE authorize URL (its verifier goes to the
 * encrypted auth storage), main records the pending flow and opens the system browser. The code
 * returns through `larder://auth/callback` and completeDesktopOAuth exchanges it.
 */
export async function startDesktopGoogleSignIn(
  client: SupabaseClient,
  desktop: DesktopCapabilities,
): Promise<{ error: string | null }> {
  const { data, error } = await client.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: DESKTOP_AUTH_CALLBACK_URL, skipBrowserRedirect: true },
  });
  if (error) return { error: error.message };
  if (!data.url) return { error: 'Sign-in could not start.' };
  try {
    await desktop.startOAuth(await authorizeOnDesktopBackend(data.url, desktop));
  } catch (startError) {
    return { error: startError instanceof Error ? startError.message : String(startError) };
  }
  return { error: null };
}

/**
 * supabase-js builds the authorize URL from the configured backend (it is not a fetch, so
 * retargetingFetch never sees it): with the embedded local backend it must go there too, where
 * the code will be exchanged.
 */
export async function authorizeOnDesktopBackend(
  authorizeUrl: string,
  desktop: Pick<DesktopCapabilities, 'backend'>,
): Promise<string> {
  const backend = await desktop.backend().catch(() => null);
  if (backend?.mode !== 'local') return authorizeUrl;
  const url = new URL(authorizeUrl);
  const at = url.pathname.indexOf('/auth/v1/');
  if (at < 0) return authorizeUrl;
  return `${backend.url.replace(/\/$/, '')}${url.pathname.slice(at)}${url.search}`;
}

/** Exchanges every callback's code for a session. Returns the unsubscribe function. */
export function completeDesktopOAuth(
  client: SupabaseClient,
  desktop: DesktopCapabilities,
  onError: (message: string) => void = (message) => console.warn(`Sign-in failed: ${message}`),
): () => void {
  return desktop.onAuthCode((result) => {
    if ('error' in result) {
      onError(result.error);
      return;
    }
    void client.auth.exchangeCodeForSession(result.code).then(
      ({ error }) => {
        if (error) onError(error.message);
      },
      (error: unknown) => onError(error instanceof Error ? error.message : String(error)),
    );
  });
}

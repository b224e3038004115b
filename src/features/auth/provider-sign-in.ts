// Apart from auth-providers.ts (which reads the renderer settings, with zod) so the auth state
// sync in the first load does not carry the settings schema.

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

/** Spec §4: tokens or error / error_description in the URL. */
export interface UrlAuthResult {
  hadTokens: boolean;
  error: string | null;
  /** The link's type (signup, magiclink, recovery, …) when tokens came with one. */
  type: string | null;
}

const AUTH_KEYS = [
  'access_token',
  'refresh_token',
  'expires_in',
  'expires_at',
  'token_type',
  'type',
  'provider_token',
  'provider_refresh_token',
  'error',
  'error_code',
  'error_description',
  'sb',
];

/** Reads what the URL carries (hash first, then query). */
export function readUrlAuth(href: string): UrlAuthResult {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const query = url.searchParams;
  const get = (key: string) => hash.get(key) ?? query.get(key);
  const description = get('error_description');
  const code = get('error');
  return {
    hadTokens: get('access_token') !== null && get('refresh_token') !== null,
    error: description ? description.replace(/\+/g, ' ') : code,
    type: get('type'),
  };
}

/** The URL without the auth parameters (other query parameters and the path kept). */
export function cleanAuthUrl(href: string): string {
  const url = new URL(href);
  for (const key of AUTH_KEYS) url.searchParams.delete(key);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const hasAuthKey = AUTH_KEYS.some((key) => hash.has(key));
  if (hasAuthKey) {
    for (const key of AUTH_KEYS) hash.delete(key);
    const rest = hash.toString();
    url.hash = rest ? `#${rest}` : '';
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the renderer's Supabase requests go: a base URL and its anon/publishable key. */
export interface BackendTarget {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * The desktop app learns its backend from main (`larder.backendInfo()`, async: the embedded
 * server picks its loopback port at start-up), but the Supabase client is created synchronously.
 * So the client is created for the configured backend and this fetch sends each request to the
 * backend main reported, with its key, once that is known. On the web `target` is `configured`.
 */
export function retargetingFetch(
  base: typeof fetch,
  configured: BackendTarget,
  target: Promise<BackendTarget>,
): typeof fetch {
  return async (input, init) => {
    const to = await target;
    const url = urlOf(input);
    const from = configured.supabaseUrl;
    const same = to.supabaseUrl === from && to.supabaseAnonKey === configured.supabaseAnonKey;
    if (same || !(url === from || url.startsWith(`${from}/`) || url.startsWith(`${from}?`)))
      return base(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    if (headers.get('apikey') === configured.supabaseAnonKey)
      headers.set('apikey', to.supabaseAnonKey);
    if (headers.get('authorization') === `Bearer ${configured.supabaseAnonKey}`)
      headers.set('authorization', `Bearer ${to.supabaseAnonKey}`);
    const moved = to.supabaseUrl + url.slice(from.length);
    return input instanceof Request
      ? base(new Request(moved, input), { ...init, headers })
      : base(moved, { ...init, headers });
  };
}

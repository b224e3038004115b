/** Where the renderer's Supabase requests go: a base URL and its anon/publishable key. */
export interface BackendTarget {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function isUnder(url: string, base: string): boolean {
  return url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
}

function sameTarget(a: BackendTarget, b: BackendTarget): boolean {
  return a.supabaseUrl === b.supabaseUrl && a.supabaseAnonKey === b.supabaseAnonKey;
}

/** http(s)://host → ws(s)://host: where supabase-js puts its realtime socket. */
function socketBase(httpUrl: string): string {
  return httpUrl.replace(/^http/, 'ws');
}

/**
 * A URL of the configured backend moved onto `to` (http(s) or, for realtime, ws(s)), with the
 * configured key in an `apikey` parameter swapped for `to`'s. Other URLs are returned as they are.
 */
export function retargetUrl(url: string, configured: BackendTarget, to: BackendTarget): string {
  if (sameTarget(configured, to)) return url;
  let moved: string | null = null;
  for (const [from, onto] of [
    [configured.supabaseUrl, to.supabaseUrl],
    [socketBase(configured.supabaseUrl), socketBase(to.supabaseUrl)],
  ] as const) {
    if (isUnder(url, from)) {
      moved = onto + url.slice(from.length);
      break;
    }
  }
  if (moved === null) return url;
  const parsed = new URL(moved);
  if (parsed.searchParams.get('apikey') === configured.supabaseAnonKey) {
    parsed.searchParams.set('apikey', to.supabaseAnonKey);
    return parsed.href;
  }
  return moved;
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
    const moved = retargetUrl(url, configured, to);
    if (moved === url) return base(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    if (headers.get('apikey') === configured.supabaseAnonKey)
      headers.set('apikey', to.supabaseAnonKey);
    if (headers.get('authorization') === `Bearer ${configured.supabaseAnonKey}`)
      headers.set('authorization', `Bearer ${to.supabaseAnonKey}`);
    return input instanceof Request
      ? base(new Request(moved, input), { ...init, headers })
      : base(moved, { ...init, headers });
  };
}

/**
 * Where a realtime socket goes while main has not yet said where the backend is: nowhere (a
 * refused loopback connection, which realtime-js retries later), never the configured host.
 */
export const NOT_YET_KNOWN_SOCKET_URL = 'ws://127.0.0.1:9/realtime-backend-not-known-yet';

/**
 * The realtime transport for supabase-js (`realtime: { transport }`): realtime-js opens its
 * socket with `new transport(url)`, a URL built from the configured backend, so this moves it
 * to the backend main reported, like retargetingFetch does for HTTP.
 */
export function retargetingWebSocket(
  base: typeof WebSocket,
  configured: BackendTarget,
  target: Promise<BackendTarget>,
): typeof WebSocket {
  let known: BackendTarget | null = null;
  target.then(
    (to) => {
      known = to;
    },
    () => {
      known = configured;
    },
  );
  return class RetargetingWebSocket extends base {
    constructor(url: string | URL, protocols?: string | string[]) {
      const to = known;
      super(to ? retargetUrl(String(url), configured, to) : NOT_YET_KNOWN_SOCKET_URL, protocols);
    }
  };
}

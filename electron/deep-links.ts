/**
 * OAuth through the system browser and the `larder://auth/callback` deep link (PKCE).
 *
 * 1. The renderer gets the authorize URL from supabase-js (`signInWithOAuth` with
 *    `redirectTo: 'larder://auth/callback'` and `skipBrowserRedirect: true`; the PKCE verifier
 *    goes into the encrypted auth storage) and asks main to start sign-in.
 * 2. Main records a pending flow (random id + time, 10 minutes), adds `?flow=<id>` to the
 *    redirect and opens the URL in the system browser.
 * 3. The OS hands `larder://auth/callback?flow=<id>&code=<code>` back (macOS `open-url`; Windows
 *    and Linux `second-instance` argv or the first launch's argv). Main accepts it only for a
 *    pending flow, once, and pushes `{ code }` to the renderer, which calls
 *    `exchangeCodeForSession(code)`. Anything else on the scheme is refused and logged.
 */
import crypto from 'node:crypto';
import { AUTH_CALLBACK_URL, type AuthCallback, type StartOAuthResponse } from './contract.ts';

export const DEEP_LINK_PROTOCOL = 'larder';
export const MAX_DEEP_LINK_LENGTH = 2048;
export const FLOW_TTL_MS = 10 * 60 * 1000;
const MAX_PENDING_FLOWS = 5;

const FLOW_ID = /^[a-f0-9]{32}$/;
const CODE = /^[A-Za-z0-9._~-]{1,512}$/;
const ALLOWED_PARAMS = new Set(['flow', 'code', 'error', 'error_code', 'error_description']);
const ERROR_FRAGMENT_PARAMS = new Set(['error', 'error_code', 'error_description', 'sb']);

export type ParsedCallback =
  | { ok: true; flowId: string; code: string }
  | { ok: true; flowId: string; error: string; description: string }
  | { ok: false; reason: string };

/** Strictly parses `larder://auth/callback?flow=…&code=…` (or `…&error=…`); anything else is refused. */
export function parseAuthCallback(raw: string): ParsedCallback {
  const refuse = (reason: string): ParsedCallback => ({ ok: false, reason });
  if (typeof raw !== 'string' || raw.length === 0) return refuse('empty');
  if (raw.length > MAX_DEEP_LINK_LENGTH)
    return refuse(`longer than ${MAX_DEEP_LINK_LENGTH} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s\\]/.test(raw))
    return refuse('control characters, spaces or backslashes');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('not a URL');
  }
  if (url.protocol !== `${DEEP_LINK_PROTOCOL}:`)
    return refuse(`scheme ${url.protocol} is not ${DEEP_LINK_PROTOCOL}:`);
  if (url.username || url.password || url.port) return refuse('credentials or a port in the link');
  if (url.host !== 'auth' || url.pathname !== '/callback')
    return refuse(`unknown link ${url.host}${url.pathname}`);
  // GoTrue repeats an error in the fragment (`#error=…&sb`); tokens in a fragment (implicit flow) are never accepted.
  if (url.hash) {
    for (const key of new URLSearchParams(url.hash.slice(1)).keys()) {
      if (!ERROR_FRAGMENT_PARAMS.has(key))
        return refuse('a fragment with tokens (only PKCE codes are accepted)');
    }
    if (!url.searchParams.has('error')) return refuse('an error fragment without an error');
  }
  const seen = new Set<string>();
  for (const key of url.searchParams.keys()) {
    if (!ALLOWED_PARAMS.has(key)) return refuse(`unknown parameter ${key.slice(0, 40)}`);
    if (seen.has(key)) return refuse(`repeated parameter ${key}`);
    seen.add(key);
  }
  const param = (name: string) => url.searchParams.get(name);
  const flowId = param('flow');
  if (!flowId || !FLOW_ID.test(flowId)) return refuse('missing or malformed flow id');
  const code = param('code');
  const error = param('error');
  if (code !== null && error !== null) return refuse('both a code and an error');
  if (code !== null) return CODE.test(code) ? { ok: true, flowId, code } : refuse('malformed code');
  if (error !== null) {
    if (error.length === 0 || error.length > 100) return refuse('malformed error');
    const description = (param('error_description') ?? '').slice(0, 500);
    return { ok: true, flowId, error, description };
  }
  return refuse('neither a code nor an error');
}

/**
 * The deep link in a command line (Windows/Linux deliver it as an argument, to the first launch
 * or to the running instance through `second-instance`). Other arguments are ignored.
 */
export function extractDeepLink(argv: readonly string[]): string | null {
  for (const arg of argv) {
    if (typeof arg !== 'string') continue;
    const trimmed = arg.trim().replace(/^"(.*)"$/, '$1');
    if (trimmed.toLowerCase().startsWith(`${DEEP_LINK_PROTOCOL}:`)) return trimmed;
  }
  return null;
}

export type StartResult =
  { ok: true; response: StartOAuthResponse } | { ok: false; reason: string };
export type CallbackResult = { ok: true; callback: AuthCallback } | { ok: false; reason: string };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The authorize endpoint may be hosted Supabase (https) or the embedded backend on loopback. */
function checkAuthorizeUrl(url: URL): string | null {
  const loopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp)
    return 'the sign-in page must be https (or the local backend)';
  if (url.username || url.password) return 'credentials in the sign-in URL';
  if (!url.pathname.endsWith('/auth/v1/authorize')) return 'not a Supabase authorize URL';
  if (
    url.searchParams.getAll('redirect_to').length !== 1 ||
    url.searchParams.get('redirect_to') !== AUTH_CALLBACK_URL
  ) {
    return `redirect_to must be ${AUTH_CALLBACK_URL}`;
  }
  return null;
}

export interface OAuthFlowsOptions {
  now?: () => number;
  ttlMs?: number;
  log?: (line: string) => void;
}

/** Pending sign-ins, in memory: a restart forgets them, so a stale callback is refused. */
export function createOAuthFlows(options: OAuthFlowsOptions = {}) {
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? FLOW_TTL_MS;
  const log = options.log ?? ((line: string) => console.warn(line));
  const pending = new Map<string, number>();

  const prune = () => {
    for (const [id, started] of pending) if (now() - started > ttl) pending.delete(id);
  };

  return {
    /** Records a pending flow and returns the authorize URL whose redirect carries its id. */
    start(authorizeUrl: string): StartResult {
      let url: URL;
      try {
        url = new URL(authorizeUrl);
      } catch {
        return { ok: false, reason: 'not a URL' };
      }
      const problem = checkAuthorizeUrl(url);
      if (problem) {
        log(`[larder] refused to start sign-in: ${problem}`);
        return { ok: false, reason: problem };
      }
      prune();
      while (pending.size >= MAX_PENDING_FLOWS) {
        const oldest = pending.keys().next().value;
        if (oldest === undefined) break;
        pending.delete(oldest);
      }
      const flowId = crypto.randomBytes(16).toString('hex');
      const started = now();
      pending.set(flowId, started);
      url.searchParams.set('redirect_to', `${AUTH_CALLBACK_URL}?flow=${flowId}`);
      return {
        ok: true,
        response: { url: url.toString(), expiresAt: new Date(started + ttl).toISOString() },
      };
    },

    /** Accepts a callback once, for a pending and unexpired flow; refuses and logs anything else. */
    complete(raw: string): CallbackResult {
      const parsed = parseAuthCallback(raw);
      const refuse = (reason: string): CallbackResult => {
        log(`[larder] refused deep link: ${reason}`);
        return { ok: false, reason };
      };
      if (!parsed.ok) return refuse(parsed.reason);
      prune();
      if (!pending.has(parsed.flowId))
        return refuse('no pending sign-in for this link (expired, used or never started)');
      pending.delete(parsed.flowId);
      if ('code' in parsed) return { ok: true, callback: { ok: true, code: parsed.code } };
      return {
        ok: true,
        callback: { ok: false, error: parsed.error, description: parsed.description },
      };
    },

    pendingCount(): number {
      prune();
      return pending.size;
    },
  };
}

export type OAuthFlows = ReturnType<typeof createOAuthFlows>;

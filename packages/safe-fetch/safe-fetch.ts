/**
 * Fetches a user-supplied web page without letting the URL reach inside our network (SSRF).
 *
 * - http/https only, no credentials in the URL, fragment dropped, at most 2048 characters;
 * - the host name is resolved and EVERY address checked (safe-fetch-address.ts), and the socket is
 *   opened to the address that was checked (a custom undici connector), so a DNS answer that
 *   changes between check and connect (rebinding) cannot slip through;
 * - redirects are followed by hand, each hop re-checked the same way, at most 5;
 * - one deadline for everything (10 s), a 5 MB cap on the decoded body (streamed: a gzip bomb
 *   stops at the cap), HTML content types only, `User-Agent: LarderBot/1.0 (+https://larder.app/bot)`;
 * - the page is decoded in its own charset (safe-fetch-decode.ts).
 *
 * Runs under Node (the embedded server, Electron's main process) and Deno (hosted Supabase, with
 * `undici` from npm): both provide `node:dns`, `node:net` and `node:tls`, which undici builds on.
 *
 * Test-only: loopback targets (127.0.0.0/8, ::1 — nothing else) may be fetched when the caller asks
 * (`allowLoopback: true`) AND the process runs with BOTH `LARDER_ALLOW_LOOPBACK_FETCH_FOR_TESTS=1`
 * and `NODE_ENV=test`. Never set these in a deployed environment; nothing documents them for users.
 */
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { isIpLiteral } from './safe-fetch-address.ts';
import { decodeHtml } from './safe-fetch-decode.ts';
import {
  SafeFetchError,
  bare,
  checkedAddress,
  defaultResolver,
  loopbackFetchAllowedForTests,
  parseTargetUrl,
  type Resolver,
} from './safe-fetch-target.ts';

export {
  LOOPBACK_TEST_SETTING,
  MAX_URL_LENGTH,
  SafeFetchError,
  checkedAddress,
  loopbackFetchAllowedForTests,
  parseTargetUrl,
  type ResolvedAddress,
  type Resolver,
  type SafeFetchErrorCode,
} from './safe-fetch-target.ts';

export const USER_AGENT = 'LarderBot/1.0 (+https://larder.app/bot)';
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface SafeFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Asks for loopback targets; granted only under the test-only environment (see above). */
  allowLoopback?: boolean;
  /** DNS resolution (tests inject one); default `dns.lookup(host, {all: true})`. */
  resolve?: Resolver;
}

export interface FetchedPage {
  readonly finalUrl: string;
  readonly html: string;
  readonly contentType: string;
  readonly charset: string;
  readonly redirects: number;
}

export type SafeFetchResult =
  ({ readonly ok: true } & FetchedPage) | { readonly ok: false; readonly error: SafeFetchError };

/** An undici connector that opens the socket to the checked address (TLS still names the host). */
function guardedConnector(
  resolve: Resolver,
  allowLoopback: boolean,
  timeoutMs: number,
): buildConnector.connector {
  const connect = buildConnector({ timeout: timeoutMs });
  return (options, callback) => {
    const host = bare(options.hostname);
    checkedAddress(host, resolve, allowLoopback).then(
      (address) => {
        const servername = isIpLiteral(host) ? undefined : host;
        connect({ ...options, hostname: address, ...(servername ? { servername } : {}) }, callback);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  };
}

function findCause(error: unknown): SafeFetchError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof SafeFetchError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Settles with `work`, or rejects as soon as the deadline passes (whether or not `work` notices). */
type Deadline = <T>(work: Promise<T>) => Promise<T>;

async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  within: Deadline,
): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await within(reader.read()).catch((error: unknown) => {
      reader.cancel().catch(() => undefined);
      throw error;
    });
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new SafeFetchError(
        'too-large',
        `the page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
      );
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

type Settings = Required<Omit<SafeFetchOptions, 'resolve'>> & { resolve: Resolver };

async function fetchWithin(
  start: URL,
  options: Settings,
  signal: AbortSignal,
  within: Deadline,
): Promise<FetchedPage> {
  const allowLoopback = options.allowLoopback && loopbackFetchAllowedForTests();
  const agent = new Agent({
    connect: guardedConnector(options.resolve, allowLoopback, options.timeoutMs),
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  try {
    let url = start;
    for (let redirects = 0; ; redirects++) {
      // Checked here too, so a refused hop fails with a clear reason before any connection.
      await within(checkedAddress(url.hostname, options.resolve, allowLoopback));
      const response = await within(
        undiciFetch(url.href, {
          dispatcher: agent,
          redirect: 'manual',
          signal,
          headers: {
            'User-Agent': USER_AGENT,
            Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
            'Accept-Language': 'en;q=1, *;q=0.5',
          },
        }),
      );
      if (REDIRECTS.has(response.status)) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get('location');
        if (!location)
          throw new SafeFetchError(
            'network',
            `the site answered HTTP ${response.status} without a Location`,
          );
        if (redirects >= options.maxRedirects) {
          throw new SafeFetchError(
            'too-many-redirects',
            `more than ${options.maxRedirects} redirects`,
          );
        }
        url = parseTargetUrl(location, url.href);
        continue;
      }
      if (response.status < 200 || response.status > 299) {
        await response.body?.cancel().catch(() => undefined);
        throw new SafeFetchError('http-status', `the site answered HTTP ${response.status}`);
      }
      const contentType = response.headers.get('content-type') ?? '';
      const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!HTML_TYPES.has(mediaType)) {
        await response.body?.cancel().catch(() => undefined);
        throw new SafeFetchError(
          'not-html',
          `the page is not HTML (${mediaType || 'no content type'})`,
        );
      }
      const declared = Number(response.headers.get('content-length') ?? NaN);
      if (
        !response.headers.get('content-encoding') &&
        Number.isFinite(declared) &&
        declared > options.maxBytes
      ) {
        await response.body?.cancel().catch(() => undefined);
        throw new SafeFetchError(
          'too-large',
          `the page is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB`,
        );
      }
      const bytes = await readCapped(
        response.body as ReadableStream<Uint8Array> | null,
        options.maxBytes,
        within,
      );
      const { html, charset } = decodeHtml(bytes, contentType);
      return { finalUrl: url.href, html, contentType, charset, redirects };
    }
  } finally {
    agent.destroy().catch(() => undefined);
  }
}

/**
 * Fetches an HTML page under the rules above. Never throws: failures come back as
 * `{ok: false, error}` with a SafeFetchError whose `code` says what went wrong.
 */
export async function safeFetchPage(
  rawUrl: string,
  options: SafeFetchOptions = {},
): Promise<SafeFetchResult> {
  const settings = {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
    allowLoopback: options.allowLoopback ?? false,
    resolve: options.resolve ?? defaultResolver,
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  // Not every runtime's sockets notice an abort promptly (Deno's node:net compatibility may not), so
  // every wait also races the deadline itself.
  const expired = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(new Error('deadline passed')), {
      once: true,
    });
  });
  expired.catch(() => undefined);
  const within: Deadline = (work) => Promise.race([work, expired]);
  try {
    const start = parseTargetUrl(rawUrl);
    const page = await fetchWithin(start, settings, controller.signal, within);
    return { ok: true, ...page };
  } catch (error) {
    if (controller.signal.aborted) {
      return {
        ok: false,
        error: new SafeFetchError(
          'timeout',
          `the site did not answer within ${settings.timeoutMs / 1000} s`,
        ),
      };
    }
    const known = findCause(error);
    if (known) return { ok: false, error: known };
    const reason = error instanceof Error ? (findMessage(error) ?? error.message) : String(error);
    return { ok: false, error: new SafeFetchError('network', reason) };
  } finally {
    clearTimeout(timer);
  }
}

function findMessage(error: Error): string | null {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return typeof code === 'string' ? `${cause.message} (${code})` : cause.message;
  }
  return null;
}

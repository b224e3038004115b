/**
 * What a safe fetch may connect to: the URL rules (http/https, no credentials, no fragment, at most
 * 2048 characters), host name resolution with every address checked against the policy in
 * safe-fetch-address.ts, and the test-only loopback permission. See safe-fetch.ts for the whole.
 */
import { lookup } from 'node:dns/promises';
import { readEnv } from './read-env.ts';
import { classifyAddress, isIpLiteral, type AddressVerdict } from './safe-fetch-address.ts';

export const MAX_URL_LENGTH = 2048;
export const LOOPBACK_TEST_SETTING = 'LARDER_ALLOW_LOOPBACK_FETCH_FOR_TESTS';

export type SafeFetchErrorCode =
  | 'invalid-url'
  | 'blocked-address'
  | 'dns'
  | 'timeout'
  | 'too-large'
  | 'not-html'
  | 'http-status'
  | 'too-many-redirects'
  | 'network';

export class SafeFetchError extends Error {
  readonly code: SafeFetchErrorCode;
  constructor(code: SafeFetchErrorCode, message: string) {
    super(message);
    this.name = 'SafeFetchError';
    this.code = code;
  }
}

export interface ResolvedAddress {
  readonly address: string;
  readonly family: number;
}

export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

let warnedLoopback = false;

/** True only with LARDER_ALLOW_LOOPBACK_FETCH_FOR_TESTS=1 and NODE_ENV=test both set. */
export function loopbackFetchAllowedForTests(): boolean {
  const allowed = readEnv(LOOPBACK_TEST_SETTING) === '1' && readEnv('NODE_ENV') === 'test';
  if (allowed && !warnedLoopback) {
    warnedLoopback = true;
    console.warn(
      `[safe-fetch] ${LOOPBACK_TEST_SETTING}=1 with NODE_ENV=test: loopback pages may be fetched (tests only)`,
    );
  }
  return allowed;
}

/**
 * A URL we may try to fetch: trimmed, parseable, http(s), no user name or password, a host, at most
 * 2048 characters; the fragment is dropped. Throws SafeFetchError('invalid-url').
 */
export function parseTargetUrl(raw: unknown, base?: string): URL {
  if (typeof raw !== 'string' || raw.trim() === '')
    throw new SafeFetchError('invalid-url', 'the URL is empty');
  let url: URL;
  try {
    url = base === undefined ? new URL(raw.trim()) : new URL(raw.trim(), base);
  } catch {
    throw new SafeFetchError('invalid-url', 'the URL cannot be parsed');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError(
      'invalid-url',
      `only http and https URLs can be fetched, not ${url.protocol}`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new SafeFetchError('invalid-url', 'URLs with a user name or password are not allowed');
  }
  if (url.hostname === '') throw new SafeFetchError('invalid-url', 'the URL has no host');
  url.hash = '';
  if (url.href.length > MAX_URL_LENGTH)
    throw new SafeFetchError('invalid-url', 'the URL is too long');
  return url;
}

export function bare(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

export const defaultResolver: Resolver = async (hostname) =>
  await lookup(hostname, { all: true, verbatim: true });

function permitted(verdict: AddressVerdict, allowLoopback: boolean): boolean {
  return (
    verdict.allowed || (allowLoopback && verdict.kind === 'loopback' && verdict.via === undefined)
  );
}

function refusal(host: string, address: string, verdict: AddressVerdict): SafeFetchError {
  const shown = host === address ? address : `${host} (${address})`;
  const via = verdict.via ? ` via ${verdict.via}` : '';
  return new SafeFetchError(
    'blocked-address',
    `${shown} is a ${verdict.kind}${via} address, which is not allowed`,
  );
}

/** The one address to connect to for `host`, after checking every address it resolves to. */
export async function checkedAddress(
  host: string,
  resolve: Resolver,
  allowLoopback: boolean,
): Promise<string> {
  const name = bare(host);
  if (isIpLiteral(name)) {
    const verdict = classifyAddress(name);
    if (!permitted(verdict, allowLoopback)) throw refusal(name, name, verdict);
    return name;
  }
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = await resolve(name);
  } catch {
    throw new SafeFetchError('dns', `the host name ${name} could not be resolved`);
  }
  if (addresses.length === 0)
    throw new SafeFetchError('dns', `the host name ${name} has no address`);
  for (const { address } of addresses) {
    const verdict = classifyAddress(address);
    if (!permitted(verdict, allowLoopback)) throw refusal(name, address, verdict);
  }
  // IPv4 first: hosts without IPv6 routes are common, and every answer has been checked anyway.
  const chosen = addresses.find((a) => a.family === 4) ?? addresses[0];
  return bare(chosen?.address ?? '');
}

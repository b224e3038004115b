import {
  safeFetchPage,
  type Resolver,
  type SafeFetchErrorCode,
  type SafeFetchOptions,
} from '../../../packages/safe-fetch/safe-fetch.ts';

/** A fake DNS: fixed answers for made-up names, as an attacker's resolver would give. */
export function fakeDns(table: Record<string, string[]>): Resolver {
  return async (hostname) => {
    const answer = table[hostname];
    if (!answer) throw new Error(`ENOTFOUND ${hostname}`);
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

/** The refusal of `url` (fails the test when the page was fetched). */
export async function refusal(
  url: string,
  options: SafeFetchOptions = {},
): Promise<{ code: SafeFetchErrorCode; message: string }> {
  const result = await safeFetchPage(url, options);
  if (result.ok) throw new Error(`expected ${url} to be refused, got ${result.finalUrl}`);
  return { code: result.error.code, message: result.error.message };
}

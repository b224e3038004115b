/**
 * "Save Recipe from URL" on desktop: main fetches the page (no CORS in main) with the same safe
 * fetcher as the `scrape-recipe` edge function — SSRF checks on every hop, size and time caps,
 * HTML only — and hands the HTML to the renderer, which extracts the recipe with `domain/` and
 * saves it through the backend like on the web.
 */
import { safeFetchPage, type SafeFetchResult } from '../packages/safe-fetch/safe-fetch.ts';
import type { ScrapeResponse } from './contract.ts';
import { IpcError } from './ipc-errors.ts';

export type FetchPage = (url: string) => Promise<SafeFetchResult>;

export interface ScrapeProxyOptions {
  /** Default: safeFetchPage with its production settings (no loopback). */
  fetchPage?: FetchPage;
  log?: (line: string) => void;
}

export function createScrapeProxy(
  options: ScrapeProxyOptions = {},
): (url: string) => Promise<ScrapeResponse> {
  const fetchPage = options.fetchPage ?? ((url: string) => safeFetchPage(url));
  const log = options.log ?? ((line: string) => console.warn(line));
  return async (url) => {
    const result = await fetchPage(url);
    if (!result.ok) {
      log(
        `[larder] scrape proxy refused or failed (${result.error.code}): ${result.error.message}`,
      );
      throw new IpcError('scrape-failed', `${result.error.code}: ${result.error.message}`);
    }
    return { html: result.html, finalUrl: result.finalUrl, contentType: result.contentType };
  };
}

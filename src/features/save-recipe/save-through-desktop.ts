import type { SupabaseClient } from '@supabase/supabase-js';
import {
  linkRow,
  parseRecipePage,
  recipeRow,
  SAVE_RECIPE_RATE_LIMIT,
  type SavedRecipeInsert,
} from '@domain';
import type { ScrapedPage } from '@/platform';
import { noRecipeOutcome, SAVE_MESSAGES, savedOutcome, type SaveOutcome } from './save-outcome';
import type { SaveRequest } from './save-through-function';

/** The per-user limit `scrape-recipe` applies; the desktop save counts against it. */
export const SAVE_RATE_LIMIT = SAVE_RECIPE_RATE_LIMIT;

const MAX_URL_LENGTH = 2048;

/**
 * The URL the safe fetcher would accept, without its fragment, or null: http(s), a host, no user
 * name or password, at most 2048 characters (the rules of scrape-recipe's "Invalid URL").
 */
export function fetchableUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  url.hash = '';
  return url.href.length <= MAX_URL_LENGTH ? url.href : null;
}

/**
 * What main's scrape proxy threw, as scrape-recipe would have answered it. Errors cross IPC as
 * messages carrying `[larder:<code>] …` (electron/ipc-errors.ts); the proxy's own are
 * `[larder:scrape-failed] <safe-fetch code>: <reason>`.
 */
export function scrapeFailureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const match = /\[larder:([a-z-]+)\]\s*([\s\S]*)$/.exec(message);
  if (match?.[1] === 'scrape-failed') {
    const reason = (match[2] ?? '').replace(/^[a-z-]+:\s*/, '').trim();
    return reason ? `${SAVE_MESSAGES.fetchFailed}: ${reason}` : SAVE_MESSAGES.fetchFailed;
  }
  // The bridge refused the request's shape: for this call that is the URL (empty or too long).
  if (match?.[1] === 'invalid-request') return SAVE_MESSAGES.invalidUrl;
  return SAVE_MESSAGES.saveFailed;
}

export interface DesktopSaveDeps {
  readonly client: Pick<SupabaseClient, 'auth' | 'rpc' | 'from'>;
  /** `platform.fetchRecipePage`: the page fetched in main with the safe fetcher. */
  readonly scrapeFetch: (url: string) => Promise<ScrapedPage>;
}

export async function signedInUserId(client: DesktopSaveDeps['client']): Promise<string | null> {
  const { data, error } = await client.auth.getSession();
  return error ? null : (data.session?.user.id ?? null);
}

type Limit = 'allowed' | 'blocked' | 'failed';

async function checkRateLimit(client: DesktopSaveDeps['client'], userId: string): Promise<Limit> {
  const { data, error } = await client.rpc('check_rate_limit_enhanced', {
    identifier_text: `user:${userId}`,
    action_text: SAVE_RATE_LIMIT.action,
    max_requests: SAVE_RATE_LIMIT.maxRequests,
    window_minutes: SAVE_RATE_LIMIT.windowMinutes,
  });
  if (error) return 'failed';
  return (data as { allowed?: unknown } | null)?.allowed === true ? 'allowed' : 'blocked';
}

export async function insertRow(
  client: DesktopSaveDeps['client'],
  row: SavedRecipeInsert,
  linkOnly: boolean,
): Promise<SaveOutcome> {
  const { data, error } = await client
    .from('saved_recipes')
    .insert(row)
    .select('id, title')
    .single();
  if (error) {
    // The unique (user_id, canonical_url) constraint: the same page saved before.
    if (error.code === '23505') return { kind: 'failed', message: SAVE_MESSAGES.duplicate };
    console.error('[save-recipe] desktop insert failed:', error.code, error.message);
    return { kind: 'failed', message: SAVE_MESSAGES.saveFailed };
  }
  return savedOutcome(data, linkOnly, row.title);
}

/**
 * Desktop: main fetches the page (no CORS, same safe fetcher as scrape-recipe), the renderer
 * extracts it with the same domain/ extractor and row builder, counts the same rate limit and
 * inserts as the signed-in user, so RLS applies. Never throws.
 */
export async function saveThroughDesktop(
  deps: DesktopSaveDeps,
  request: SaveRequest,
): Promise<SaveOutcome> {
  try {
    const userId = await signedInUserId(deps.client);
    if (!userId) return { kind: 'failed', message: SAVE_MESSAGES.notSignedIn };
    const target = fetchableUrl(request.url);
    if (!target) return { kind: 'failed', message: SAVE_MESSAGES.invalidUrl };

    const limit = await checkRateLimit(deps.client, userId);
    if (limit === 'blocked') return { kind: 'failed', message: SAVE_MESSAGES.rateLimited };
    if (limit === 'failed') return { kind: 'failed', message: SAVE_MESSAGES.rateLimitFailed };

    let page: ScrapedPage;
    try {
      page = await deps.scrapeFetch(target);
    } catch (error) {
      return { kind: 'failed', message: scrapeFailureMessage(error) };
    }

    const extracted = parseRecipePage(page.html, page.finalUrl);
    if (extracted.found)
      return await insertRow(deps.client, recipeRow(userId, extracted, page.finalUrl), false);
    if (request.saveAsLink)
      return await insertRow(deps.client, linkRow(userId, extracted.fallback, page.finalUrl), true);
    const { title, siteName } = extracted.fallback;
    return noRecipeOutcome({ title, siteName, url: page.finalUrl }, target);
  } catch (error) {
    console.error('[save-recipe] desktop save failed:', error);
    return { kind: 'failed', message: SAVE_MESSAGES.saveFailed };
  }
}

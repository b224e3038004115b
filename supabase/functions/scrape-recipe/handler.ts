/**
 * scrape-recipe (spec §7, issue 6 item 3): POST `{url, saveAsLink?}` with the caller's bearer token.
 * Fetches the page safely (packages/safe-fetch/), extracts the recipe (domain/), and saves it
 * to `saved_recipes` AS THE CALLER, so RLS applies. Web-standard Request → Response: runs under
 * Deno (index.ts, hosted Supabase) and inside the embedded server alike.
 *
 * Answers: 200 `{recipe}` (the saved row) · 400 "Invalid URL" · 401 "You must be logged in to save
 * recipes" · 409 "This recipe has already been saved" · 422 "No recipe found on that page" (with
 * the page `summary`; `saveAsLink: true` saves a link-only row instead) · 422/502 "Failed to fetch
 * URL: <reason>" · 429 rate limited · 500 "Failed to save recipe" (logged). Never a stack trace.
 *
 * Settings: SUPABASE_URL, SUPABASE_ANON_KEY (given by the runtime); SCRAPE_RECIPE_FETCH_TIMEOUT_MS
 * may shorten (never lengthen) the 10 s fetch deadline.
 */
import {
  linkRow,
  parseRecipePage,
  recipeRow,
  SAVE_RECIPE_MESSAGES as MESSAGES,
  SAVE_RECIPE_RATE_LIMIT as RATE_LIMIT,
  type SavedRecipeInsert,
} from '../../../domain/index.ts';
import { json, preflight } from '../_shared/cors.ts';
import { readEnv } from '../_shared/env.ts';
import {
  DEFAULT_TIMEOUT_MS,
  SafeFetchError,
  parseTargetUrl,
  safeFetchPage,
  type SafeFetchErrorCode,
} from '../../../packages/safe-fetch/safe-fetch.ts';
import {
  bearerToken,
  callerClient,
  checkRateLimit,
  insertSavedRecipe,
  signedInUserId,
} from '../_shared/save-recipe.ts';
import { readScrapeRequest } from './request-body.ts';

/** Refusals that are about the page (422) rather than the site being unreachable (502). */
const PAGE_PROBLEMS: ReadonlySet<SafeFetchErrorCode> = new Set([
  'invalid-url',
  'blocked-address',
  'too-large',
  'not-html',
  'too-many-redirects',
]);

export interface ScrapeRecipeDeps {
  /** The page fetcher (tests may wrap it); default safeFetchPage with the loopback test setting honoured. */
  readonly fetchPage?: typeof safeFetchPage;
}

function fetchTimeoutMs(): number {
  const wanted = Number(readEnv('SCRAPE_RECIPE_FETCH_TIMEOUT_MS'));
  return Number.isFinite(wanted) && wanted >= 100 && wanted < DEFAULT_TIMEOUT_MS
    ? wanted
    : DEFAULT_TIMEOUT_MS;
}

function fail(error: string, status: number, extra: Record<string, unknown> = {}): Response {
  return json({ error, ...extra }, status);
}

async function save(request: Request, deps: Required<ScrapeRecipeDeps>): Promise<Response> {
  const project = {
    url: readEnv('SUPABASE_URL')?.replace(/\/+$/, '') ?? '',
    anonKey: readEnv('SUPABASE_ANON_KEY') ?? '',
  };
  if (!project.url || !project.anonKey) {
    console.error('[scrape-recipe] SUPABASE_URL and SUPABASE_ANON_KEY must be set');
    return fail(MESSAGES.saveFailed, 500);
  }

  const token = bearerToken(request);
  if (!token) return fail(MESSAGES.notSignedIn, 401);
  const client = callerClient(project, `Bearer ${token}`);
  const userId = await signedInUserId(client, token);
  if (!userId) return fail(MESSAGES.notSignedIn, 401);

  const body = await readScrapeRequest(request);
  if (!body.ok) return fail(MESSAGES.invalidUrl, 400, { reason: body.reason });
  let target: URL;
  try {
    target = parseTargetUrl(body.request.url);
  } catch (error) {
    return fail(MESSAGES.invalidUrl, 400, {
      reason: error instanceof SafeFetchError ? error.message : 'the URL cannot be parsed',
    });
  }

  const limit = await checkRateLimit(
    client,
    userId,
    RATE_LIMIT.action,
    RATE_LIMIT.maxRequests,
    RATE_LIMIT.windowMinutes,
  );
  if (limit === 'blocked') return fail(MESSAGES.rateLimited, 429);
  if (limit === 'failed') return fail(MESSAGES.rateLimitFailed, 503);

  const page = await deps.fetchPage(target.href, {
    allowLoopback: true,
    timeoutMs: fetchTimeoutMs(),
  });
  if (!page.ok) {
    const status = PAGE_PROBLEMS.has(page.error.code) ? 422 : 502;
    return fail(`${MESSAGES.fetchFailed}: ${page.error.message}`, status, {
      code: page.error.code,
    });
  }

  const extracted = parseRecipePage(page.html, page.finalUrl);
  let row: SavedRecipeInsert;
  if (extracted.found) {
    row = recipeRow(userId, extracted, page.finalUrl);
  } else if (body.request.saveAsLink) {
    row = linkRow(userId, extracted.fallback, page.finalUrl);
  } else {
    const { title, description, image, siteName } = extracted.fallback;
    return fail(MESSAGES.noRecipe, 422, {
      summary: { title, description, image, siteName, url: page.finalUrl },
    });
  }

  const saved = await insertSavedRecipe(client, row);
  if (saved.status === 'duplicate') return fail(MESSAGES.duplicate, 409);
  if (saved.status === 'failed') {
    console.error(
      `[scrape-recipe] could not save ${row.canonical_url} for ${userId}: ${saved.detail}`,
    );
    return fail(MESSAGES.saveFailed, 500);
  }
  return json({ recipe: saved.row, linkOnly: !extracted.found }, 200);
}

export function createScrapeRecipeHandler(
  deps: ScrapeRecipeDeps = {},
): (request: Request) => Promise<Response> {
  const resolved: Required<ScrapeRecipeDeps> = { fetchPage: deps.fetchPage ?? safeFetchPage };
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST')
      return json({ error: MESSAGES.methodNotAllowed }, 405, { Allow: 'POST, OPTIONS' });
    try {
      return await save(request, resolved);
    } catch (error) {
      console.error('[scrape-recipe] unexpected failure:', error);
      return fail(MESSAGES.saveFailed, 500);
    }
  };
}

const handler = createScrapeRecipeHandler();
export default handler;

/**
 * suggest-recipes-web (spec §7): POST {ingredients: string[], barcodes: string[]} → the recipes the
 * kitchen can make now and those one or two ingredients away, each with its match data, plus what
 * could not be understood. Web-standard Request → Response, so it runs under Deno (index.ts, hosted
 * Supabase) and inside the embedded server alike. Recipes come from the `recipes` table through the
 * REST API: held in memory when small (the built-in library), answered as full cards; when large,
 * ranked over a per-process key index (key-index.ts), or in SQL (match_recipe_cards) until that
 * index is read, for more than two missing and wherever the index is off (hosted Supabase); both
 * answer summaries (`summary: true`: the app reads a recipe's details when it is opened). A signed-in caller's own saved recipes (read
 * with their token, so RLS decides) are matched too and ranked among them (`source: 'saved'`); a
 * failure to read them only leaves them out.
 * With an AI provider set (by admins in /admin/settings, else OPENAI_BASE_URL and OPENAI_API_KEY), a
 * few AI-written suggestions are added. Each search is recorded without the caller's id for the
 * admin analytics, with the searches around it in one call (search-log.ts, record_recipe_searches).
 *
 * `kind: "drink"` asks for drinks instead (the home bar): `ingredients` are the shelf's bottles,
 * `kitchen` the kitchen's items; the answer is drinks.ts's (no AI, no saved recipes). Without
 * `kind`, or with `kind: "meal"`, everything above is unchanged.
 */
import type { IngredientKey } from '../../../domain/index.ts';
import { compareMatches, indexRecipes, matchKitchenKeys } from '../../../domain/index.ts';
import { readKitchen } from '../../../domain/index.ts';
import type { MatchOptions, RecipeMatch } from '../../../domain/index.ts';
import { lookupBarcode } from '../../../domain/index.ts';
import { CORS_HEADERS, errorResponse, json, preflight } from '../_shared/cors.ts';
import { readEnv } from '../_shared/env.ts';
import type { HandlerContext } from '../_shared/handler-context.ts';
import { AiError, aiSuggestions, type AiSettings } from './ai-suggestions.ts';
import { answerDrinkRequest, drinkSnapshot } from './drinks.ts';
import type { DrinkEntry } from '../../../domain/index.ts';
import { toPayloadJson, toSummaryPayload } from './payload.ts';
import type { KeyIndexRecipe } from './key-index.ts';
import { parseSuggestBody, type SuggestRequest } from './request-body.ts';
import { createSearchLog, type SearchLogTarget } from './search-log.ts';
import {
  RecipeSourceError,
  matchInDatabase,
  matchWithKeyIndex,
  recipeSnapshot,
  type Connection,
} from './recipe-source.ts';
import type { MatchableRow } from './recipe-rows.ts';
import { readSavedRecipes, toSavedPayload, type MatchableSavedRow } from './saved-recipes.ts';

/** Bodies larger than this are refused before parsing (500 items × 1000 characters fit). */
const MAX_BODY_BYTES = 1024 * 1024;

interface BarcodeReport {
  keys: IngredientKey[];
  products: { code: string; name: string; ingredient: string }[];
  unknown: string[];
  invalid: { code: string; message: string }[];
}

function readBarcodes(codes: readonly string[]): BarcodeReport {
  const report: BarcodeReport = { keys: [], products: [], unknown: [], invalid: [] };
  for (const code of new Set(codes)) {
    const found = lookupBarcode(code);
    if (found.status === 'found') {
      report.keys.push(found.product.key);
      report.products.push({
        code: found.code,
        name: found.product.name,
        ingredient: found.product.key,
      });
    } else if (found.status === 'unknown') report.unknown.push(found.code);
    else report.invalid.push({ code: code.slice(0, 64), message: found.message });
  }
  return report;
}

/** The runtime's way to the project (HandlerContext), else the global fetch. */
function projectFetch(context: HandlerContext): typeof fetch {
  return context.fetch ?? ((input, init) => fetch(input, init));
}

function connection(req: Request, context: HandlerContext): Connection | null {
  const baseUrl = readEnv('SUPABASE_URL')?.replace(/\/+$/, '');
  const anonKey = readEnv('SUPABASE_ANON_KEY');
  if (!baseUrl || !anonKey) return null;
  const auth = req.headers.get('authorization');
  return {
    baseUrl,
    apiKey: anonKey,
    authorization: auth && /^bearer\s+\S+$/i.test(auth) ? auth : `Bearer ${anonKey}`,
    fetch: projectFetch(context),
  };
}

function envAiSettings(): AiSettings | null {
  const baseUrl = readEnv('OPENAI_BASE_URL');
  const apiKey = readEnv('OPENAI_API_KEY');
  if (!baseUrl || !apiKey) return null;
  return { baseUrl, apiKey, model: readEnv('OPENAI_MODEL') ?? 'gpt-4o-mini' };
}

/** The project's URL and service key, read when called (the embedded server sets them per request). */
function serviceTarget(context: HandlerContext): SearchLogTarget | null {
  const baseUrl = readEnv('SUPABASE_URL')?.replace(/\/+$/, '');
  const key = readEnv('SUPABASE_SERVICE_ROLE_KEY');
  return baseUrl && key ? { baseUrl, key, fetch: projectFetch(context) } : null;
}

/** A server-side call of an RPC with the service role (the key never leaves the function). */
async function serviceRpc(
  name: string,
  args: Record<string, unknown>,
  target: SearchLogTarget | null,
): Promise<unknown> {
  if (!target) return null;
  const { baseUrl, key } = target;
  const response = await target.fetch(`${baseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

const AI_SETTINGS_TTL_MS = 30_000;
let aiCache: { at: number; value: AiSettings | null } | null = null;

/**
 * The AI provider: the admins' setting (/admin/settings: URL, model and the write-only key, read
 * with the service role, at most every 30 s so a change applies without a restart), else the
 * OPENAI_* environment.
 */
async function aiSettings(context: HandlerContext): Promise<AiSettings | null> {
  const now = Date.now();
  if (!aiCache || now - aiCache.at > AI_SETTINGS_TTL_MS) {
    let value: AiSettings | null = null;
    try {
      const config = (await serviceRpc('ai_provider_config', {}, serviceTarget(context))) as {
        url?: string | null;
        model?: string | null;
        api_key?: string | null;
      } | null;
      if (config?.url && config.api_key)
        value = {
          baseUrl: config.url,
          apiKey: config.api_key,
          model: config.model || 'gpt-4o-mini',
        };
    } catch (error) {
      console.error(
        '[suggest-recipes-web] AI settings not read:',
        error instanceof Error ? error.message : error,
      );
    }
    aiCache = { at: now, value };
  }
  return aiCache.value ?? envAiSettings();
}

/**
 * Work the answer need not wait for: on Supabase's Edge Runtime handed to EdgeRuntime.waitUntil
 * (the worker stays until it settles); elsewhere (Deno, Node, the embedded server: long-lived
 * processes) left running. The work logs its own failures.
 */
function afterResponse(work: Promise<void>): void {
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil?: (p: Promise<unknown>) => void } })
    .EdgeRuntime;
  if (typeof runtime?.waitUntil === 'function') runtime.waitUntil(work);
}

/** Sends a batch of searches (search-log.ts) to record_recipe_searches; failures only logged. */
const logSearch = createSearchLog(async (target, searches) => {
  try {
    await serviceRpc('record_recipe_searches', { searches }, target);
  } catch (error) {
    console.error(
      `[suggest-recipes-web] ${searches.length} search(es) not recorded:`,
      error instanceof Error ? error.message : error,
    );
  }
});

/**
 * One anonymous search event for the admin analytics (never the caller's id), recorded with the
 * searches around it in one call; settles once sent.
 */
function recordSearch(
  context: HandlerContext,
  kitchen: readonly string[],
  resultCount: number,
): Promise<void> {
  const target = serviceTarget(context);
  if (!target) return Promise.resolve();
  return logSearch(target, { ingredient_keys: kitchen.slice(0, 50), result_count: resultCount });
}

/** A ranked answer and how to write it. */
interface Answer {
  readonly match: RecipeMatch;
  readonly json: () => string;
}

/** How the library was matched: in memory, over the key index, or in SQL (X-Larder-Matched-By). */
type MatchedBy = 'memory' | 'sql' | 'key-index';

const fullCard = (match: RecipeMatch<MatchableRow>): Answer => ({
  match,
  json: () => toPayloadJson(match),
});
const summary = (match: RecipeMatch<KeyIndexRecipe>): Answer => ({
  match,
  json: () => JSON.stringify(toSummaryPayload(match)),
});
const savedCard = (match: RecipeMatch<MatchableSavedRow>): Answer => ({
  match,
  json: () => JSON.stringify(toSavedPayload(match)),
});

async function libraryMatches(
  conn: Connection,
  kitchen: readonly IngredientKey[],
  request: SuggestRequest,
  options: MatchOptions,
): Promise<{ answers: Answer[]; by: MatchedBy }> {
  const snapshot = await recipeSnapshot(conn);
  if (snapshot.mode === 'memory')
    return {
      answers: matchKitchenKeys(kitchen, snapshot.index, options).map(fullCard),
      by: 'memory',
    };
  const indexed = matchWithKeyIndex(snapshot, kitchen, request.staples, {
    ...options,
    filters: request.filters,
  });
  if (indexed) return { answers: indexed.map(summary), by: 'key-index' };
  const cards = await matchInDatabase(conn, kitchen, request.staples, request);
  return {
    answers: matchKitchenKeys(kitchen, indexRecipes(cards), options).map(summary),
    by: 'sql',
  };
}

/** The signed-in caller's saved recipes matched the same way; [] for guests or when they cannot be read. */
async function savedMatches(
  conn: Connection,
  kitchen: readonly IngredientKey[],
  options: MatchOptions,
): Promise<RecipeMatch<MatchableSavedRow>[]> {
  try {
    return matchKitchenKeys(kitchen, indexRecipes(await readSavedRecipes(conn)), options);
  } catch (error) {
    console.error(
      '[suggest-recipes-web] saved recipes left out:',
      error instanceof Error ? error.message : error,
    );
    return [];
  }
}

/**
 * Library and saved matches in one ranking (the matcher's own order), cut to the request's limit,
 * as JSON texts (library cards are serialised once per process, see payload.ts).
 */
async function allMatches(
  conn: Connection,
  kitchen: readonly IngredientKey[],
  request: SuggestRequest,
): Promise<{ recipes: string[]; by: MatchedBy }> {
  const options: MatchOptions = {
    staples: request.staples,
    filters: request.filters,
    limit: request.limit,
  };
  const [library, saved] = await Promise.all([
    libraryMatches(conn, kitchen, request, options),
    savedMatches(conn, kitchen, options),
  ]);
  const merged = [...library.answers, ...saved.map(savedCard)]
    .sort((a, b) => compareMatches(a.match, b.match))
    .slice(0, Math.max(0, request.limit));
  return { recipes: merged.map((answer) => answer.json()), by: library.by };
}

async function readBody(req: Request): Promise<unknown> {
  const text = await req.text();
  if (text.length > MAX_BODY_BYTES) throw new SyntaxError('too large');
  return JSON.parse(text) as unknown;
}

/** The answer to `kind: "drink"`: the shelf's drinks, decided by the app's matcher (drinks.ts). */
async function drinkResponse(conn: Connection, request: SuggestRequest): Promise<Response> {
  const barcodes = readBarcodes(request.barcodes);
  let entries: readonly DrinkEntry[];
  try {
    entries = await drinkSnapshot(conn);
  } catch (error) {
    const detail =
      error instanceof RecipeSourceError ? error.message : 'Could not read the drink library';
    console.error('[suggest-recipes-web]', error);
    return errorResponse(detail, 500);
  }
  const answer = answerDrinkRequest(entries, request, barcodes.keys);
  return json(
    {
      ...answer,
      unknownBarcodes: barcodes.unknown,
      invalidBarcodes: barcodes.invalid,
      barcodeProducts: barcodes.products,
      source: 'library',
    },
    200,
    { 'X-Larder-Matched-By': 'memory' },
  );
}

export default async function handler(
  req: Request,
  context: HandlerContext = {},
): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST')
    return json({ error: { message: 'Method not allowed: use POST' } }, 405, {
      Allow: 'POST, OPTIONS',
    });

  let body: unknown;
  try {
    body = await readBody(req);
  } catch {
    return errorResponse(
      'Request body must be valid JSON: {"ingredients": string[], "barcodes": string[]}',
      400,
    );
  }
  const parsed = parseSuggestBody(body);
  if (!parsed.ok) return errorResponse(parsed.message, 400);
  const { request } = parsed;

  const conn = connection(req, context);
  if (!conn)
    return errorResponse(
      'The function is not configured: SUPABASE_URL and SUPABASE_ANON_KEY must be set',
      500,
    );

  if (request.kind === 'drink') return drinkResponse(conn, request);

  const reading = readKitchen(request.ingredients, { suggest: true });
  const barcodes = readBarcodes(request.barcodes);
  const kitchen = [...new Set([...reading.keys, ...barcodes.keys])].sort();

  let recipes: string[];
  let matchedBy: MatchedBy;
  try {
    ({ recipes, by: matchedBy } = await allMatches(conn, kitchen, request));
  } catch (error) {
    const detail =
      error instanceof RecipeSourceError ? error.message : 'Could not read the recipe library';
    console.error('[suggest-recipes-web]', error);
    return errorResponse(detail, 500);
  }

  // Recorded after the answer: a round trip and a commit the user would otherwise wait for.
  afterResponse(recordSearch(context, kitchen, recipes.length));
  let aiError: string | undefined;
  const ai = await aiSettings(context);
  if (ai) {
    try {
      recipes = [
        ...recipes,
        ...(await aiSuggestions(ai, request.ingredients, kitchen)).map((r) => JSON.stringify(r)),
      ];
    } catch (error) {
      aiError = error instanceof AiError ? error.message : 'OpenAI API error: unexpected failure';
      if (recipes.length === 0) return errorResponse(aiError, 502);
    }
  }

  const rest = JSON.stringify({
    kitchen,
    unknownIngredients: reading.unknown,
    unknownBarcodes: barcodes.unknown,
    invalidBarcodes: barcodes.invalid,
    barcodeProducts: barcodes.products,
    source: 'library',
    ...(aiError ? { aiError } : {}),
  });
  // {"recipes": [...], ...rest}: the recipes are JSON texts already.
  return new Response(`{"recipes":[${recipes.join(',')}],${rest.slice(1)}`, {
    status: 200,
    headers: {
      ...CORS_HEADERS,
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      'X-Larder-Matched-By': matchedBy,
    },
  });
}

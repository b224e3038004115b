import { coverageOf } from '../../../domain/index.ts';
import { buildRecipeIndex, type RecipeIndex } from '../../../domain/index.ts';
import type { IngredientKey } from '../../../domain/index.ts';
import type { MatchOptions, RecipeMatch } from '../../../domain/index.ts';
import {
  keyIndexLimit,
  loadKeyIndex,
  rankWithKeyIndex,
  type KeyIndexRecipe,
  type KeyIndex,
} from './key-index.ts';
import { readEnv } from '../_shared/env.ts';
import type { SuggestRequest } from './request-body.ts';
import {
  RECIPE_COLUMNS,
  isRecipeRow,
  toCardRecipe,
  toMatchableRow,
  type CardRow,
  type MatchableRow,
  type RecipeRow,
} from './recipe-rows.ts';

/** Up to this many meal recipes are held in memory per process (the REST API's max_rows). */
export const MEMORY_MAX_RECIPES = 1000;
/** How long the in-memory library is served before it is re-read (in the background). */
export const CACHE_TTL_MS = 60_000;

export interface Connection {
  /** SUPABASE_URL without a trailing slash. */
  readonly baseUrl: string;
  readonly apiKey: string;
  /** `Bearer …`: the caller's token, else the anon key. */
  readonly authorization: string;
  /** How to reach the project: the runtime's (HandlerContext), else the global fetch. */
  readonly fetch: typeof fetch;
}

export class RecipeSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecipeSourceError';
  }
}

type Snapshot =
  | {
      readonly mode: 'memory';
      readonly index: RecipeIndex<MatchableRow>;
      readonly count: number;
      readonly loadedAt: number;
    }
  | {
      readonly mode: 'database';
      readonly count: number;
      readonly loadedAt: number;
      /** Count and last change of the meal recipes, to tell when the key index is stale. */
      readonly signature: string;
      /** The per-process key index (key-index.ts) once read; until then matching is done in SQL. */
      readonly keys: KeyIndex | null;
    };

const snapshots = new Map<string, Snapshot>();
const loading = new Map<string, Promise<Snapshot>>();
const indexing = new Map<string, Promise<void>>();

function headers(conn: Connection, extra: Record<string, string> = {}): Record<string, string> {
  return {
    apikey: conn.apiKey,
    Authorization: conn.authorization,
    Accept: 'application/json',
    ...extra,
  };
}

async function readRows(response: Response, what: string): Promise<RecipeRow[]> {
  if (!response.ok) {
    const text = (await response.text().catch(() => '')).slice(0, 300);
    throw new RecipeSourceError(
      `Could not read ${what} (HTTP ${response.status}${text ? `: ${text}` : ''})`,
    );
  }
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new RecipeSourceError(`Unexpected answer reading ${what}`);
  return body.filter(isRecipeRow);
}

async function restRead(
  conn: Connection,
  pathAndQuery: string,
  extra: Record<string, string> = {},
): Promise<{ rows: RecipeRow[]; response: Response }> {
  const response = await conn.fetch(`${conn.baseUrl}/rest/v1/${pathAndQuery}`, {
    headers: headers(conn, extra),
    signal: AbortSignal.timeout(10_000),
  });
  return { rows: await readRows(response, 'the recipe library'), response };
}

function totalOf(response: Response, fallback: number): number {
  return Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] ?? fallback);
}

/** Reads the key index in the background; the snapshot serves (through SQL or an older index) meanwhile. */
function buildKeysInBackground(conn: Connection, signature: string, limit: number): void {
  const key = conn.baseUrl;
  if (indexing.has(key)) return;
  const started = Date.now();
  const pending = loadKeyIndex((query) => restRead(conn, query), signature, limit)
    .then((keys) => {
      const current = snapshots.get(key);
      if (current?.mode === 'database') snapshots.set(key, { ...current, keys });
      console.info(
        `[suggest-recipes-web] key index of ${keys.size} recipes read in ${Date.now() - started} ms`,
      );
    })
    .catch((error: unknown) =>
      console.error(
        '[suggest-recipes-web] key index not built:',
        error instanceof Error ? error.message : error,
      ),
    )
    .finally(() => indexing.delete(key));
  indexing.set(key, pending);
}

/** Reads the meal recipes; small libraries are kept in memory, large corpora get a key index. */
async function loadSnapshot(conn: Connection): Promise<Snapshot> {
  const { rows, response } = await restRead(
    conn,
    `recipes?select=${RECIPE_COLUMNS}&kind=eq.meal&order=slug.asc&limit=${MEMORY_MAX_RECIPES}`,
    { Prefer: 'count=exact' },
  );
  const total = totalOf(response, rows.length);
  const loadedAt = Date.now();
  if (total > rows.length || total > MEMORY_MAX_RECIPES) {
    const latest = await restRead(
      conn,
      'recipes?select=slug,title,updated_at&kind=eq.meal&order=updated_at.desc&limit=1',
      { Prefer: 'count=exact' },
    );
    const signature = `${totalOf(latest.response, total)}|${String((latest.rows[0] as { updated_at?: unknown } | undefined)?.updated_at ?? '')}`;
    const previous = snapshots.get(conn.baseUrl);
    const keys = previous?.mode === 'database' ? previous.keys : null;
    const limit = keyIndexLimit(readEnv('SUGGEST_KEY_INDEX_MAX_RECIPES'));
    if (keys?.signature !== signature && total <= limit)
      buildKeysInBackground(conn, signature, limit);
    return {
      mode: 'database',
      count: total,
      loadedAt,
      signature,
      keys: total <= limit ? keys : null,
    };
  }
  return {
    mode: 'memory',
    index: buildRecipeIndex(rows.map(toMatchableRow)),
    count: rows.length,
    loadedAt,
  };
}

function refresh(conn: Connection): Promise<Snapshot> {
  const key = conn.baseUrl;
  let pending = loading.get(key);
  if (!pending) {
    pending = loadSnapshot(conn)
      .then((snapshot) => {
        snapshots.set(key, snapshot);
        return snapshot;
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/**
 * The current view of the recipes table for this project: cached per process, re-read in the
 * background once older than CACHE_TTL_MS (the stale copy keeps serving meanwhile).
 */
export async function recipeSnapshot(conn: Connection): Promise<Snapshot> {
  const current = snapshots.get(conn.baseUrl);
  if (!current) return refresh(conn);
  if (Date.now() - current.loadedAt > CACHE_TTL_MS) refresh(conn).catch(() => undefined);
  return current;
}

/** What this process holds of each project's recipe library (the admin performance page). */
export interface RecipeLibraryState {
  mode: 'memory' | 'database';
  recipes: number;
  loaded_at: string;
  key_index: 'not needed' | 'not loaded' | 'loading' | 'ready';
  key_index_recipes: number | null;
  key_index_bytes: number | null;
}

export function recipeLibraryState(): RecipeLibraryState[] {
  return [...snapshots.entries()].map(([key, snapshot]) => {
    const keys = snapshot.mode === 'database' ? snapshot.keys : null;
    return {
      mode: snapshot.mode,
      recipes: snapshot.count,
      loaded_at: new Date(snapshot.loadedAt).toISOString(),
      key_index:
        snapshot.mode === 'memory'
          ? 'not needed'
          : keys
            ? 'ready'
            : indexing.has(key)
              ? 'loading'
              : 'not loaded',
      key_index_recipes: keys ? keys.size : null,
      // The typed arrays alone (the slots and maps add to it): a lower bound.
      key_index_bytes: keys
        ? keys.keyList.byteLength + keys.requiredFrom.byteLength + keys.optionalFrom.byteLength
        : null,
    };
  });
}

/** Forgets cached libraries (tests, or after a bulk load). */
export function clearRecipeCache(): void {
  snapshots.clear();
}

/**
 * The best matches from the key index, as summaries (the card fields the index holds); null when
 * there is no index yet (or the request is outside what it answers), so the caller matches in SQL.
 */
export function matchWithKeyIndex(
  snapshot: Snapshot,
  kitchen: readonly IngredientKey[],
  staples: readonly IngredientKey[],
  options: MatchOptions & { filters: { maxMissing: number } },
): RecipeMatch<KeyIndexRecipe>[] | null {
  if (snapshot.mode !== 'database' || !snapshot.keys) return null;
  return rankWithKeyIndex(snapshot.keys, kitchen, staples, options);
}

/** The arguments of public.match_recipe_cards for a request (see matchInDatabase). */
export function matchCardsArgs(
  kitchenKeys: readonly IngredientKey[],
  staples: readonly IngredientKey[],
  request: SuggestRequest,
): MatchCardsArgs {
  // Each covered key with the kitchen item covering it: the function counts items used as the app does.
  const coverage = [...coverageOf(kitchenKeys)];
  const kitchen = coverage.map(([key]) => key);
  const have = [...new Set([...kitchen, ...coverageOf(staples).keys()])];
  const { filters } = request;
  const diet =
    filters.diet === undefined
      ? []
      : typeof filters.diet === 'string'
        ? [filters.diet]
        : [...filters.diet];
  return {
    have_keys: have,
    kitchen_keys: kitchen,
    kitchen_providers: coverage.map(([, item]) => item),
    max_missing: filters.maxMissing,
    meal_type_filter: filters.mealType ?? null,
    cuisine_filter: filters.cuisine ?? null,
    diet_filter: diet.map((d) => d.toLowerCase()),
    max_total_minutes: filters.maxTotalMinutes ?? null,
    result_limit: request.limit,
  };
}

export interface MatchCardsArgs {
  readonly have_keys: string[];
  readonly kitchen_keys: string[];
  readonly kitchen_providers: string[];
  readonly max_missing: number;
  readonly meal_type_filter: string | null;
  readonly cuisine_filter: string | null;
  readonly diet_filter: string[];
  readonly max_total_minutes: number | null;
  readonly result_limit: number;
}

/**
 * Asks the database for the best candidates (public.match_recipe_cards, index-backed), with the
 * family tree already expanded: `have` = kitchen and staples with their more general kinds. Used
 * until the key index is read, for more than two missing, and always where the index is off
 * (hosted): it answers the same recipes in the same order as the key index
 * (tests/integration/suggest-paths-agree), as cards with the keys the matcher reads, in one call.
 */
export async function matchInDatabase(
  conn: Connection,
  kitchenKeys: readonly IngredientKey[],
  staples: readonly IngredientKey[],
  request: SuggestRequest,
): Promise<KeyIndexRecipe[]> {
  const response = await conn.fetch(`${conn.baseUrl}/rest/v1/rpc/match_recipe_cards`, {
    method: 'POST',
    headers: headers(conn, { 'Content-Type': 'application/json' }),
    body: JSON.stringify(matchCardsArgs(kitchenKeys, staples, request)),
    signal: AbortSignal.timeout(10_000),
  });
  return (await readRows(response, 'matching recipes')).map((row) =>
    toCardRecipe(row as unknown as CardRow),
  );
}

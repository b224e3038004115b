import { coverageOf } from '../../../domain/matching/read-kitchen.ts';
import { buildRecipeIndex, type RecipeIndex } from '../../../domain/matching/recipe-index.ts';
import type { IngredientKey } from '../../../domain/ingredients/canonical-types.ts';
import type { SuggestRequest } from './request-body.ts';
import { RECIPE_COLUMNS, isRecipeRow, toMatchableRow, type MatchableRow, type RecipeRow } from './recipe-rows.ts';

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
}

export class RecipeSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecipeSourceError';
  }
}

type Snapshot =
  | { readonly mode: 'memory'; readonly index: RecipeIndex<MatchableRow>; readonly count: number; readonly loadedAt: number }
  | { readonly mode: 'database'; readonly count: number; readonly loadedAt: number };

const snapshots = new Map<string, Snapshot>();
const loading = new Map<string, Promise<Snapshot>>();

function headers(conn: Connection, extra: Record<string, string> = {}): Record<string, string> {
  return { apikey: conn.apiKey, Authorization: conn.authorization, Accept: 'application/json', ...extra };
}

async function readRows(response: Response, what: string): Promise<RecipeRow[]> {
  if (!response.ok) {
    const text = (await response.text().catch(() => '')).slice(0, 300);
    throw new RecipeSourceError(`Could not read ${what} (HTTP ${response.status}${text ? `: ${text}` : ''})`);
  }
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new RecipeSourceError(`Unexpected answer reading ${what}`);
  return body.filter(isRecipeRow);
}

/** Reads the meal recipes; small libraries are kept in memory, large corpora are matched in SQL. */
async function loadSnapshot(conn: Connection): Promise<Snapshot> {
  const url = `${conn.baseUrl}/rest/v1/recipes?select=${RECIPE_COLUMNS}&kind=eq.meal&order=slug.asc&limit=${MEMORY_MAX_RECIPES}`;
  const response = await fetch(url, { headers: headers(conn, { Prefer: 'count=exact' }), signal: AbortSignal.timeout(10_000) });
  const rows = await readRows(response, 'the recipe library');
  const total = Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] ?? rows.length);
  const loadedAt = Date.now();
  if (total > rows.length || total > MEMORY_MAX_RECIPES) return { mode: 'database', count: total, loadedAt };
  return { mode: 'memory', index: buildRecipeIndex(rows.map(toMatchableRow)), count: rows.length, loadedAt };
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

/** Forgets cached libraries (tests, or after a bulk load). */
export function clearRecipeCache(): void {
  snapshots.clear();
}

/**
 * Asks the database for the best candidates (public.match_recipes, index-backed), with the family
 * tree already expanded: `have` = kitchen and staples with their more general kinds.
 */
export async function matchInDatabase(
  conn: Connection,
  kitchenKeys: readonly IngredientKey[],
  staples: readonly IngredientKey[],
  request: SuggestRequest,
): Promise<MatchableRow[]> {
  const kitchen = [...coverageOf(kitchenKeys).keys()];
  const have = [...new Set([...kitchen, ...coverageOf(staples).keys()])];
  const { filters } = request;
  const diet = filters.diet === undefined ? [] : typeof filters.diet === 'string' ? [filters.diet] : [...filters.diet];
  const response = await fetch(`${conn.baseUrl}/rest/v1/rpc/match_recipes`, {
    method: 'POST',
    headers: headers(conn, { 'Content-Type': 'application/json' }),
    body: JSON.stringify({
      have_keys: have,
      kitchen_keys: kitchen,
      max_missing: filters.maxMissing,
      meal_type_filter: filters.mealType ?? null,
      cuisine_filter: filters.cuisine ?? null,
      diet_filter: diet.map((d) => d.toLowerCase()),
      max_total_minutes: filters.maxTotalMinutes ?? null,
      result_limit: request.limit,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  return (await readRows(response, 'matching recipes')).map(toMatchableRow);
}

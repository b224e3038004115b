/**
 * suggest-recipes-web with `kind: "drink"`: the drinks a bar shelf (plus the kitchen) can make now
 * and those one or two bottles away, decided by the app's own matcher (domain answerDrinks →
 * findDrinks → matchDrinks) over the drink rows of public.recipes, each turned back into the drink
 * (drinkFromRow: figures recomputed from its lines; a malformed row is left out and logged). The
 * rows are read through the REST API with the caller's token and kept per process for
 * CACHE_TTL_MS, like the meal library. The answer's shape: domain/drinks/answer.ts.
 */
import {
  DRINK_ROW_COLUMNS,
  answerDrinks,
  toDrinkEntries,
  type DrinkAnswerBody,
  type DrinkEntry,
  type IngredientKey,
} from '../../../domain/index.ts';
import { CACHE_TTL_MS, RecipeSourceError, type Connection } from './recipe-source.ts';
import type { SuggestRequest } from './request-body.ts';

const PAGE = 1000;
/** A drink library larger than this is cut (and says so in the log): it would not fit one answer anyway. */
const MAX_DRINKS = 10_000;

function entriesOf(rows: readonly unknown[]): DrinkEntry[] {
  const { entries, refused } = toDrinkEntries(rows);
  if (refused > 0)
    console.warn(`[suggest-recipes-web] ${refused} drink rows left out: not well-formed drinks`);
  return entries;
}

async function readDrinkRows(conn: Connection): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let offset = 0; offset < MAX_DRINKS; offset += PAGE) {
    const response = await conn.fetch(
      `${conn.baseUrl}/rest/v1/recipes?select=${DRINK_ROW_COLUMNS}&kind=eq.drink&order=slug.asc&limit=${PAGE}&offset=${offset}`,
      {
        headers: {
          apikey: conn.apiKey,
          Authorization: conn.authorization,
          Accept: 'application/json',
        },
        signal: AbortSignal.timeout(10_000),
      },
    );
    if (!response.ok) {
      const text = (await response.text().catch(() => '')).slice(0, 300);
      throw new RecipeSourceError(
        `Could not read the drink library (HTTP ${response.status}${text ? `: ${text}` : ''})`,
      );
    }
    const page: unknown = await response.json();
    if (!Array.isArray(page))
      throw new RecipeSourceError('Unexpected answer reading the drink library');
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
  console.warn(`[suggest-recipes-web] the drink library was cut at ${MAX_DRINKS} drinks`);
  return rows;
}

interface DrinkSnapshot {
  readonly entries: readonly DrinkEntry[];
  readonly loadedAt: number;
}

const snapshots = new Map<string, DrinkSnapshot>();
const loading = new Map<string, Promise<DrinkSnapshot>>();

function refresh(conn: Connection): Promise<DrinkSnapshot> {
  const key = conn.baseUrl;
  let pending = loading.get(key);
  if (!pending) {
    pending = readDrinkRows(conn)
      .then((rows) => {
        const snapshot = { entries: entriesOf(rows), loadedAt: Date.now() };
        snapshots.set(key, snapshot);
        return snapshot;
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** The drinks of this project, cached per process and re-read in the background once stale. */
export async function drinkSnapshot(conn: Connection): Promise<readonly DrinkEntry[]> {
  const current = snapshots.get(conn.baseUrl);
  if (!current) return (await refresh(conn)).entries;
  if (Date.now() - current.loadedAt > CACHE_TTL_MS) refresh(conn).catch(() => undefined);
  return current.entries;
}

/** Forgets cached drinks (tests). */
export function clearDrinkCache(): void {
  snapshots.clear();
}

/** The drink answer for a request over the given drinks (the handler adds the barcode report). */
export function answerDrinkRequest(
  entries: readonly DrinkEntry[],
  request: SuggestRequest,
  barcodeKeys: readonly IngredientKey[] = [],
): DrinkAnswerBody {
  return answerDrinks(entries, {
    shelf: request.ingredients,
    kitchen: request.kitchen,
    shelfKeys: barcodeKeys,
    staples: request.staples,
    maxMissing: request.filters.maxMissing,
    limit: request.limit,
  });
}

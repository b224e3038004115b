/**
 * suggest-recipes-web with `kind: "drink"`: the drinks a bar shelf (plus the kitchen) can make now
 * and those one or two bottles away, decided by the app's own matcher (domain findDrinks →
 * matchDrinks) over the drink rows of public.recipes. Each row is turned back into the drink
 * (drinkFromRow: figures recomputed from its lines; a malformed row is left out and logged). The
 * drinks are read through the REST API with the caller's token and kept per process for
 * CACHE_TTL_MS, like the meal library.
 *
 * Answer: {kind: "drink", drinks: DrinkAnswer[], shelf, kitchen, unknownIngredients, unknownKitchen,
 * unknownBarcodes, invalidBarcodes, barcodeProducts, source: "library"}. Each DrinkAnswer carries the
 * match (status, missing, provisions, substituteCount), the drink's id (its bundle slug), the row's
 * id and slug (for favourites), and the row's drink columns, so the app can rebuild the drink with
 * drinkFromRow without a second request.
 */
import {
  drinkFromRow,
  findDrinks,
  type DrinkMatch,
  type IngredientKey,
  type LibraryDrink,
  type Provision,
  type UnknownItem,
} from '../../../domain/index.ts';
import { CACHE_TTL_MS, RecipeSourceError, type Connection } from './recipe-source.ts';
import type { SuggestRequest } from './request-body.ts';

/** The columns a drink is rebuilt from, plus its row id and slug. */
export const DRINK_COLUMNS = 'id,slug,title,description,ingredients,steps,drink';
const PAGE = 1000;
/** A drink library larger than this is cut (and says so in the log): it would not fit one answer anyway. */
const MAX_DRINKS = 10_000;

/** The row's drink columns as the answer carries them (what drinkFromRow reads). */
export interface DrinkRowJson {
  readonly title: string;
  readonly description: string | null;
  readonly ingredients: unknown;
  readonly steps: unknown;
  readonly drink: unknown;
}

/** A drink read from the database: the drink, its row's id and slug, and its row's drink columns. */
export interface DrinkEntry {
  readonly id: string;
  readonly title: string;
  readonly ingredientKeys: readonly IngredientKey[];
  readonly optionalKeys: readonly IngredientKey[];
  readonly drink: LibraryDrink;
  readonly recipeId: string;
  readonly rowSlug: string;
  readonly row: DrinkRowJson;
}

/** One drink of the answer. */
export interface DrinkAnswer {
  /** The drink's own id: its slug in the bundled library. */
  readonly id: string;
  /** public.recipes.id of its row (favourites reference it). */
  readonly recipeId: string;
  /** public.recipes.slug of its row (`drink-<id>`). */
  readonly slug: string;
  readonly title: string;
  readonly status: DrinkMatch['status'];
  readonly missing: readonly IngredientKey[];
  readonly provisions: readonly Provision[];
  readonly substituteCount: number;
  readonly row: DrinkRowJson;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Rows as DrinkEntries; malformed rows are left out (and counted in the log). */
export function toDrinkEntries(rows: readonly unknown[]): DrinkEntry[] {
  const entries: DrinkEntry[] = [];
  let refused = 0;
  for (const row of rows) {
    const drink = drinkFromRow(row);
    if (!drink || !isObject(row) || typeof row.id !== 'string' || typeof row.slug !== 'string') {
      refused += 1;
      continue;
    }
    entries.push({
      id: drink.id,
      title: drink.title,
      ingredientKeys: drink.ingredientKeys,
      optionalKeys: drink.optionalKeys,
      drink,
      recipeId: row.id,
      rowSlug: row.slug,
      row: {
        title: drink.title,
        description: typeof row.description === 'string' ? row.description : null,
        ingredients: row.ingredients,
        steps: row.steps,
        drink: row.drink,
      },
    });
  }
  if (refused > 0)
    console.warn(`[suggest-recipes-web] ${refused} drink rows left out: not well-formed drinks`);
  return entries;
}

async function readDrinkRows(conn: Connection): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let offset = 0; offset < MAX_DRINKS; offset += PAGE) {
    const response = await fetch(
      `${conn.baseUrl}/rest/v1/recipes?select=${DRINK_COLUMNS}&kind=eq.drink&order=slug.asc&limit=${PAGE}&offset=${offset}`,
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
        const snapshot = { entries: toDrinkEntries(rows), loadedAt: Date.now() };
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

export interface DrinkAnswerBody {
  readonly kind: 'drink';
  readonly drinks: readonly DrinkAnswer[];
  readonly shelf: readonly IngredientKey[];
  readonly kitchen: readonly IngredientKey[];
  readonly unknownIngredients: readonly UnknownItem[];
  readonly unknownKitchen: readonly UnknownItem[];
}

/** The drink answer for a request over the given drinks (pure: the handler adds the barcode report). */
export function answerDrinks(
  entries: readonly DrinkEntry[],
  request: SuggestRequest,
  barcodeKeys: readonly IngredientKey[] = [],
): DrinkAnswerBody {
  const found = findDrinks(entries, {
    shelf: request.ingredients,
    kitchen: request.kitchen,
    shelfKeys: barcodeKeys,
    staples: request.staples,
    maxMissing: request.filters.maxMissing,
    limit: request.limit,
  });
  return {
    kind: 'drink',
    drinks: found.matches.map(({ drink: entry, status, missing, provisions, substituteCount }) => ({
      id: entry.id,
      recipeId: entry.recipeId,
      slug: entry.rowSlug,
      title: entry.title,
      status,
      missing,
      provisions,
      substituteCount,
      row: entry.row,
    })),
    shelf: found.shelf,
    kitchen: found.kitchen,
    unknownIngredients: found.unknownShelf,
    unknownKitchen: found.unknownKitchen,
  };
}

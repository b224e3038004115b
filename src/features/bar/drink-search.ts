/**
 * The bar's drink search (issue 15, point 6): the drinks a shelf can make now and those one or two
 * bottles away, from `suggest-recipes-web` (`kind: "drink"`) through the app's one call path to it
 * (src/lib/suggest-function.ts, shared with the kitchen's recipe search: supabase-js, else the
 * direct call), and from the bundled DRINK_LIBRARY when the device is offline or the server fails
 * or answers something unreadable. Either way the same domain search decides (findDrinks:
 * readBarShelf + readKitchen + matchDrinks), over the same drinks, with the staples the user
 * assumes, so a shelf gets the same drinks online and offline.
 *
 * Mapping the server's answer back to LibraryDrinks: each answered drink carries its row's drink
 * columns and is rebuilt from them with drinkFromRow (the figures recomputed from its lines), so
 * the page shows exactly the drink the server matched, even one added to the database after this
 * app was built. When this app cannot read a row (a vocabulary key newer than the app), the
 * bundled drink with the same id is used; a drink neither can place is left out and logged.
 */
import {
  DRINK_LIBRARY,
  DRINK_SEARCH_LIMIT,
  DRINK_STATUSES,
  drinkFromRow,
  findDrinks,
  type DrinkMatch,
  type DrinkStatus,
  type IngredientKey,
  type LibraryDrink,
  type Provision,
} from '@domain';
import { assumedStaples } from '@/lib/staples';

export interface DrinkSearchInput {
  /** The shelf's bottles, as named or as vocabulary keys. */
  shelf: string[];
  /** The kitchen's items. */
  kitchen: string[];
  /** "Use my kitchen too": when false the kitchen is left out. */
  useKitchen: boolean;
}

export interface DrinkSearchResult {
  /** Best first: make now, then one bottle away, then two (exact before substitutes within each). */
  matches: DrinkMatch<LibraryDrink>[];
  /** Who answered: the server, or the bundled library on this device. */
  source: 'server' | 'offline';
}

/** The function's request limits: past them the server would refuse, so the search stays here. */
const MAX_ITEMS = 500;
const MAX_ITEM_CHARS = 1000;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isKeyList = (v: unknown): v is IngredientKey[] =>
  Array.isArray(v) && v.every((k) => typeof k === 'string');

function toProvision(value: unknown, depth = 0): Provision | null {
  if (!isObject(value) || typeof value.need !== 'string' || depth > 3) return null;
  const need = value.need as IngredientKey;
  switch (value.kind) {
    case 'shelf':
      return typeof value.using === 'string'
        ? { need, kind: 'shelf', using: value.using as IngredientKey }
        : null;
    case 'staple':
      return { need, kind: 'staple' };
    case 'make':
      return isKeyList(value.parts) && typeof value.how === 'string'
        ? { need, kind: 'make', parts: value.parts, how: value.how }
        : null;
    case 'substitute': {
      const via = toProvision(value.via, depth + 1);
      return via && typeof value.using === 'string'
        ? { need, kind: 'substitute', using: value.using as IngredientKey, via }
        : null;
    }
    default:
      return null;
  }
}

let bundleById: Map<string, LibraryDrink> | null = null;

function bundled(id: string): LibraryDrink | undefined {
  bundleById ??= new Map(DRINK_LIBRARY.map((d) => [d.id, d]));
  return bundleById.get(id);
}

/** One answered drink as a match, or null when it cannot be read. */
function toMatch(value: unknown): DrinkMatch<LibraryDrink> | null {
  if (!isObject(value) || typeof value.id !== 'string') return null;
  const { status, missing, provisions, substituteCount } = value;
  if (typeof status !== 'string' || !(DRINK_STATUSES as readonly string[]).includes(status))
    return null;
  if (!isKeyList(missing) || !Array.isArray(provisions)) return null;
  if (typeof substituteCount !== 'number' || !Number.isInteger(substituteCount)) return null;
  const read = provisions.map((p) => toProvision(p));
  if (read.some((p) => p === null)) return null;
  const drink = drinkFromRow(value.row) ?? bundled(value.id);
  if (!drink) return null;
  return {
    drink,
    status: status as DrinkStatus,
    missing,
    provisions: read as Provision[],
    substituteCount,
  };
}

/** The server's answer as matches; null when it is not a drink answer at all. */
export function readDrinkAnswer(data: unknown): DrinkMatch<LibraryDrink>[] | null {
  if (!isObject(data) || data.kind !== 'drink' || !Array.isArray(data.drinks)) return null;
  const matches: DrinkMatch<LibraryDrink>[] = [];
  let unread = 0;
  for (const item of data.drinks) {
    const match = toMatch(item);
    if (match) matches.push(match);
    else unread += 1;
  }
  if (unread > 0) console.warn(`Drink search: ${unread} answered drinks could not be read`);
  return matches;
}

function offlineMatches(
  shelf: readonly string[],
  kitchen: readonly string[],
  staples: readonly IngredientKey[],
): DrinkMatch<LibraryDrink>[] {
  // no "did you mean" here: only the matches are answered
  return findDrinks(DRINK_LIBRARY, {
    shelf,
    kitchen,
    staples,
    limit: DRINK_SEARCH_LIMIT,
    suggest: false,
  }).matches;
}

const fitsRequest = (items: readonly string[]): boolean =>
  items.length <= MAX_ITEMS && items.every((item) => item.length <= MAX_ITEM_CHARS);

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The distinct non-empty items, first spelling kept (a pasted list often repeats itself). */
function distinct(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') continue;
    const text = item.trim();
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

/**
 * The drinks for a shelf (and the kitchen, unless `useKitchen` is false): from the server when it
 * answers, else from the bundled library. Never throws.
 */
export async function searchDrinks(input: DrinkSearchInput): Promise<DrinkSearchResult> {
  const shelf = distinct(input.shelf);
  const kitchen = input.useKitchen ? distinct(input.kitchen) : [];
  const staples = assumedStaples();
  const offline = (): DrinkSearchResult => ({
    matches: offlineMatches(shelf, kitchen, staples),
    source: 'offline',
  });
  if (isOffline() || !fitsRequest(shelf) || !fitsRequest(kitchen)) return offline();
  try {
    const { invokeSuggest } = await import('@/lib/suggest-function');
    const outcome = await invokeSuggest({
      ingredients: shelf,
      barcodes: [],
      kind: 'drink',
      kitchen,
      staples,
    });
    if (outcome.kind === 'data') {
      const matches = readDrinkAnswer(outcome.data);
      if (matches) return { matches, source: 'server' };
      console.warn(
        'Drink search: the server did not answer with drinks; using the bundled library',
      );
    } else if (outcome.kind === 'error') {
      console.warn(
        'Drink search failed on the server; using the bundled library:',
        outcome.message,
      );
    }
  } catch (error) {
    console.warn('Drink search could not ask the server; using the bundled library:', error);
  }
  return offline();
}

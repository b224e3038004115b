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
  drinkFromRow,
  findDrinks,
  readDrinkAnswerItems,
  type DrinkMatch,
  type IngredientKey,
  type LibraryDrink,
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

let bundleById: Map<string, LibraryDrink> | null = null;

function bundled(id: string): LibraryDrink | undefined {
  bundleById ??= new Map(DRINK_LIBRARY.map((d) => [d.id, d]));
  return bundleById.get(id);
}

/** The server's answer as matches (read by the recipe contract); null when it is not a drink answer at all. */
export function readDrinkAnswer(data: unknown): DrinkMatch<LibraryDrink>[] | null {
  const answer = readDrinkAnswerItems(data);
  if (!answer) return null;
  const matches: DrinkMatch<LibraryDrink>[] = [];
  let unread = answer.unread;
  for (const { id, row, status, missing, provisions, substituteCount } of answer.drinks) {
    const drink = drinkFromRow(row) ?? bundled(id);
    if (drink) matches.push({ drink, status, missing, provisions, substituteCount });
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

import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { DEFAULT_STAPLES } from '../ingredients/staples.ts';
import { readKitchen } from '../matching/read-kitchen.ts';
import type { UnknownItem } from '../matching/types.ts';
import { matchDrinks, type DrinkMatch, type MatchableDrink } from './match-drinks.ts';
import { readBarShelf } from './read-shelf.ts';

/** "Make now", "one bottle away", "two away": what a drink search answers by default. */
export const DRINK_SEARCH_MAX_MISSING = 2;
/** At most this many drinks per answer (the function's own request limit). */
export const DRINK_SEARCH_LIMIT = 500;

export interface FindDrinksInput {
  /** The bar shelf's bottles, as named or as keys. */
  readonly shelf: readonly string[];
  /** The kitchen's items, counted too (lemons mean lemon juice); [] to leave the kitchen out. */
  readonly kitchen: readonly string[];
  /** Keys known already (bottles scanned by barcode), added to the shelf. */
  readonly shelfKeys?: readonly IngredientKey[];
  readonly staples?: readonly IngredientKey[];
  readonly maxMissing?: number;
  readonly limit?: number;
  /** Suggest the closest known name for bottles that cannot be placed (default true). */
  readonly suggest?: boolean;
}

export interface FindDrinksResult<D extends MatchableDrink> {
  /** Best first (see compareDrinkMatches), at most `maxMissing` missing, at most `limit`. */
  readonly matches: DrinkMatch<D>[];
  readonly shelf: readonly IngredientKey[];
  readonly kitchen: readonly IngredientKey[];
  readonly unknownShelf: readonly UnknownItem[];
  readonly unknownKitchen: readonly UnknownItem[];
}

/**
 * One drink search, start to end: the shelf and kitchen read into keys (readBarShelf,
 * readKitchen) and the drinks matched (matchDrinks). suggest-recipes-web (kind "drink") runs it
 * over the drink rows of the database, the app runs it over the bundled library when the server
 * cannot answer, so the same shelf gets the same drinks either way.
 */
export function findDrinks<D extends MatchableDrink>(
  drinks: readonly D[],
  input: FindDrinksInput,
): FindDrinksResult<D> {
  const shelf = readBarShelf(input.shelf, { suggest: input.suggest ?? true });
  const kitchen = readKitchen(input.kitchen);
  const shelfKeys = [...new Set([...shelf.keys, ...(input.shelfKeys ?? [])])].sort();
  const maxMissing = input.maxMissing ?? DRINK_SEARCH_MAX_MISSING;
  const matches = matchDrinks(shelfKeys, drinks, {
    kitchen: kitchen.keys,
    useKitchen: true,
    staples: input.staples ?? DEFAULT_STAPLES,
  })
    .filter((m) => m.missing.length <= maxMissing)
    .slice(0, Math.max(0, input.limit ?? DRINK_SEARCH_LIMIT));
  return {
    matches,
    shelf: shelfKeys,
    kitchen: kitchen.keys,
    unknownShelf: shelf.unknown,
    unknownKitchen: kitchen.unknown,
  };
}

/**
 * The drink answer of suggest-recipes-web (`kind: "drink"`), shared by the function that writes it
 * and the app that reads it: drink rows of public.recipes rebuilt into drinks (drinkFromRow), and
 * a search over them (findDrinks) as the JSON the function answers. Each answered drink carries
 * its match (status, missing, provisions, substituteCount), the drink's id (its slug in the
 * bundled library), its row's id and slug (favourites reference the row), and its row's drink
 * columns, so the app can rebuild the very drink the server matched without a second request.
 */
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import type { UnknownItem } from '../matching/types.ts';
import type { LibraryDrink } from './library.ts';
import type { DrinkMatch, DrinkStatus, Provision } from './match-drinks.ts';
import { drinkFromRow } from './rows.ts';
import { findDrinks, type FindDrinksInput } from './search.ts';

/** The columns a drink is rebuilt from, plus its row id and slug. */
export const DRINK_ROW_COLUMNS = 'id,slug,title,description,ingredients,steps,drink';

/** A row's drink columns as the answer carries them (what drinkFromRow reads). */
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
  readonly status: DrinkStatus;
  readonly missing: readonly IngredientKey[];
  readonly provisions: readonly Provision[];
  readonly substituteCount: number;
  readonly row: DrinkRowJson;
}

export interface DrinkAnswerBody {
  readonly kind: 'drink';
  readonly drinks: readonly DrinkAnswer[];
  /** The shelf and kitchen as keys. */
  readonly shelf: readonly IngredientKey[];
  readonly kitchen: readonly IngredientKey[];
  /** Shelf bottles that could not be placed (with the closest known name when there is one). */
  readonly unknownIngredients: readonly UnknownItem[];
  readonly unknownKitchen: readonly UnknownItem[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Rows (as the REST API answers them) as entries; rows that are not well-formed drinks are counted, not kept. */
export function toDrinkEntries(rows: readonly unknown[]): {
  entries: DrinkEntry[];
  refused: number;
} {
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
  return { entries, refused };
}

/** The answer to a drink search over the given drinks. */
export function answerDrinks(
  entries: readonly DrinkEntry[],
  input: FindDrinksInput,
): DrinkAnswerBody {
  const found = findDrinks(entries, input);
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

/** A match as the app holds it: the drink itself instead of its entry. */
export type LibraryDrinkMatch = DrinkMatch<LibraryDrink>;

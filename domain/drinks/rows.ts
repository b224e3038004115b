/**
 * A drink as a row of public.recipes (kind = 'drink') and back. The seed migration
 * (scripts/generate-drink-seed.ts) writes `drinkRowOf` for every library drink; the server
 * (suggest-recipes-web, kind "drink") and the app turn a row back into a LibraryDrink with
 * `drinkFromRow`, which rebuilds it through `buildDrink` — so the figures (ABV, volume, calories)
 * are computed from the lines again, never read from the row, and a row naming an ingredient the
 * vocabulary does not know is refused rather than guessed.
 *
 * Slugs: a drink row's slug is `drink-<the drink's slug>`. The recipes table has one slug space
 * for meals and drinks, and a drink may share its name with a meal (the Mango Lassi is both);
 * the prefix keeps the two apart, so neither seed can overwrite the other's row. The drink's own
 * id and slug (the bundle's) are the slug without the prefix.
 */
import { INGREDIENTS } from '../ingredients/canonical.ts';
import { buildDrink, type IbaCategory, type LibraryDrink } from './library.ts';
import type { DrinkLineRow, DrinkRow } from './library/row.ts';
import { DRINK_METHODS, DRINK_UNITS, GLASSES, ICE } from './types.ts';
import type { DrinkLine, DrinkMethod, DrinkUnit, Glass, Ice } from './types.ts';

export const DRINK_SLUG_PREFIX = 'drink-';

const IBA_CATEGORIES: readonly IbaCategory[] = [
  'unforgettables',
  'contemporary-classics',
  'new-era',
];

/** The slug of a drink's row in public.recipes. */
export function drinkRowSlug(drink: { readonly slug: string }): string {
  return `${DRINK_SLUG_PREFIX}${drink.slug}`;
}

/** The drink's own slug (the bundle's id) from its row slug; null when it is not a drink slug. */
export function drinkSlugOfRow(rowSlug: string): string | null {
  return rowSlug.startsWith(DRINK_SLUG_PREFIX) && rowSlug.length > DRINK_SLUG_PREFIX.length
    ? rowSlug.slice(DRINK_SLUG_PREFIX.length)
    : null;
}

/** One ingredient line as stored in `recipes.ingredients` (plus a readable `text`). */
export interface DrinkIngredientJson {
  readonly key: string;
  readonly amount: number;
  readonly unit: DrinkUnit;
  readonly optional?: true;
  readonly topUp?: true;
  readonly label?: string;
  /** "60 ml gin": for anything that reads a recipe's lines without knowing drinks. */
  readonly text: string;
}

/** What only a drink has, stored in `recipes.drink` (null for meals). */
export interface DrinkFactsJson {
  readonly method: DrinkMethod;
  readonly glass: Glass;
  readonly ice: Ice;
  readonly garnish: string;
  readonly tags: readonly string[];
  /** The base spirit family key, or 'none'. */
  readonly base: string;
  readonly year: number | null;
  readonly origin: string | null;
  readonly iba: IbaCategory | null;
}

/** The columns of a drink's row that the seed writes (the rest keep their defaults). */
export interface DrinkRecipeRow {
  readonly slug: string;
  readonly kind: 'drink';
  readonly title: string;
  readonly description: string;
  readonly servings: 1;
  readonly ingredients: readonly DrinkIngredientJson[];
  readonly ingredient_keys: readonly string[];
  readonly optional_keys: readonly string[];
  readonly steps: readonly string[];
  /** An estimate per drink, from the computed figures: calories and sugar. */
  readonly nutrition: { readonly kcal: number; readonly sugar: number };
  readonly drink: DrinkFactsJson;
  readonly source: 'larder';
}

function lineText(line: DrinkLine): string {
  const name = line.label ?? INGREDIENTS.get(line.key)?.name ?? line.key;
  const amount = Number.isInteger(line.amount)
    ? String(line.amount)
    : String(Math.round(line.amount * 100) / 100);
  return `${amount} ${line.unit} ${name}${line.optional ? ' (optional)' : ''}${line.topUp ? ', to top' : ''}`;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** A library drink as its recipes row. */
export function drinkRowOf(drink: LibraryDrink): DrinkRecipeRow {
  return {
    slug: drinkRowSlug(drink),
    kind: 'drink',
    title: drink.title,
    description: drink.description,
    servings: 1,
    ingredients: drink.lines.map((line) => ({
      key: line.key,
      amount: line.amount,
      unit: line.unit,
      ...(line.optional ? { optional: true as const } : {}),
      ...(line.topUp ? { topUp: true as const } : {}),
      ...(line.label ? { label: line.label } : {}),
      text: lineText(line),
    })),
    ingredient_keys: drink.ingredientKeys,
    optional_keys: drink.optionalKeys,
    steps: drink.steps,
    nutrition: { kcal: Math.round(drink.figures.kcal), sugar: round1(drink.figures.sugarGrams) },
    drink: {
      method: drink.method,
      glass: drink.glass,
      ice: drink.ice,
      garnish: drink.garnish,
      tags: drink.tags,
      base: drink.baseSpirit ?? 'none',
      year: drink.year,
      origin: drink.origin,
      iba: drink.iba,
    },
    source: 'larder',
  };
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const isTextList = (v: unknown, max: number): v is string[] =>
  Array.isArray(v) && v.length <= 100 && v.every((x) => isText(x, max));
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);

function lineRowOf(value: unknown): DrinkLineRow | null {
  if (!isObject(value)) return null;
  const { key, amount, unit, optional, topUp, label } = value;
  if (typeof key !== 'string' || !INGREDIENTS.has(key as never)) return null;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > 100_000)
    return null;
  if (!oneOf(DRINK_UNITS, unit)) return null;
  if (label !== undefined && !isText(label, 200)) return null;
  const flags = `${optional === true ? 'o' : ''}${topUp === true ? 't' : ''}`;
  return [amount, key, unit, flags === '' ? undefined : flags, label];
}

/**
 * A recipes row (as the REST API answers it: snake_case, `ingredients`, `steps` and `drink` as
 * JSON) as a LibraryDrink, or null when it is not a well-formed drink. Only `title`,
 * `description`, `ingredients`, `steps` and `drink` are read.
 */
export function drinkFromRow(row: unknown): LibraryDrink | null {
  if (!isObject(row)) return null;
  const { title, description, ingredients, steps, drink } = row;
  if (!isText(title, 300) || title.trim() === '' || !isObject(drink)) return null;
  if (!Array.isArray(ingredients) || ingredients.length === 0 || ingredients.length > 100)
    return null;
  if (!isTextList(steps, 5000)) return null;
  const lines: DrinkLineRow[] = [];
  for (const item of ingredients) {
    const line = lineRowOf(item);
    if (!line) return null;
    lines.push(line);
  }
  const { method, glass, ice, garnish, tags, base, year, origin, iba } = drink;
  if (!oneOf(DRINK_METHODS, method) || !oneOf(GLASSES, glass) || !oneOf(ICE, ice)) return null;
  if (!isText(garnish, 500) || !isTextList(tags, 100)) return null;
  if (typeof base !== 'string' || (base !== 'none' && !INGREDIENTS.has(base as never))) return null;
  if (year !== null && year !== undefined && (typeof year !== 'number' || !Number.isInteger(year)))
    return null;
  if (origin !== null && origin !== undefined && !isText(origin, 300)) return null;
  if (iba !== null && iba !== undefined && !oneOf(IBA_CATEGORIES, iba)) return null;
  const authored: DrinkRow = {
    t: title,
    d: typeof description === 'string' ? description : '',
    i: lines,
    m: method,
    glass,
    ice,
    g: garnish,
    steps,
    tags,
    base,
    ...(typeof year === 'number' ? { year } : {}),
    ...(typeof origin === 'string' ? { origin } : {}),
    ...(typeof iba === 'string' ? { iba } : {}),
  };
  try {
    return buildDrink(authored);
  } catch {
    return null;
  }
}

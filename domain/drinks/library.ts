import { ingredientKey } from '../ingredients/canonical.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { slugify } from '../recipes/build.ts';
import { CLASSIC_DRINKS } from './library/classics.ts';
import { IBA_CONTEMPORARY } from './library/iba-contemporary.ts';
import { IBA_NEW_ERA } from './library/iba-new-era.ts';
import { IBA_UNFORGETTABLES } from './library/iba-unforgettables.ts';
import { MODERN_DRINKS } from './library/modern.ts';
import { NON_ALCOHOLIC_DRINKS } from './library/non-alcoholic.ts';
import type { DrinkRow, IbaCategory } from './library/row.ts';
import { drinkFigures, type DrinkFigures } from './maths.ts';
import type { MatchableDrink } from './match-drinks.ts';
import type { DrinkLine, DrinkMethod, Glass, Ice, StrengthClass } from './types.ts';

export type { IbaCategory } from './library/row.ts';

/** A drink of the built-in library, with its figures computed from its lines (never typed). */
export interface LibraryDrink extends MatchableDrink {
  readonly slug: string;
  readonly description: string;
  readonly lines: readonly DrinkLine[];
  readonly method: DrinkMethod;
  readonly glass: Glass;
  readonly ice: Ice;
  readonly garnish: string;
  readonly steps: readonly string[];
  readonly tags: readonly string[];
  readonly baseSpirit: IngredientKey | null;
  readonly figures: DrinkFigures;
  readonly strength: StrengthClass;
  readonly year: number | null;
  readonly origin: string | null;
  readonly iba: IbaCategory | null;
}

function unique(keys: readonly IngredientKey[]): IngredientKey[] {
  return [...new Set(keys)];
}

/** Builds one library drink from its authored row; throws on a key the vocabulary does not know. */
export function buildDrink(row: DrinkRow): LibraryDrink {
  const lines: DrinkLine[] = row.i.map(([amount, key, unit, flags, label]) => ({
    key: ingredientKey(key),
    amount,
    unit: unit ?? 'ml',
    ...(flags?.includes('o') ? { optional: true } : {}),
    ...(flags?.includes('t') ? { topUp: true } : {}),
    ...(label ? { label } : {}),
  }));
  const figures = drinkFigures(lines, row.m);
  const slug = slugify(row.t);
  const required = unique(lines.filter((l) => !l.optional).map((l) => l.key));
  return {
    id: slug,
    slug,
    title: row.t,
    description: row.d,
    lines,
    method: row.m,
    glass: row.glass,
    ice: row.ice,
    garnish: row.g,
    steps: row.steps,
    tags: [
      ...new Set([
        ...row.tags,
        ...(row.iba ? ['iba'] : []),
        ...(figures.strength === 'non-alcoholic' ? ['non-alcoholic'] : []),
      ]),
    ],
    baseSpirit: row.base === 'none' ? null : ingredientKey(row.base),
    figures,
    strength: figures.strength,
    year: row.year ?? null,
    origin: row.origin ?? null,
    iba: row.iba ?? null,
    ingredientKeys: required,
    optionalKeys: unique(lines.filter((l) => l.optional).map((l) => l.key)).filter(
      (key) => !required.includes(key),
    ),
  };
}

/** The built-in drink library, bundled for offline use. */
export const DRINK_LIBRARY: readonly LibraryDrink[] = [
  ...IBA_UNFORGETTABLES,
  ...IBA_CONTEMPORARY,
  ...IBA_NEW_ERA,
  ...CLASSIC_DRINKS,
  ...MODERN_DRINKS,
  ...NON_ALCOHOLIC_DRINKS,
].map(buildDrink);

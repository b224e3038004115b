import type { IngredientKey } from '../ingredients/canonical-types.ts';

export const DRINK_METHODS = [
  'shake',
  'stir',
  'build',
  'blend',
  'muddle',
  'layer',
  'throw',
  'swizzle',
] as const;
export type DrinkMethod = (typeof DRINK_METHODS)[number];

/** Units a drink line is written in; volumes are converted to ml for every figure. */
export const DRINK_UNITS = [
  'ml',
  'dash',
  'drop',
  'barspoon',
  'tsp',
  'tbsp',
  'g',
  'cube',
  'piece',
  'leaf',
  'sprig',
  'slice',
  'wedge',
  'pinch',
  'scoop',
] as const;
export type DrinkUnit = (typeof DRINK_UNITS)[number];

export const STRENGTH_CLASSES = ['non-alcoholic', 'low', 'medium', 'strong'] as const;
export type StrengthClass = (typeof STRENGTH_CLASSES)[number];

export const GLASSES = [
  'coupe',
  'martini',
  'rocks',
  'double-rocks',
  'highball',
  'collins',
  'flute',
  'wine',
  'copper-mug',
  'hurricane',
  'tiki',
  'nick-and-nora',
  'shot',
  'irish-coffee',
  'julep-cup',
  'punch-cup',
  'mug',
  'pint',
  'snifter',
  'margarita',
] as const;
export type Glass = (typeof GLASSES)[number];

export const ICE = ['none', 'cubes', 'crushed', 'large-cube', 'pebble'] as const;
export type Ice = (typeof ICE)[number];

export interface DrinkLine {
  readonly key: IngredientKey;
  readonly amount: number;
  readonly unit: DrinkUnit;
  /** Leave it out and the drink still works. */
  readonly optional?: boolean;
  /** Added in the glass after mixing (soda, sparkling wine): counts as volume, not diluted. */
  readonly topUp?: boolean;
  /** What to write instead of the vocabulary name ("fresh lime juice", "egg white"). */
  readonly label?: string;
}

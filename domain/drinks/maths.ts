import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { abvOf, fatProteinKcalPer100ml, sugarPer100ml } from './bar-facts.ts';
import type { DrinkLine, DrinkMethod, DrinkUnit, StrengthClass } from './types.ts';

/** Water the ice adds, as a share of the mixed (not topped-up) volume, by method. */
export const DILUTION: Readonly<Record<DrinkMethod, number>> = {
  shake: 0.25,
  stir: 0.2,
  build: 0.1,
  blend: 0.25,
  muddle: 0.1,
  layer: 0,
  throw: 0.15,
  swizzle: 0.2,
};

/** Density of ethanol, g/ml. */
export const ETHANOL_DENSITY = 0.789;
/** Grams of ethanol in one US standard drink. */
export const STANDARD_DRINK_GRAMS = 14;
/** Millilitres of ethanol in one UK unit. */
export const UK_UNIT_ML = 10;
export const KCAL_PER_GRAM_ETHANOL = 7;
export const KCAL_PER_GRAM_SUGAR = 4;
export const ML_PER_US_FL_OZ = 29.5735;

/** Liquid volume of one unit, ml; units that are not liquid (a mint leaf, a wedge) add none. */
const ML_PER_UNIT: Readonly<Record<DrinkUnit, number>> = {
  ml: 1,
  dash: 0.8,
  drop: 0.05,
  barspoon: 5,
  tsp: 5,
  tbsp: 15,
  scoop: 60,
  g: 0,
  cube: 0,
  piece: 0,
  leaf: 0,
  sprig: 0,
  slice: 0,
  wedge: 0,
  pinch: 0,
};

/** Grams of dry sugar per unit, for solid sweeteners (sugar, brown sugar…). */
const SUGAR_GRAMS_PER_UNIT: Partial<Record<DrinkUnit, number>> = {
  g: 1,
  cube: 4,
  tsp: 4.2,
  barspoon: 4.2,
  tbsp: 12.5,
  pinch: 0.4,
};
const SOLID_SWEETENERS: ReadonlySet<string> = new Set([
  'sugar',
  'brown-sugar',
  'powdered-sugar',
  'panela',
]);

export function lineMl(line: DrinkLine): number {
  if (SOLID_SWEETENERS.has(line.key)) return 0;
  return line.amount * ML_PER_UNIT[line.unit];
}

function lineSugarGrams(line: DrinkLine): number {
  if (SOLID_SWEETENERS.has(line.key)) return line.amount * (SUGAR_GRAMS_PER_UNIT[line.unit] ?? 0);
  return (lineMl(line) * sugarPer100ml(line.key)) / 100;
}

export interface DrinkFigures {
  /** Liquid poured, before ice water, ml. */
  readonly pouredMl: number;
  /** Water from the ice, ml. */
  readonly dilutionMl: number;
  /** In the glass: poured + dilution, ml. */
  readonly volumeMl: number;
  readonly ethanolMl: number;
  /** % alcohol by volume of the finished drink. */
  readonly abv: number;
  readonly standardDrinks: number;
  readonly ukUnits: number;
  readonly sugarGrams: number;
  /** Ethanol, sugars and the fat and protein of dairy and egg; an estimate. */
  readonly kcal: number;
  readonly strength: StrengthClass;
}

/** Strength class from ABV: under 0.5 % non-alcoholic, under 10 % low, under 18 % medium, else strong. */
export function strengthClass(abv: number): StrengthClass {
  if (abv < 0.5) return 'non-alcoholic';
  if (abv < 10) return 'low';
  if (abv < 18) return 'medium';
  return 'strong';
}

/**
 * Computes a drink's figures from its lines and method; ABV is never typed. Ethanol is each
 * line's volume × its strength; the method's dilution is added on the mixed volume (top-ups
 * are added after and count as volume only); calories are 7 kcal per gram of ethanol
 * (0.789 g/ml), 4 per gram of sugars, plus the fat and protein of dairy and egg. Optional lines
 * are left out unless `includeOptional`.
 */
export function drinkFigures(
  lines: readonly DrinkLine[],
  method: DrinkMethod,
  options: { includeOptional?: boolean } = {},
): DrinkFigures {
  let mixed = 0;
  let topped = 0;
  let ethanolMl = 0;
  let sugarGrams = 0;
  let otherKcal = 0;
  for (const line of lines) {
    if (line.optional && !options.includeOptional) continue;
    const ml = lineMl(line);
    if (line.topUp) topped += ml;
    else mixed += ml;
    ethanolMl += (ml * abvOf(line.key as IngredientKey)) / 100;
    sugarGrams += lineSugarGrams(line);
    otherKcal += (ml * fatProteinKcalPer100ml(line.key)) / 100;
  }
  const dilutionMl = mixed * DILUTION[method];
  const pouredMl = mixed + topped;
  const volumeMl = pouredMl + dilutionMl;
  const abv = volumeMl > 0 ? (100 * ethanolMl) / volumeMl : 0;
  const ethanolGrams = ethanolMl * ETHANOL_DENSITY;
  return {
    pouredMl,
    dilutionMl,
    volumeMl,
    ethanolMl,
    abv,
    standardDrinks: ethanolGrams / STANDARD_DRINK_GRAMS,
    ukUnits: ethanolMl / UK_UNIT_ML,
    sugarGrams,
    kcal: KCAL_PER_GRAM_ETHANOL * ethanolGrams + KCAL_PER_GRAM_SUGAR * sugarGrams + otherKcal,
    strength: strengthClass(abv),
  };
}

/**
 * What a drink's figures say of its nutrition per drink, as a recipe's per-serving macros: energy
 * (an estimate from its alcohol, sugars, dairy and egg) and sugars. Protein, fat and carbohydrate
 * are not known and are left out (unknown, never zero), so a diary says "at least".
 */
export function drinkMacros(figures: Pick<DrinkFigures, 'kcal' | 'sugarGrams'>): {
  kcal: number;
  sugar: number;
} {
  return { kcal: figures.kcal, sugar: figures.sugarGrams };
}

/**
 * Lines for N drinks, or for a batch: with `batch`, the method's dilution water is added up
 * front as its own line (for a pitcher that is stirred or shaken ahead of time) and top-ups
 * stay per glass.
 */
export function scaleDrink(
  lines: readonly DrinkLine[],
  servings: number,
  method: DrinkMethod,
  options: { batch?: boolean } = {},
): { lines: DrinkLine[]; waterMl: number } {
  const n = Math.max(0, servings);
  const scaled = lines.map((line) => ({ ...line, amount: line.amount * n }));
  if (!options.batch) return { lines: scaled, waterMl: 0 };
  const mixed = lines.filter((l) => !l.topUp && !l.optional).reduce((sum, l) => sum + lineMl(l), 0);
  return { lines: scaled, waterMl: mixed * DILUTION[method] * n };
}

export type VolumeSystem = 'ml' | 'oz';

const FRACTIONS: readonly [number, string][] = [
  [0, ''],
  [0.25, '¼'],
  [0.5, '½'],
  [0.75, '¾'],
];

/** A volume for display: ml to the half (to 0.1 under 10 ml), or US fl oz to the nearest quarter ("1 ½ oz"). */
export function formatVolume(ml: number, system: VolumeSystem): string {
  if (!Number.isFinite(ml) || ml <= 0) return system === 'ml' ? '0 ml' : '0 oz';
  if (system === 'ml') {
    const rounded = ml >= 10 ? Math.round(ml * 2) / 2 : Math.round(ml * 10) / 10;
    return `${rounded} ml`;
  }
  const oz = ml / ML_PER_US_FL_OZ;
  const quarters = Math.round(oz * 4);
  if (quarters === 0) return `${(Math.round(oz * 100) / 100).toString()} oz`;
  const whole = Math.floor(quarters / 4);
  const frac = FRACTIONS[quarters % 4]?.[1] ?? '';
  return `${whole > 0 ? whole : ''}${whole > 0 && frac ? ' ' : ''}${frac} oz`.trim();
}

/** ml → US fl oz and back (unrounded). */
export function mlToOz(ml: number): number {
  return ml / ML_PER_US_FL_OZ;
}
export function ozToMl(oz: number): number {
  return oz * ML_PER_US_FL_OZ;
}

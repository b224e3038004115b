import type { IngredientKey } from '../ingredients/canonical-types.ts';
import type { Unit } from '../ingredients/normalise-units.ts';
import type { NutrientRow } from './nutrient-types.ts';
import { NUTRIENT_ROWS } from './nutrients.ts';

export type { NutrientRow } from './nutrient-types.ts';

/** Grams, kept apart from raw numbers and millilitres. */
export type Grams = number & { readonly __brand: 'Grams' };

/** Nutrient rows by canonical key. */
export const NUTRIENTS: ReadonlyMap<IngredientKey, NutrientRow> = new Map(
  NUTRIENT_ROWS.map((row) => [row.key as IngredientKey, row]),
);

const MASS: Partial<Record<Unit, number>> = { g: 1, kg: 1000, mg: 0.001, oz: 28.3495, lb: 453.592 };
/** Millilitres per unit (US customary cups and spoons, as SR26 measures them). */
const VOLUME_ML: Partial<Record<Unit, number>> = {
  ml: 1,
  l: 1000,
  'fl-oz': 29.5735,
  pint: 473.176,
  quart: 946.353,
  cup: 236.588,
  tbsp: 14.787,
  tsp: 4.929,
};
const CUP_ML = 236.588;

/**
 * Stated defaults for vague measures when the nutrient table gives none for the ingredient:
 * a pinch ≈ 0.4 g, a dash ≈ 0.6 g, a handful ≈ 30 g, a sprig ≈ 1 g, a bunch ≈ 50 g, a can ≈ 400 g.
 */
export const DEFAULT_MEASURE_GRAMS: Readonly<Partial<Record<Unit, number>>> = {
  pinch: 0.4,
  dash: 0.6,
  handful: 30,
  sprig: 1,
  bunch: 50,
  can: 400,
};

function gramsPerMl(row: NutrientRow): number | null {
  const { cup, tbsp, tsp } = row.weights;
  if (cup !== undefined) return cup / CUP_ML;
  if (tbsp !== undefined) return tbsp / 14.787;
  if (tsp !== undefined) return tsp / 4.929;
  return null;
}

/**
 * Converts an amount of an ingredient to grams. `to-taste` is negligible (0 g). Returns null
 * when the unit cannot be converted for this ingredient.
 */
export function toGrams(key: IngredientKey, quantity: number | null, unit: Unit): Grams | null {
  if (unit === 'to-taste') return 0 as Grams;
  const amount = quantity ?? 1;
  const mass = MASS[unit];
  if (mass !== undefined) return (amount * mass) as Grams;
  const row = NUTRIENTS.get(key);
  if (!row) return null;
  const own = row.weights[unit];
  if (own !== undefined) return (amount * own) as Grams;
  const ml = VOLUME_ML[unit];
  if (ml !== undefined) {
    const density = gramsPerMl(row);
    return density === null ? null : ((amount * ml * density) as Grams);
  }
  const fallback = DEFAULT_MEASURE_GRAMS[unit];
  return fallback === undefined ? null : ((amount * fallback) as Grams);
}

export interface NutritionPerServing {
  readonly kcal: number;
  /** Grams. */
  readonly protein: number;
  readonly fat: number;
  readonly carbs: number;
  readonly fibre: number;
  readonly sugar: number;
  /** Milligrams. */
  readonly sodium: number;
}

export interface NutritionInput {
  readonly key: IngredientKey;
  readonly quantity: number | null;
  readonly unit: Unit;
  readonly optional?: boolean;
  /** Share of the amount actually eaten (deep-frying oil ≈ 0.1); defaults to 1. */
  readonly fraction?: number;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * Nutrition per serving from ingredient amounts and the per-100 g table. Optional ingredients
 * are left out; amounts that cannot be converted count as zero (the library test forbids them).
 */
export function computeNutrition(
  ingredients: readonly NutritionInput[],
  servings: number,
): NutritionPerServing {
  const totals = { kcal: 0, protein: 0, fat: 0, carbs: 0, fibre: 0, sugar: 0, sodium: 0 };
  for (const item of ingredients) {
    if (item.optional) continue;
    const row = NUTRIENTS.get(item.key);
    const grams = toGrams(item.key, item.quantity, item.unit);
    if (!row || grams === null) continue;
    const f = (grams / 100) * (item.fraction ?? 1);
    totals.kcal += row.kcal * f;
    totals.protein += row.protein * f;
    totals.fat += row.fat * f;
    totals.carbs += row.carbs * f;
    totals.fibre += row.fibre * f;
    totals.sugar += row.sugar * f;
    totals.sodium += row.sodium * f;
  }
  const per = Math.max(1, servings);
  return {
    kcal: Math.round(totals.kcal / per),
    protein: round1(totals.protein / per),
    fat: round1(totals.fat / per),
    carbs: round1(totals.carbs / per),
    fibre: round1(totals.fibre / per),
    sugar: round1(totals.sugar / per),
    sodium: Math.round(totals.sodium / per),
  };
}

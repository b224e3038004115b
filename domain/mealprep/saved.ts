import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { isIngredientKey } from '../ingredients/canonical.ts';
import { toUnit, type Unit } from '../ingredients/normalise-units.ts';
import { savedMealType } from '../matching/saved-recipes.ts';
import { computeNutrition } from '../nutrition/compute.ts';
import { parseAmount } from './amounts.ts';
import type { PlanIngredient, PlanRecipe } from './types.ts';

/** The columns of a saved_recipes row a plan reads. */
export interface SavedPlanRow {
  readonly id: string;
  readonly title: string;
  readonly ingredients: unknown;
  readonly yields: string | null;
  readonly prep_minutes: number | null;
  readonly cook_minutes: number | null;
  readonly cuisine: string | null;
  readonly category: string | null;
}

/** Servings from a yields text ("Serves 6", "4 servings"); 4 when the page says nothing usable. */
export function servingsFromYields(yields: string | null): number {
  const m = /(\d+)/.exec(yields ?? '');
  const n = m ? Number(m[1]) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : 4;
}

function toIngredient(raw: unknown): PlanIngredient | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const v = raw as Record<string, unknown>;
  if (typeof v.key !== 'string' || !isIngredientKey(v.key)) return null;
  const text = typeof v.text === 'string' ? v.text : '';
  const q =
    typeof v.quantityMax === 'number'
      ? v.quantityMax
      : typeof v.quantity === 'number'
        ? v.quantity
        : null;
  let quantity: number | null = q !== null && Number.isFinite(q) && q > 0 ? q : null;
  let unit: Unit | null = typeof v.unit === 'string' ? toUnit(v.unit) : null;
  if (quantity === null || unit === null) {
    const parsed = parseAmount(text);
    if (parsed) {
      quantity ??= parsed.quantity;
      unit ??= parsed.unit;
    }
  }
  return {
    key: v.key as IngredientKey,
    quantity,
    unit: quantity === null ? 'to-taste' : (unit ?? 'piece'),
    ...(v.optional === true ? { optional: true } : {}),
    text,
  };
}

/** A saved recipe as a plan reads it (its id is `saved:{row id}`); ingredients we cannot place are left out. */
export function savedPlanRecipe(row: SavedPlanRow): PlanRecipe {
  const ingredients = (Array.isArray(row.ingredients) ? row.ingredients : [])
    .map(toIngredient)
    .filter((i): i is PlanIngredient => i !== null);
  const servings = servingsFromYields(row.yields);
  return {
    id: `saved:${row.id}`,
    title: row.title,
    servings,
    prepMinutes: row.prep_minutes ?? 0,
    cookMinutes: row.cook_minutes ?? 0,
    ingredients,
    ingredientKeys: [...new Set(ingredients.filter((i) => !i.optional).map((i) => i.key))],
    cuisine: row.cuisine,
    mealType: savedMealType(row.category),
    dietTags: [],
    equipment: [],
    steps: [],
    nutrition: ingredients.length > 0 ? computeNutrition(ingredients, servings) : null,
  };
}

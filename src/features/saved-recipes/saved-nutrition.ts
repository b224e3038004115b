import {
  NUTRIENTS,
  computeNutrition,
  isIngredientKey,
  toGrams,
  toUnit,
  type NutritionInput,
  type Unit,
} from '@domain';
import type { NutritionView } from '@/components/recipe/recipe-view-types';
import type { SavedIngredient, SavedRecipe } from './saved-recipe';

export type SavedNutrition =
  | { kind: 'given'; view: NutritionView; listed: [string, string][] }
  | { kind: 'listed'; listed: [string, string][] }
  | { kind: 'estimate'; view: NutritionView }
  | { kind: 'unavailable' };

/** The servings a recipe makes, from its yields text ("4 servings", "Serves 6", "12 cookies"). */
export function servingsOf(yields: string | null): number | null {
  if (!yields) return null;
  const m = /(\d+(?:[.,]\d+)?)/.exec(yields);
  if (!m) return null;
  const n = Math.round(Number((m[1] ?? '').replace(',', '.')));
  return Number.isFinite(n) && n >= 1 && n <= 1000 ? n : null;
}

const GIVEN: ReadonlyArray<readonly [keyof NutritionView, string]> = [
  ['kcal', 'calories'],
  ['protein', 'proteinContent'],
  ['fat', 'fatContent'],
  ['carbs', 'carbohydrateContent'],
  ['fibre', 'fiberContent'],
  ['sugar', 'sugarContent'],
  ['sodium', 'sodiumContent'],
];

/** "143 kcal", "5 g", "0.3 g" of sodium → the number in the panel's unit. */
function amountIn(field: keyof NutritionView, text: string): number | null {
  const m = /(\d+(?:[.,]\d+)?)\s*(kcal|cal|kj|mg|g)?/i.exec(text);
  if (!m) return null;
  let n = Number((m[1] ?? '').replace(',', '.'));
  const unit = (m[2] ?? '').toLowerCase();
  if (!Number.isFinite(n) || n < 0) return null;
  if (field === 'kcal' && unit === 'kj') n = n / 4.184;
  if (field === 'sodium' && unit === 'g') n = n * 1000;
  if (field !== 'kcal' && field !== 'sodium' && unit === 'mg') n = n / 1000;
  return n;
}

const LABEL = (key: string) =>
  key
    .replace(/Content$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());

function unitOf(line: SavedIngredient): Unit | null {
  if (line.unit) return toUnit(line.unit);
  return line.quantity !== null ? 'piece' : null;
}

/**
 * Nutrition for a saved recipe: what the page gave (schema.org names) when it gave any, else an
 * estimate from the parsed ingredients when at least half of them can be weighed and the servings
 * are known, else unavailable.
 */
export function savedNutrition(recipe: Pick<SavedRecipe, 'nutrition' | 'ingredients' | 'yields'>): SavedNutrition {
  const given = recipe.nutrition;
  if (given) {
    const view: NutritionView = {};
    for (const [field, name] of GIVEN) {
      const text = given[name];
      const n = text === undefined ? null : amountIn(field, text);
      if (n !== null) view[field] = n;
    }
    const listed = Object.entries(given)
      .filter(([k]) => !k.startsWith('@') && k !== 'servingSize')
      .map(([k, v]): [string, string] => [LABEL(k), v])
      .slice(0, 20);
    if (Object.keys(view).length > 0) return { kind: 'given', view, listed };
    if (listed.length > 0) return { kind: 'listed', listed };
  }
  const servings = servingsOf(recipe.yields);
  const lines = recipe.ingredients.filter((l) => !l.optional);
  if (servings === null || lines.length === 0) return { kind: 'unavailable' };
  const inputs: NutritionInput[] = [];
  for (const line of lines) {
    if (!line.key || !isIngredientKey(line.key) || !NUTRIENTS.has(line.key)) continue;
    const unit = unitOf(line);
    if (unit === null || toGrams(line.key, line.quantity, unit) === null) continue;
    inputs.push({ key: line.key, quantity: line.quantity, unit });
  }
  if (inputs.length === 0 || inputs.length * 2 < lines.length) return { kind: 'unavailable' };
  const per = computeNutrition(inputs, servings);
  return { kind: 'estimate', view: { ...per } };
}

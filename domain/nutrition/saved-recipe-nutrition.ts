import { isIngredientKey } from '../ingredients/canonical.ts';
import { toUnit, type Unit } from '../ingredients/normalise-units.ts';
import { NUTRIENTS, computeNutrition, toGrams, type NutritionInput } from './compute.ts';

/** Per-serving figures of a recipe as its page shows them (energy kcal, sodium mg, the rest g). */
export type MacroView = Partial<
  Record<'kcal' | 'protein' | 'fat' | 'carbs' | 'fibre' | 'sugar' | 'sodium', number>
>;

/**
 * A saved recipe's nutrition: what its page gave (`given`, with the listed figures too), only
 * figures we cannot read (`listed`), an estimate from its ingredients and the USDA table
 * (`estimate`, said as such), or nothing.
 */
export type SavedNutrition =
  | { kind: 'given'; view: MacroView; listed: [string, string][] }
  | { kind: 'listed'; listed: [string, string][] }
  | { kind: 'estimate'; view: MacroView }
  | { kind: 'unavailable' };

/** The columns of a saved_recipes row the nutrition is read from (jsonb read defensively). */
export interface SavedNutritionSource {
  readonly nutrition: unknown;
  readonly ingredients: unknown;
  readonly yields: unknown;
}

/** The servings a recipe makes, from its yields text ("4 servings", "Serves 6", "12 cookies"). */
export function servingsOf(yields: unknown): number | null {
  if (typeof yields !== 'string' || yields === '') return null;
  const m = /(\d+(?:[.,]\d+)?)/.exec(yields);
  if (!m) return null;
  const n = Math.round(Number((m[1] ?? '').replace(',', '.')));
  return Number.isFinite(n) && n >= 1 && n <= 1000 ? n : null;
}

const GIVEN: ReadonlyArray<readonly [keyof MacroView, string]> = [
  ['kcal', 'calories'],
  ['protein', 'proteinContent'],
  ['fat', 'fatContent'],
  ['carbs', 'carbohydrateContent'],
  ['fibre', 'fiberContent'],
  ['sugar', 'sugarContent'],
  ['sodium', 'sodiumContent'],
];

/** "143 kcal", "5 g", "0.3 g" of sodium → the number in the panel's unit. */
function amountIn(field: keyof MacroView, text: string): number | null {
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

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The page's nutrition object as text values (schema.org NutritionInformation). */
function givenFigures(raw: unknown): Record<string, string> | null {
  if (!isObject(raw)) return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' && value.trim() !== '') out[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = String(value);
  }
  return Object.keys(out).length > 0 ? out : null;
}

interface Line {
  readonly key: string | null;
  readonly quantity: number | null;
  readonly unit: string | null;
  readonly optional: boolean;
}

function lineOf(raw: unknown): Line | null {
  if (typeof raw === 'string')
    return raw.trim() ? { key: null, quantity: null, unit: null, optional: false } : null;
  if (!isObject(raw)) return null;
  const text = [raw.text, raw.name].find((v) => typeof v === 'string' && v.trim() !== '');
  if (text === undefined) return null;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  return {
    key: str(raw.key),
    quantity:
      typeof raw.quantity === 'number' && Number.isFinite(raw.quantity) ? raw.quantity : null,
    unit: str(raw.unit),
    optional: raw.optional === true,
  };
}

function unitOf(line: Line): Unit | null {
  if (line.unit) return toUnit(line.unit);
  return line.quantity !== null ? 'piece' : null;
}

/**
 * Nutrition for a saved recipe: what the page gave (schema.org names) when it gave any, else an
 * estimate from the parsed ingredients when at least half of them can be weighed and the servings
 * are known, else unavailable. The saved-recipe page and the food diary both read it from here.
 */
export function savedNutrition(recipe: SavedNutritionSource): SavedNutrition {
  const given = givenFigures(recipe.nutrition);
  if (given) {
    const view: MacroView = {};
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
  const all = Array.isArray(recipe.ingredients) ? recipe.ingredients : [];
  const lines = all.map(lineOf).filter((l): l is Line => l !== null && !l.optional);
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

/** The per-serving figures a saved recipe can be logged with, or null when there are none. */
export function savedNutritionView(nutrition: SavedNutrition): MacroView | null {
  return 'view' in nutrition ? nutrition.view : null;
}

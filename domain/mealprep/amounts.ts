import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { toUnit, type Unit } from '../ingredients/normalise-units.ts';
import { toGrams } from '../nutrition/compute.ts';
import { formatQuantity } from '../recipes/build.ts';
import { parseIngredientLine } from '../scrape/ingredients.ts';

/** One amount of one ingredient. `quantity` null means "to taste" or unstated. */
export interface Amount {
  readonly quantity: number | null;
  readonly unit: Unit;
}

const MASS_G: Partial<Record<Unit, number>> = {
  mg: 0.001,
  g: 1,
  kg: 1000,
  oz: 28.3495,
  lb: 453.592,
};
/** US customary, as the nutrient table measures them. */
const VOLUME_ML: Partial<Record<Unit, number>> = {
  ml: 1,
  l: 1000,
  tsp: 4.929,
  tbsp: 14.787,
  'fl-oz': 29.5735,
  cup: 236.588,
  pint: 473.176,
  quart: 946.353,
};
const METRIC: ReadonlySet<Unit> = new Set<Unit>(['mg', 'g', 'kg', 'ml', 'l']);
/** Units counted as things you pick up in a shop: they stay counts. */
const COUNTS: readonly Unit[] = [
  'piece',
  'can',
  'head',
  'bunch',
  'stick',
  'clove',
  'slice',
  'sprig',
  'handful',
];
/** Too small to shop for on their own; shown as written. */
const TRACES: readonly Unit[] = ['pinch', 'dash'];

const UNICODE_FRACTIONS: Readonly<Record<string, string>> = {
  '½': ' 1/2',
  '⅓': ' 1/3',
  '⅔': ' 2/3',
  '¼': ' 1/4',
  '¾': ' 3/4',
  '⅛': ' 1/8',
  '⅜': ' 3/8',
  '⅝': ' 5/8',
  '⅞': ' 7/8',
};

/**
 * Reads the amount at the start of a written line: "2 cups", "1½ tbsp", "2–3 carrots" (a range
 * counts as its upper end: buy enough), "1/2 tsp", "a pinch", "1 (400 g) can". Null when the line
 * states no amount.
 */
export function parseAmount(line: string): Amount | null {
  const text = line
    .replace(/[½⅓⅔¼¾⅛⅜⅝⅞]/g, (ch) => UNICODE_FRACTIONS[ch] ?? ch)
    .replace(/(\d)\s*[–—]\s*(\d)/g, '$1-$2')
    .replace(/^\s*(an?|one)\s+/i, '1 ')
    .trim();
  if (/^(salt|pepper|.*\bto taste\b)/i.test(text) && !/^\d/.test(text))
    return { quantity: null, unit: 'to-taste' };
  const parsed = parseIngredientLine(text);
  const quantity = parsed.quantity2 ?? parsed.quantity;
  const unitWord = parsed.unit ?? '';
  const unit = unitFromParser(unitWord);
  if (quantity === null) {
    if (/\bto taste\b/i.test(text)) return { quantity: null, unit: 'to-taste' };
    return null;
  }
  if (!Number.isFinite(quantity) || quantity <= 0) return null;
  return { quantity, unit };
}

/** parse-ingredient's unit ids ("tablespoon", "fluidOunce") and plain words, as our units. */
function unitFromParser(word: string): Unit {
  if (word === '') return 'piece';
  const ids: Readonly<Record<string, Unit>> = {
    tablespoon: 'tbsp',
    teaspoon: 'tsp',
    fluidOunce: 'fl-oz',
    gram: 'g',
    kilogram: 'kg',
    milligram: 'mg',
    milliliter: 'ml',
    liter: 'l',
    ounce: 'oz',
    pound: 'lb',
    cup: 'cup',
    pint: 'pint',
    quart: 'quart',
    pinch: 'pinch',
    dash: 'dash',
    clove: 'clove',
    slice: 'slice',
    can: 'can',
    bunch: 'bunch',
    stick: 'stick',
    sprig: 'sprig',
    head: 'head',
    handful: 'handful',
    piece: 'piece',
    each: 'piece',
    package: 'piece',
  };
  return ids[word] ?? toUnit(word) ?? 'piece';
}

function family(unit: Unit): 'mass' | 'volume' | 'count' | 'trace' | 'taste' {
  if (MASS_G[unit] !== undefined) return 'mass';
  if (VOLUME_ML[unit] !== undefined) return 'volume';
  if (unit === 'to-taste') return 'taste';
  if (TRACES.includes(unit)) return 'trace';
  return 'count';
}

/** A merged total in one unit, ready to show. */
export interface MergedAmount {
  readonly quantity: number | null;
  readonly unit: Unit;
  /** "1⅛ cups", "450 g", "3", "a pinch", "to taste". */
  readonly text: string;
}

/** Grams one unit of this ingredient weighs, through the household weights and densities. */
function gramsPerUnit(key: IngredientKey, unit: Unit): number | null {
  if (unit === 'to-taste') return null;
  const g = toGrams(key, 1, unit);
  return g === null || g <= 0 ? null : g;
}

/**
 * Adds up amounts of one ingredient across recipes and units:
 * - a count (3 onions, 1 can, 2 cloves) stays a count, and amounts in other units join it when the
 *   ingredient's household weights convert them (100 g onion → ⅔ onion), rounded up to whole things;
 * - otherwise weights add up (grams, or ounces/pounds when all were written so), and volumes join
 *   them through the ingredient's density;
 * - volumes alone add up in their own system (1 cup + 2 tbsp = 1⅛ cups; 200 ml + 1 l = 1.2 l);
 * - a pinch or a dash on its own stays one; "to taste" stays "to taste".
 * Whatever cannot be converted is kept as its own total, so nothing is lost.
 */
export function mergeAmounts(key: IngredientKey, amounts: readonly Amount[]): MergedAmount[] {
  const known = amounts.filter(
    (a) => a.unit !== 'to-taste' && a.quantity !== null && a.quantity > 0,
  );
  if (known.length === 0) {
    return amounts.length === 0 ? [] : [{ quantity: null, unit: 'to-taste', text: 'to taste' }];
  }
  const present = new Set(known.map((a) => a.unit));
  const countUnit = COUNTS.find((u) => present.has(u));
  const hasMass = known.some((a) => family(a.unit) === 'mass');
  const hasVolume = known.some((a) => family(a.unit) === 'volume');
  const target: Unit =
    countUnit ??
    (hasMass ? 'g' : hasVolume ? 'ml' : (TRACES.find((u) => present.has(u)) ?? known[0]!.unit));
  const targetFamily = family(target);
  const targetGrams = gramsPerUnit(key, target);
  let total = 0;
  const rest = new Map<Unit, number>();
  for (const a of known) {
    const q = a.quantity as number;
    const f = family(a.unit);
    if (f === 'trace' && targetFamily !== 'trace') continue; // a pinch beside a real amount is negligible
    if (a.unit === target) total += q;
    else if (targetFamily === 'mass' && f === 'mass') total += q * MASS_G[a.unit]!;
    else if (targetFamily === 'volume' && f === 'volume') total += q * VOLUME_ML[a.unit]!;
    else {
      const g = gramsPerUnit(key, a.unit);
      const per = targetFamily === 'mass' ? 1 : targetGrams;
      if (g !== null && per !== null) total += (q * g) / per;
      else rest.set(a.unit, (rest.get(a.unit) ?? 0) + q);
    }
  }
  const allImperial = known.every((a) => !METRIC.has(a.unit));
  const out: MergedAmount[] = [];
  if (total > 0) out.push(show(total, target, allImperial, present));
  for (const [unit, q] of rest) out.push(show(q, unit, allImperial, present));
  return out;
}

function plural(unit: Unit, n: number): string {
  const words: Partial<Record<Unit, readonly [string, string]>> = {
    cup: ['cup', 'cups'],
    can: ['can', 'cans'],
    head: ['head', 'heads'],
    bunch: ['bunch', 'bunches'],
    stick: ['stick', 'sticks'],
    clove: ['clove', 'cloves'],
    slice: ['slice', 'slices'],
    sprig: ['sprig', 'sprigs'],
    handful: ['handful', 'handfuls'],
    pinch: ['pinch', 'pinches'],
    dash: ['dash', 'dashes'],
    pint: ['pint', 'pints'],
    quart: ['quart', 'quarts'],
    'fl-oz': ['fl oz', 'fl oz'],
  };
  const w = words[unit];
  return w ? w[n > 1 ? 1 : 0] : unit;
}

function show(q: number, unit: Unit, imperial: boolean, present: ReadonlySet<Unit>): MergedAmount {
  const f = family(unit);
  if (f === 'count') {
    const n = Math.ceil(q - 0.01);
    return { quantity: n, unit, text: unit === 'piece' ? String(n) : `${n} ${plural(unit, n)}` };
  }
  if (f === 'trace') {
    const n = Math.ceil(q - 1e-6);
    return { quantity: n, unit, text: n === 1 ? `a ${unit}` : `${n} ${plural(unit, n)}` };
  }
  if (f === 'mass') {
    const grams = q * (MASS_G[unit] ?? 1);
    if (imperial && (present.has('oz') || present.has('lb'))) {
      const oz = grams / MASS_G.oz!;
      if (oz >= 16)
        return {
          quantity: round(oz / 16, 0.05),
          unit: 'lb',
          text: `${trim(round(oz / 16, 0.05))} lb`,
        };
      return { quantity: round(oz, 0.5), unit: 'oz', text: `${trim(round(oz, 0.5))} oz` };
    }
    if (grams >= 1000)
      return {
        quantity: round(grams / 1000, 0.05),
        unit: 'kg',
        text: `${trim(round(grams / 1000, 0.05))} kg`,
      };
    const g = grams < 20 ? round(grams, 1) : round(grams, 5);
    return { quantity: g, unit: 'g', text: `${trim(g)} g` };
  }
  const ml = q * (VOLUME_ML[unit] ?? 1);
  if (imperial) {
    const cups = ml / VOLUME_ML.cup!;
    if (cups >= 0.25) {
      const c = round(cups, 0.125);
      return { quantity: c, unit: 'cup', text: `${formatQuantity(c)} ${plural('cup', c)}` };
    }
    const tbsp = ml / VOLUME_ML.tbsp!;
    if (tbsp >= 1)
      return {
        quantity: round(tbsp, 0.5),
        unit: 'tbsp',
        text: `${formatQuantity(round(tbsp, 0.5))} tbsp`,
      };
    const tsp = round(ml / VOLUME_ML.tsp!, 0.25);
    return { quantity: tsp, unit: 'tsp', text: `${formatQuantity(Math.max(tsp, 0.25))} tsp` };
  }
  if (ml >= 1000)
    return {
      quantity: round(ml / 1000, 0.05),
      unit: 'l',
      text: `${trim(round(ml / 1000, 0.05))} l`,
    };
  const m = round(ml, 5);
  return { quantity: m, unit: 'ml', text: `${trim(Math.max(m, 1))} ml` };
}

/** Rounds up to a step (never down: a shopping list should be enough). */
function round(n: number, step: number): number {
  return Math.ceil(n / step - 0.01) * step;
}

function trim(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** Scales an amount (servings wanted / servings the recipe makes). */
export function scaleAmount(amount: Amount, factor: number): Amount {
  return amount.quantity === null
    ? amount
    : { quantity: amount.quantity * factor, unit: amount.unit };
}

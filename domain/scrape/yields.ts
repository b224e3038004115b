import { textOf } from './text.ts';

/**
 * Countable things a recipe can make, singular → plural. Anything else counts as servings: a dish
 * made one per person ("10 tacos", "36 peanut butter balls", "1 pizza", "4 burgers") is a count of
 * servings, so only batch bakes, measures and cut pieces keep their unit.
 */
const YIELD_UNITS: ReadonlyArray<readonly [string, string]> = [
  ['dozen', 'dozen'],
  ['batch', 'batches'],
  ['cake', 'cakes'],
  ['cupcake', 'cupcakes'],
  ['sandwich', 'sandwiches'],
  ['bun', 'buns'],
  ['cookie', 'cookies'],
  ['muffin', 'muffins'],
  ['loaf', 'loaves'],
  ['pie', 'pies'],
  ['tart', 'tarts'],
  ['cup', 'cups'],
  ['pint', 'pints'],
  ['gallon', 'gallons'],
  ['ounce', 'ounces'],
  ['pound', 'pounds'],
  ['gram', 'grams'],
  ['kilogram', 'kilograms'],
  ['liter', 'liters'],
  ['litre', 'litres'],
  ['piece', 'pieces'],
  ['slice', 'slices'],
  ['square', 'squares'],
  ['layer', 'layers'],
  ['scoop', 'scoops'],
  ['bar', 'bars'],
  ['patty', 'patties'],
  ['pancake', 'pancakes'],
  ['roll', 'rolls'],
  ['jar', 'jars'],
  ['brownie', 'brownies'],
  ['item', 'items'],
];

const SERVING_WORDS =
  /\b(?:servings?|serves?|portions?|people|persons?|personen|portionen|porties|personnes|porzioni|porciones|personas|porções|pessoas|porcje|osoby|adag|porsjoner|portioner|personer)\b/i;

const METRIC: Readonly<Record<string, string>> = {
  g: 'grams',
  gr: 'grams',
  kg: 'kilograms',
  ml: 'milliliters',
  cl: 'centiliters',
  dl: 'deciliters',
  l: 'liters',
  oz: 'ounces',
  lb: 'pounds',
  lbs: 'pounds',
};

/** The yield text: a string, a number, a QuantitativeValue, or the most telling item of a list. */
function yieldText(value: unknown): string | null {
  if (Array.isArray(value)) {
    const texts = value
      .map((v) => yieldText(v))
      .filter((t): t is string => t !== null && /\d/.test(t));
    // ["6", "6 to 8 servings"] (recipe-card plugins): the bare count is the one the site means;
    // its wording supplies the unit when it names the same number.
    const [first, ...rest] = texts;
    if (first === undefined) return null;
    if (/^\d+(?:[.,]\d+)?$/.test(first)) {
      const worded = rest.find(
        (t) => /\p{L}/u.test(t) && new RegExp(`^\\D{0,20}?${first.replace('.', '\\.')}\\b`).test(t),
      );
      if (worded !== undefined)
        return worded.replace(/(\d+(?:[.,]\d+)?)\s*(?:-|–|\sto\s)\s*(\d+(?:[.,]\d+)?)/i, '$1');
    }
    return texts.find((t) => /\p{L}/u.test(t)) ?? first;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const amount = textOf(record['value'] ?? record['maxValue'] ?? record['minValue']);
    if (amount !== null)
      return [amount, textOf(record['unitText'])].filter((t) => t !== null).join(' ');
  }
  return textOf(value);
}

function escapeRe(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function formatNumber(value: string): string {
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) ? String(n) : value;
}

/**
 * Normalises a yield the way recipe-scrapers does: number then unit. A range keeps its upper
 * bound ("4-6 servings" → "6 servings"); known countable units are kept ("24 cookies", "2 loaves",
 * "1 cake"); "Makes 2 racks" becomes "2 items"; everything else, including a bare number, becomes
 * "N servings" ("1 serving").
 */
export function normaliseYields(value: unknown): string | null {
  const raw = yieldText(value);
  if (raw === null) return null;
  let text = raw.replace(/[½]/g, '.5');
  const metric = /(\d+(?:[.,]\d+)?)\s*(g|gr|kg|ml|cl|dl|l|oz|lbs?)\b/i.exec(text);
  if (metric && metric.index < 3) {
    const unit = METRIC[(metric[2] ?? '').toLowerCase()];
    if (unit !== undefined) return `${formatNumber(metric[1] ?? '')} ${unit}`;
  }
  const range = /(\d+(?:[.,]\d+)?)(?:-|\s+to\s+)(\d+(?:[.,]\d+)?)/i.exec(text);
  if (range)
    text = text.slice(0, range.index) + text.slice(range.index).replace(range[0], range[2] ?? '');
  const numberMatch = /\d+(?:[.,]\d+)?/.exec(text);
  if (!numberMatch) return null;
  const amount = formatNumber(numberMatch[0]);
  const one = Number(amount) === 1;
  const lower = text.toLowerCase();
  // A countable unit named anywhere is what the recipe makes, even beside "serves" ("Serves 2
  // (serving size: 1 ½ cups)" → "2 cups"); "Makes 2 racks" counts things, "Makes 4 servings" people.
  let best: readonly [string, string] | null = null;
  for (const unit of YIELD_UNITS) {
    const [singular, plural] = unit;
    const re = new RegExp(`\\b(?:${escapeRe(singular)}|${escapeRe(plural)})\\b`, 'i');
    if (re.test(lower) && (best === null || singular.length > best[0].length)) best = unit;
  }
  if (best !== null) return `${amount} ${one ? best[0] : best[1]}`;
  if (/\bmakes\b/i.test(lower) && !SERVING_WORDS.test(lower))
    return `${amount} ${one ? 'item' : 'items'}`;
  return `${amount} ${one ? 'serving' : 'servings'}`;
}

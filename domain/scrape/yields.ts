import { textOf } from './text.ts';

/**
 * Countable things a recipe can make, singular → plural: the reference library's list (what the
 * scores are read against, and what sites across the web write: "20 churros", "12 naan", "1 bowl").
 * Anything else counts as servings: a dish made one per person ("10 tacos", "36 peanut butter
 * balls", "1 pizza") is a count of servings.
 */
const YIELD_UNITS: ReadonlyArray<readonly [string, string]> = [
  ['appetizer', 'appetizers'],
  ['bar', 'bars'],
  ['batch', 'batches'],
  ['bowl', 'bowls'],
  ['bun', 'buns'],
  ['cake', 'cakes'],
  ['cookie', 'cookies'],
  ['cup', 'cups'],
  ['cupcake', 'cupcakes'],
  ['dozen', 'dozen'],
  ['gallon', 'gallons'],
  ['gram', 'grams'],
  ['kilogram', 'kilograms'],
  ['hamburger bun', 'hamburger buns'],
  ['item', 'items'],
  ['layer', 'layers'],
  ['liter', 'liters'],
  ['loaf', 'loaves'],
  ['milliliter', 'milliliters'],
  ['muffin', 'muffins'],
  ['ounce', 'ounces'],
  ['pancake', 'pancakes'],
  ['patty', 'patties'],
  ['piece', 'pieces'],
  ['pie', 'pies'],
  ['pint', 'pints'],
  ['pound', 'pounds'],
  ['sandwich', 'sandwiches'],
  ['scone', 'scones'],
  ['scoop', 'scoops'],
  ['slice', 'slices'],
  ['taquito', 'taquitos'],
  ['brownie', 'brownies'],
  ['blondie', 'blondies'],
  ['churro', 'churros'],
  ['crepe', 'crepes'],
  ['croissant', 'croissants'],
  ['donut', 'donuts'],
  ['fritter', 'fritters'],
  ['naan', 'naan'],
  ['pierogi', 'pierogies'],
  ['pizzelle', 'pizzelles'],
  ['tart', 'tarts'],
  ['turnover', 'turnovers'],
  ['burrito', 'burritos'],
  ['quesadilla', 'quesadillas'],
  ['gordita', 'gorditas'],
  ['falafel', 'falafel'],
  ['wrap', 'wraps'],
  ['skewer', 'skewers'],
  ['jar', 'jars'],
  ['square', 'squares'],
  ['roll', 'rolls'],
];

/** A word on its own: not part of a longer word, in any script ("bar" is not in "barbecue"). */
const word = (text: string): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\p{N}_])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_])`,
    'iu',
  );

const UNIT_PATTERNS = YIELD_UNITS.map(([singular, plural]) => ({
  singular,
  plural,
  singularRe: word(singular),
  pluralRe: word(plural),
}));

/** A weight or volume written short right after the first count ("750 g di crema", "Yield: 2 lbs"). */
const ABBREVIATIONS: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/^\D*\d+(?:\.\d*)?\s*kg(?![\p{L}\p{N}_])/iu, 'kilogram', 'kilograms'],
  [/^\D*\d+(?:\.\d*)?\s*lbs(?![\p{L}\p{N}_])/iu, 'pound', 'pounds'],
  [/^\D*\d+(?:\.\d*)?\s*lb(?![\p{L}\p{N}_])/iu, 'pound', 'pounds'],
  [/^\D*\d+(?:\.\d*)?\s*oz(?![\p{L}\p{N}_])/iu, 'ounce', 'ounces'],
  [/^\D*\d+(?:\.\d*)?\s*ml(?![\p{L}\p{N}_])/iu, 'milliliter', 'milliliters'],
  [/^\D*\d+(?:\.\d*)?\s*g(?![\p{L}\p{N}_])/iu, 'gram', 'grams'],
];

/** "Makes 2 racks", "4 porzioni": a count of things, not of people. */
const ITEMS = /(?<![\p{L}\p{N}_])(?:makes|porzioni)(?![\p{L}\p{N}_])/iu;

/** A range written as one: "4-6", "4 to 6" (not "4 - 6", not "about 3- 4"). */
const RANGE = /\d+(\s+to\s+|-)\d+/i;

function hasUnit(text: string): boolean {
  return (
    UNIT_PATTERNS.some((u) => u.singularRe.test(text) || u.pluralRe.test(text)) ||
    ABBREVIATIONS.some(([re]) => re.test(text))
  );
}

/** The yield text: a string, a number, a QuantitativeValue, or the item of a list that names a unit. */
function yieldText(value: unknown): string | null {
  if (Array.isArray(value)) {
    const texts = value.map((v) => yieldText(v)).filter((t): t is string => t !== null);
    // ["20", "20 - 22 churros"] (recipe-card plugins): the wording that names what is made,
    // else the first (a bare count, or "6 to 8 servings" beside its "6").
    return texts.find((t) => hasUnit(t)) ?? texts[0] ?? null;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const amount = textOf(record['value'] ?? record['maxValue'] ?? record['minValue']);
    if (amount !== null)
      return [amount, textOf(record['unitText'])].filter((t) => t !== null).join(' ');
  }
  return textOf(value);
}

function countLabel(amount: number, singular: string, plural: string): string {
  return `${String(amount)} ${amount === 1 ? singular : plural}`;
}

/**
 * Normalises a yield the way the reference library (recipe-scrapers) does, the rule the web's
 * recipe data is read by: number then unit. A range keeps its upper bound ("4-6 servings" →
 * "6 servings"); a countable unit named anywhere is what the recipe makes, the longest name
 * winning ("24 cookies", "2 loaves", "Serves 2 (serving size: 1 ½ cups)" → "2 cups"); else a
 * weight or volume written short after the count ("750 g" → "750 grams"); "Makes 2 racks" and
 * "Makes: 2 servings" count items; everything else, a bare number included, is "N servings".
 * Null when no count is written ("a few").
 */
export function normaliseYields(value: unknown): string | null {
  const raw = yieldText(value);
  if (raw === null) return null;
  let text = raw;
  const range = RANGE.exec(text);
  if (range) {
    // The text between the separator's first and second use: the upper bound and its words.
    const separator = range[1] ?? '-';
    const rest = text.slice(text.indexOf(separator) + separator.length);
    const next = rest.indexOf(separator);
    text = next === -1 ? rest : rest.slice(0, next);
  }
  const numberMatch = /\d+(?:\.\d*)?/.exec(text);
  if (!numberMatch) return null;
  const amount = Number(numberMatch[0]);
  if (!Number.isFinite(amount)) return null;
  let best: { singular: string; plural: string; length: number } | null = null;
  for (const unit of UNIT_PATTERNS) {
    const singular = unit.singularRe.test(text);
    const plural = unit.pluralRe.test(text);
    if (!singular && !plural) continue;
    const length =
      singular && plural
        ? Math.max(unit.singular.length, unit.plural.length)
        : singular
          ? unit.singular.length
          : unit.plural.length;
    if (best === null || length > best.length) best = { ...unit, length };
  }
  if (best !== null) return countLabel(amount, best.singular, best.plural);
  for (const [re, singular, plural] of ABBREVIATIONS) {
    if (re.test(text)) return countLabel(amount, singular, plural);
  }
  if (ITEMS.test(text)) return countLabel(amount, 'item', 'items');
  return countLabel(amount, 'serving', 'servings');
}

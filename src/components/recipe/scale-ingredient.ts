import pluralize from 'pluralize';
import { formatQuantity, ingredientDisplayName } from '@domain';
import type { ScalableIngredient as RecipeIngredientView } from './recipe-view-types';

/** Fractions cooks read (eighths and thirds), as glyphs. */
const GLYPHS: ReadonlyArray<readonly [number, string]> = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
];
const SNAP = 0.03;

/** A scaled amount in kitchen terms: 2.25 → "2¼", 0.625 → "⅝", 37.5 → "38". */
export function formatAmount(q: number, unit = ''): string {
  if (!(q > 0)) return '0';
  if (q >= 20 || (q >= 10 && (unit === 'g' || unit === 'ml'))) return String(Math.round(q));
  const whole = Math.floor(q);
  const frac = q - whole;
  if (frac < SNAP) return String(whole);
  if (frac > 1 - SNAP) return String(whole + 1);
  const glyph = GLYPHS.find(([v]) => Math.abs(v - frac) < SNAP);
  if (glyph) return whole === 0 ? glyph[1] : `${whole}${glyph[1]}`;
  return formatQuantity(Math.round(q * 10) / 10);
}

const UNIT_FORMS: Record<string, readonly [string, string]> = {
  cup: ['cup', 'cups'],
  clove: ['clove', 'cloves'],
  slice: ['slice', 'slices'],
  can: ['can', 'cans'],
  bunch: ['bunch', 'bunches'],
  handful: ['handful', 'handfuls'],
  sprig: ['sprig', 'sprigs'],
  pinch: ['pinch', 'pinches'],
  dash: ['dash', 'dashes'],
  stick: ['stick', 'sticks'],
  head: ['head', 'heads'],
  pint: ['pint', 'pints'],
  quart: ['quart', 'quarts'],
};

function swapWord(rest: string, from: readonly string[], to: string): string {
  for (const word of from) {
    if (word && (rest === word || rest.startsWith(`${word} `) || rest.startsWith(`${word},`))) {
      return to + rest.slice(word.length);
    }
  }
  return rest;
}

/**
 * The ingredient line for `factor` times the recipe: the amount scaled and written as a sensible
 * fraction, the unit (and a counted ingredient's name) in the right singular or plural, notes
 * kept. Lines without an amount ("salt, to taste") are unchanged.
 */
export function scaleIngredientText(line: RecipeIngredientView, factor: number): string {
  if (line.quantity === null || !(factor > 0) || factor === 1) return line.text;
  const prefix = `${formatQuantity(line.quantity)} `;
  if (!line.text.startsWith(prefix)) return line.text;
  const q = line.quantity * factor;
  const many = q > 1;
  let rest = line.text.slice(prefix.length);
  const forms = UNIT_FORMS[line.unit];
  if (forms) {
    rest = swapWord(rest, forms, many ? forms[1] : forms[0]);
  } else if (line.unit === 'piece' && line.key) {
    const name = ingredientDisplayName(line.key);
    const plural = pluralize.plural(name);
    rest = swapWord(rest, [plural, name], many ? plural : name);
  }
  return `${formatAmount(q, line.unit)} ${rest}`;
}

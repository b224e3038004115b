import { formatAmount, scaleIngredientText } from '@/components/recipe/scale-ingredient';
import type { SavedIngredient } from './saved-recipe';

const GLYPH: Record<string, number> = {
  '½': 1 / 2,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const G = '½¼¾⅓⅔⅛⅜⅝⅞';
/** One amount as web pages write it: "1 1/2", "3/4", "1.5", "2½", "½". */
const AMOUNT = `(?:\\d+\\s+\\d+\\/\\d+|\\d+\\/\\d+|\\d+(?:[.,]\\d+)?(?:\\s?[${G}])?|[${G}])`;
const LEADING = new RegExp(`^(${AMOUNT})(?:(\\s*(?:-|–|to)\\s*)(${AMOUNT}))?(?=\\s|[a-zA-Z]|$)`);

/** The value of one written amount, or null. */
export function amountValue(text: string): number | null {
  const t = text.trim();
  let m = /^(\d+)\s+(\d+)\/(\d+)$/.exec(t);
  if (m) return Number(m[1]) + Number(m[2]) / Number(m[3]);
  m = /^(\d+)\/(\d+)$/.exec(t);
  if (m) return Number(m[2]) === 0 ? null : Number(m[1]) / Number(m[2]);
  m = new RegExp(`^(\\d+(?:[.,]\\d+)?)?\\s?([${G}])?$`).exec(t);
  if (m && (m[1] !== undefined || m[2] !== undefined)) {
    const whole = m[1] === undefined ? 0 : Number(m[1].replace(',', '.'));
    return whole + (m[2] === undefined ? 0 : (GLYPH[m[2]] ?? 0));
  }
  return null;
}

/**
 * The line for `factor` times the recipe. Lines the built-in pages know how to scale (amount
 * written as we format it) use their rules; otherwise the leading amount or range is scaled and
 * written as a cook's fraction. Lines without a leading amount are unchanged.
 */
export function scaleSavedLine(line: SavedIngredient, factor: number): string {
  if (!(factor > 0) || factor === 1) return line.text;
  const shared = scaleIngredientText(
    {
      key: line.key ?? '',
      quantity: line.quantity,
      unit: line.unit ?? '',
      optional: line.optional === true,
      text: line.text,
    },
    factor,
  );
  if (shared !== line.text) return shared;
  const m = LEADING.exec(line.text);
  if (!m) return line.text;
  const low = amountValue(m[1] ?? '');
  if (low === null || low <= 0) return line.text;
  const unit = line.unit ?? '';
  let out = formatAmount(low * factor, unit);
  if (m[3] !== undefined) {
    const high = amountValue(m[3]);
    if (high === null) return line.text;
    out += `${m[2] ?? '-'}${formatAmount(high * factor, unit)}`;
  }
  return out + line.text.slice(m[0].length);
}

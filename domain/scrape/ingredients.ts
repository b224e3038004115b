import { parseIngredient } from 'parse-ingredient';
import { cleanLines, textOf, unescapeBreaks } from './text.ts';
import type { JsonValue, ScrapedIngredient } from './types.ts';

/**
 * Ingredient lines from `recipeIngredient` / legacy `ingredients`: flattened, cleaned, blanks
 * dropped. A whole list given as one string with line breaks (newlines, `<br>`, paragraphs) is
 * split at them; a list of several strings keeps each one a line.
 */
export function ingredientLines(value: JsonValue | undefined): string[] {
  const first = Array.isArray(value) && value.length === 1 ? value[0] : value;
  const only = typeof first === 'string' ? unescapeBreaks(first) : first;
  if (typeof only === 'string') {
    // Items indented under lines that are not ("Sauce" over "\t2 tomatoes"): those are headings.
    const raw = only.split(/\r?\n|\r/).filter((line) => cleanLines(line).length > 0);
    const indented = raw.filter((line) => /^(?:\t| {2,})/.test(line));
    const source =
      indented.length >= 2 && indented.length * 2 >= raw.length ? indented.join('\n') : only;
    const lines = cleanLines(source);
    if (lines.length > 1) return lines;
  }
  const out: string[] = [];
  const visit = (item: JsonValue | undefined, depth: number): void => {
    if (item === undefined || item === null || depth > 5) return;
    if (Array.isArray(item)) {
      for (const child of item) visit(child, depth + 1);
      return;
    }
    if (typeof item === 'string') {
      const parts = severalLines(unescapeBreaks(item));
      if (parts !== null) {
        out.push(...parts);
        return;
      }
    }
    const text = textOf(item);
    if (text !== null) out.push(text);
  };
  visit(value, 0);
  return out;
}

const AMOUNT_LED = /^(?:\d|[½¼¾⅓⅔⅛⅜⅝⅞])/u;

/**
 * The lines of one list item that holds several ingredients, one a line ("3 Tbsp olive oil\n3
 * garlic cloves", as recipe-card plugins write pasted blocks): most lines open with an amount and
 * none continues the line before it ("(sifted)", ", divided"); null when the item is one line.
 */
function severalLines(item: string): string[] | null {
  if (!/[\r\n]/.test(item)) return null;
  const parts = cleanLines(item.replace(/\r\n?/g, '\n'));
  if (parts.length < 2 || parts.some((p) => p.length > 120)) return null;
  if (parts.slice(1).some((p) => /^[(,;\p{Ll}]/u.test(p) && !AMOUNT_LED.test(p))) return null;
  return parts.filter((p) => AMOUNT_LED.test(p)).length * 2 >= parts.length ? parts : null;
}

function finite(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Splits one ingredient line into quantity, unit and name; never throws. */
export function parseIngredientLine(line: string): ScrapedIngredient {
  try {
    const [first] = parseIngredient(line, { normalizeUOM: true });
    if (first && !first.isGroupHeader) {
      return {
        line,
        quantity: finite(first.quantity),
        quantity2: finite(first.quantity2),
        unit: first.unitOfMeasureID ?? first.unitOfMeasure ?? null,
        name: first.description.trim() || line,
      };
    }
  } catch {
    // Fall through to the plain line.
  }
  return { line, quantity: null, quantity2: null, unit: null, name: line };
}

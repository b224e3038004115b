import { parseIngredient } from 'parse-ingredient';
import { cleanLines, textOf } from './text.ts';
import type { JsonValue, ScrapedIngredient } from './types.ts';

/**
 * Ingredient lines from `recipeIngredient` / legacy `ingredients`: flattened, cleaned, blanks
 * dropped. A whole list given as one string with line breaks (newlines, `<br>`, paragraphs) is
 * split at them; a list of several strings keeps each one a line.
 */
export function ingredientLines(value: JsonValue | undefined): string[] {
  const only = Array.isArray(value) && value.length === 1 ? value[0] : value;
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
    const text = textOf(item);
    if (text !== null) out.push(text);
  };
  visit(value, 0);
  return out;
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

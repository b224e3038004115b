import { INGREDIENTS } from './canonical.ts';
import type { IngredientKey } from './canonical-types.ts';
import { normaliseIngredient } from './normalise.ts';
import { nameIndex } from './synonyms.ts';

export interface IngredientSuggestion {
  readonly key: IngredientKey;
  /** Display name of the suggested ingredient. */
  readonly name: string;
  /** The known spelling that was closest. */
  readonly matched: string;
  /** Edits between the text and `matched` (0 when the text is understood as is). */
  readonly distance: number;
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps). Stops early and
 * returns `max + 1` once the distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let before = new Int32Array(width);
  let prev = new Int32Array(width);
  let row = new Int32Array(width);
  for (let j = 0; j < width; j += 1) prev[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    row[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j += 1) {
      const cb = b.charCodeAt(j - 1);
      let best = Math.min(
        (prev[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (ca === cb ? 0 : 1),
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        best = Math.min(best, (before[j - 2] ?? 0) + 1);
      }
      row[j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (rowMin > max) return max + 1;
    [before, prev, row] = [prev, row, before];
  }
  return prev[b.length] ?? max + 1;
}

function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  if (length <= 10) return 2;
  return 3;
}

/**
 * The known ingredient nearest to what was typed, for "did you mean …?" (tomatoe → tomato).
 * Returns null when nothing is close enough.
 */
export function closestIngredient(text: string): IngredientSuggestion | null {
  const understood = normaliseIngredient(text);
  if (understood.key) {
    const entry = INGREDIENTS.get(understood.key);
    return {
      key: understood.key,
      name: entry?.name ?? understood.name,
      matched: understood.name,
      distance: 0,
    };
  }
  const target = understood.name;
  const max = allowedEdits(target.length);
  if (max === 0) return null;
  let best: IngredientSuggestion | null = null;
  for (const [name, key] of nameIndex()) {
    const distance = editDistance(target, name, max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && name < best.matched)) {
      best = { key, name: INGREDIENTS.get(key)?.name ?? name, matched: name, distance };
    }
  }
  return best;
}

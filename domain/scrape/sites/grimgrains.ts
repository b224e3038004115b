import { all, one, textContent } from '../dom.ts';
import { parseDurationMinutes } from '../duration.ts';
import type { RecipeFields } from '../schema-recipe.ts';
import { normaliseYields } from '../yields.ts';
import type { SiteRule } from './types.ts';

/**
 * Grim Grains has no schema.org data: ingredients are `<dt>` items holding the name in `<b>` and
 * the amount in `<u>`, and the subtitle under the title reads "10 pieces — 20 minutes".
 */
export const grimgrains: SiteRule = {
  hosts: ['grimgrains.com'],
  extract(doc) {
    const out: Partial<RecipeFields> = {};
    const lines = all(doc, 'dl.ingredients dt')
      .map((dt) =>
        [textContent(one(dt, 'b')), textContent(one(dt, 'u'))]
          .filter((t) => t.length > 0)
          .join(': '),
      )
      .filter((line) => line.length > 0);
    if (lines.length > 0) out.ingredientLines = lines;
    const subtitle = textContent(one(doc, 'h1 + h2'));
    const [amount, time] = subtitle.split(/\s+[—–-]\s+/);
    if (amount !== undefined && /\d/.test(amount)) out.yields = normaliseYields(amount);
    if (time !== undefined) out.totalMinutes = parseDurationMinutes(time);
    return out;
  },
};

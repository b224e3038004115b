import { wprmIngredients } from '../wprm.ts';
import type { SiteRule } from './types.ts';

/**
 * Sites whose ingredient lines are read from their WP Recipe Maker card as readers see it, not
 * from the JSON-LD the plugin emits beside it. The plugin's JSON-LD wraps each line's notes in
 * parentheses and rewrites fractions ("1 Süßkartoffel (ca. 200 g)", "1/2 TL"); these sites write
 * their notes as part of the line ("200 gms 1 cup of white sugar", "½ TL"). Not a generic rule:
 * on most WPRM sites the JSON-LD wording is the expected one (checked on a dozen of them).
 */
export const wprmCard: SiteRule = {
  hosts: ['drizzleanddip.com', 'madamecuisine.de'],
  extract(doc) {
    const lines = wprmIngredients(doc).flatMap((group) => [...group.ingredients]);
    return lines.length > 0 ? { ingredientLines: lines } : {};
  },
};

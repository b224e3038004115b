import type { Document } from './dom.ts';
import { all, one, textContent } from './dom.ts';
import type { ScrapedIngredientGroup } from './types.ts';

/**
 * Ingredient lines as rendered by the WP Recipe Maker plugin (used by many food blogs), with their
 * groups. Its HTML is what readers see; the JSON-LD it also emits wraps notes in parentheses and
 * drops group names. Only the first recipe card on the page is read. Empty when the page has none.
 */
export function wprmIngredients(doc: Document): ScrapedIngredientGroup[] {
  const container = one(doc, '.wprm-recipe-ingredients-container');
  if (container === null) return [];
  const groups: ScrapedIngredientGroup[] = [];
  for (const group of all(container, '.wprm-recipe-ingredient-group')) {
    const name = textContent(one(group, '.wprm-recipe-group-name'));
    const lines = all(group, '.wprm-recipe-ingredient')
      .map((li) => textContent(li))
      .filter((line) => line.length > 0);
    if (lines.length > 0)
      groups.push({ purpose: name.length > 0 ? name : null, ingredients: lines });
  }
  return groups;
}

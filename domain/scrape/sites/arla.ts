import { attr, one } from '../dom.ts';
import { isObject } from '../json-ld.ts';
import { cleanText } from '../text.ts';
import type { ScrapedIngredientGroup } from '../types.ts';
import type { SiteRule } from './types.ts';

/**
 * Arla's recipe pages render their ingredient list in the browser from a JSON model kept in the
 * list's `data-model` attribute: groups ("Äppelkompott:") of `formattedAmount` + `formattedName`.
 * That model is what readers see; the page's JSON-LD lower-cases the names and drops the groups.
 */
const str = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export const arla: SiteRule = {
  hosts: ['arla.se'],
  extract(doc) {
    const raw = attr(one(doc, '[data-vue="RecipeIngredientList"][data-model]'), 'data-model');
    if (raw === null) return {};
    let model: unknown;
    try {
      model = JSON.parse(raw);
    } catch {
      return {};
    }
    const groups: ScrapedIngredientGroup[] = [];
    const list = isObject(model) ? model['ingredientGroups'] : null;
    for (const group of Array.isArray(list) ? list.filter(isObject) : []) {
      const items = Array.isArray(group['ingredients'])
        ? group['ingredients'].filter(isObject)
        : [];
      const lines = items
        .map((item) => cleanText(`${str(item['formattedAmount'])} ${str(item['formattedName'])}`))
        .filter((line) => line.length > 0);
      const title = cleanText(str(group['title']));
      if (lines.length > 0)
        groups.push({ purpose: title.length > 0 ? title : null, ingredients: lines });
    }
    if (groups.length === 0) return {};
    return { ingredientLines: groups.flatMap((g) => [...g.ingredients]), ingredientGroups: groups };
  },
};

import { isUpcIngredient } from './labels.ts';

export interface RecipeSearchRequest {
  ingredients: string[];
  barcodes: string[];
}

/**
 * The body of a recipe search (spec §5, §7): ingredients trimmed and
 * lower-cased; those carrying the UPC marker are sent as barcodes instead.
 * Empty entries and repeats are dropped.
 */
export function prepareRecipeSearch(items: readonly string[]): RecipeSearchRequest {
  const ingredients = new Set<string>();
  const barcodes = new Set<string>();
  for (const item of items) {
    const code = isUpcIngredient(item);
    if (code !== null) {
      barcodes.add(code);
      continue;
    }
    const clean = item.trim().toLowerCase();
    if (clean !== '') ingredients.add(clean);
  }
  return { ingredients: [...ingredients], barcodes: [...barcodes] };
}

import { parseIngredientLine } from './ingredients.ts';
import { findRecipeNode, indexIds } from './json-ld.ts';
import type { RecipeFields } from './schema-recipe.ts';
import { fieldsFromSchema } from './schema-recipe.ts';
import type {
  ScrapedIngredientGroup,
  JsonValue,
  PageSummary,
  ScrapedRecipe,
  ScrapeSource,
} from './types.ts';

/** No real recipe has more lines than this; hostile pages may have a million. */
const MAX_LINES = 500;

/** Builds the public recipe from extracted fields, with page metadata filling the gaps. */
export function assembleRecipe(
  fields: RecipeFields,
  summary: PageSummary,
  source: ScrapeSource,
  ingredientGroups: readonly ScrapedIngredientGroup[] = [],
): ScrapedRecipe {
  const ingredientLines = fields.ingredientLines.slice(0, MAX_LINES);
  const instructions = fields.instructions.slice(0, MAX_LINES);
  const images = [...fields.images];
  if (images.length === 0 && summary.image !== null) images.push(summary.image);
  return {
    found: true,
    source,
    title: fields.title ?? summary.title,
    description: fields.description ?? summary.description,
    image: images[0] ?? null,
    images,
    author: fields.author,
    siteName: fields.siteName ?? summary.siteName,
    canonicalUrl: summary.canonicalUrl,
    language: summary.language,
    yields: fields.yields,
    prepMinutes: fields.prepMinutes,
    cookMinutes: fields.cookMinutes,
    totalMinutes: fields.totalMinutes,
    ingredientLines,
    ingredients: ingredientLines.map(parseIngredientLine),
    ingredientGroups,
    instructions,
    instructionGroups: fields.instructionGroups.filter((g) => g.start < instructions.length),
    cuisine: fields.cuisine,
    category: fields.category,
    keywords: fields.keywords,
    nutrition: fields.nutrition,
  };
}

/**
 * A recipe from already-parsed schema.org JSON-LD (an imported file, a pasted block): the first
 * Recipe found anywhere in `value`, or null. `sourceUrl` resolves relative image URLs.
 */
export function recipeFromJsonLd(value: unknown, sourceUrl: string): ScrapedRecipe | null {
  try {
    const blocks = [value as JsonValue];
    const node = findRecipeNode(blocks);
    if (node === null) return null;
    const fields = fieldsFromSchema(node, indexIds(blocks), sourceUrl);
    const url = typeof node['url'] === 'string' ? node['url'] : sourceUrl;
    const summary: PageSummary = {
      title: null,
      description: null,
      image: null,
      siteName: null,
      canonicalUrl: url,
      language: null,
    };
    return assembleRecipe(fields, summary, 'json-ld');
  } catch {
    return null;
  }
}

/**
 * The collection as files: our own JSON (a versioned envelope that import reads back losslessly)
 * and schema.org JSON-LD (an array of `Recipe` objects other apps understand). Pure functions.
 */
import type { SavedInstruction, SavedRecipe } from './saved-recipe';

export const EXPORT_FORMAT = 'larder-saved-recipes';
export const EXPORT_VERSION = 1;

/** One recipe in our export: the row without its id and owner (the importer gets new ones). */
export type ExportedRecipe = Omit<SavedRecipe, 'id' | 'updated_at' | 'ingredient_keys'>;

export interface LarderExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  recipes: ExportedRecipe[];
}

export function toLarderExport(recipes: readonly SavedRecipe[], now: Date): LarderExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    recipes: recipes.map((r) => ({
      url: r.url,
      canonical_url: r.canonical_url,
      title: r.title,
      description: r.description,
      image_url: r.image_url,
      site_name: r.site_name,
      author: r.author,
      yields: r.yields,
      prep_minutes: r.prep_minutes,
      cook_minutes: r.cook_minutes,
      total_minutes: r.total_minutes,
      ingredients: r.ingredients,
      instructions: r.instructions,
      cuisine: r.cuisine,
      category: r.category,
      keywords: r.keywords,
      nutrition: r.nutrition,
      notes: r.notes,
      tags: r.tags,
      created_at: r.created_at,
    })),
  };
}

/** Minutes as an ISO-8601 duration: 0 → "PT0M", 90 → "PT1H30M", 1500 → "P1DT1H". */
export function isoDuration(minutes: number | null): string | undefined {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return undefined;
  const total = Math.round(minutes);
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  const time = `${hours > 0 ? `${hours}H` : ''}${mins > 0 || (hours === 0 && days === 0) ? `${mins}M` : ''}`;
  return `P${days > 0 ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}

type HowTo =
  | { '@type': 'HowToStep'; text: string }
  | {
      '@type': 'HowToSection';
      name: string;
      itemListElement: { '@type': 'HowToStep'; text: string }[];
    };

/** Steps in order; consecutive steps of one named group become one HowToSection. */
export function howToInstructions(steps: readonly SavedInstruction[]): HowTo[] {
  const out: HowTo[] = [];
  for (const step of steps) {
    const item = { '@type': 'HowToStep' as const, text: step.text };
    const last = out[out.length - 1];
    if (step.group === null) out.push(item);
    else if (last && last['@type'] === 'HowToSection' && last.name === step.group)
      last.itemListElement.push(item);
    else out.push({ '@type': 'HowToSection', name: step.group, itemListElement: [item] });
  }
  return out;
}

/** Drops undefined, null, empty strings and empty arrays so the JSON-LD stays clean. */
function compact(obj: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(obj).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

export function toSchemaRecipe(r: SavedRecipe): Record<string, unknown> {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: r.title,
    description: r.description,
    url: r.canonical_url || r.url,
    image: r.image_url,
    author: r.author ? { '@type': 'Person', name: r.author } : null,
    publisher: r.site_name ? { '@type': 'Organization', name: r.site_name } : null,
    recipeYield: r.yields,
    prepTime: isoDuration(r.prep_minutes),
    cookTime: isoDuration(r.cook_minutes),
    totalTime: isoDuration(r.total_minutes),
    recipeIngredient: r.ingredients.map((i) => i.text),
    recipeInstructions: howToInstructions(r.instructions),
    recipeCuisine: r.cuisine,
    recipeCategory: r.category,
    keywords: [...r.keywords, ...r.tags].join(', '),
    nutrition: r.nutrition ? { '@type': 'NutritionInformation', ...r.nutrition } : null,
    dateCreated: r.created_at || null,
  });
}

export function toJsonLdExport(recipes: readonly SavedRecipe[]): Record<string, unknown>[] {
  return recipes.map(toSchemaRecipe);
}

/** File names with the date: larder-saved-recipes-2026-11-22.json / .jsonld. */
export function exportFileName(kind: 'json' | 'jsonld', now: Date): string {
  return `larder-saved-recipes-${now.toISOString().slice(0, 10)}.${kind}`;
}

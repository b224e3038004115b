import { slugify } from '@domain';
import { isJsonObject } from '@/lib/json-values';

/**
 * One bundled recipe by its title or slug, as the web build writes it (`/recipe-data/<slug>.json`,
 * scripts/vite-recipe-data.ts): the recipe shown with no kitchen. `null` when the file is another
 * recipe's (a title that only shares its slug); `undefined` when there is no such file or it cannot
 * be read here (not a library recipe, offline, the dev server, the desktop app, which has no
 * recipe files), so the caller asks the whole library.
 */
export async function fetchLibraryRecipe(
  title: string,
): Promise<Record<string, unknown> | null | undefined> {
  const wanted = title.trim().toLowerCase();
  const slug = slugify(wanted);
  if (!slug) return null;
  let response: Response;
  try {
    response = await fetch(`${import.meta.env.BASE_URL}recipe-data/${slug}.json`);
  } catch {
    return undefined;
  }
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    const recipe: unknown = await response.json();
    if (!isJsonObject(recipe) || typeof recipe.title !== 'string') return undefined;
    // Another title can share the slug ("Classic pancakes!" → classic-pancakes): the same rule as the library's.
    return recipe.title.toLowerCase() === wanted || recipe.slug === wanted ? recipe : null;
  } catch {
    return undefined;
  }
}

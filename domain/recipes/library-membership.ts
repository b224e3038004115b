import { LIBRARY_DRINK_SLUG_LIST, LIBRARY_RECIPE_SLUG_LIST } from './library-slugs.ts';

let recipes: ReadonlySet<string> | null = null;
let drinks: ReadonlySet<string> | null = null;

/**
 * Whether a slug is one of the built-in recipe library's, answered from the generated slug list
 * (library-slugs.ts) so a caller need not load the library itself.
 */
export function isLibraryRecipeSlug(slug: string): boolean {
  recipes ??= new Set(LIBRARY_RECIPE_SLUG_LIST.split(' '));
  return recipes.has(slug);
}

/** Whether a slug is one of the bar's drink library's (see isLibraryRecipeSlug). */
export function isLibraryDrinkSlug(slug: string): boolean {
  drinks ??= new Set(LIBRARY_DRINK_SLUG_LIST.split(' '));
  return drinks.has(slug);
}

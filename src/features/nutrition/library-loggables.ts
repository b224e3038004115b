import { DRINK_LIBRARY, RECIPE_LIBRARY, drinkMacros } from '@domain';
import { servingFromMacros, type LoggableRecipe } from './recipe-sources';

/*
 * Apart from recipe-sources.ts so "Log it" (which needs only recipe-sources) does not load the
 * recipe and drink libraries: only the diary's "Add food" search does.
 */

let library: LoggableRecipe[] | null = null;

/** The built-in recipes and drinks, made loggable once. */
export function libraryLoggables(): LoggableRecipe[] {
  library ??= [
    ...RECIPE_LIBRARY.map((r): LoggableRecipe => ({
      key: `recipe:${r.slug}`,
      name: r.title,
      kind: 'recipe',
      slug: r.slug,
      savedRecipeId: null,
      perServing: servingFromMacros(r.nutrition),
    })),
    ...DRINK_LIBRARY.map((d): LoggableRecipe => ({
      key: `drink:${d.slug}`,
      name: d.title,
      kind: 'drink',
      slug: d.slug,
      savedRecipeId: null,
      perServing: servingFromMacros(drinkMacros(d.figures)),
    })),
  ].sort((a, b) => a.name.localeCompare(b.name));
  return library;
}

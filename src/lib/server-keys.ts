import { queryCache, type QueryKey } from './server-cache';

/**
 * The keys of the server data the app holds in its one cache (server-cache.ts), in one place so a
 * feature can say "this changed" about data another feature shows without importing it.
 */
export const SERVER_KEYS = {
  /** The user's favourites list (favorites feature). */
  favorites: (userId: string): QueryKey => ['favorites', userId],
  /** Everything read from `saved_recipes`: the list, one recipe, the meal plan's look-ups. */
  savedRecipes: (userId: string): QueryKey => ['saved-recipes', userId],
  /** One row of the public `recipes` table, by slug or title. */
  recipe: (column: 'slug' | 'title', value: string): QueryKey => ['recipe', column, value],
} as const;

/**
 * The saved-recipes collection changed (a recipe saved from the header dialog or pasted, restored
 * by Undo, imported): whatever shows it reads it again, whichever page made the change.
 */
export function savedRecipesChanged(): void {
  queryCache.invalidate(['saved-recipes']);
}

/** Favourites changed elsewhere (a saved recipe deleted or restored takes its favourites along). */
export function favoritesChanged(): void {
  queryCache.invalidate(['favorites']);
}

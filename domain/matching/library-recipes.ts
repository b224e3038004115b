import type { LibraryRecipe } from '../recipes/types.ts';
import type { MatchableRecipe } from './types.ts';

/** A built-in library recipe in the matcher's shape: every library field plus id and total time. */
export type MatchableLibraryRecipe = LibraryRecipe &
  MatchableRecipe & { readonly totalMinutes: number };

export function toMatchableRecipe(recipe: LibraryRecipe): MatchableLibraryRecipe {
  return { ...recipe, id: recipe.slug, totalMinutes: recipe.prepMinutes + recipe.cookMinutes };
}

const PREPARED = new WeakMap<readonly LibraryRecipe[], readonly MatchableLibraryRecipe[]>();

/** The library in matcher shape, converted once per library array (so its index is reused too). */
export function matchableLibrary(
  library: readonly LibraryRecipe[],
): readonly MatchableLibraryRecipe[] {
  let prepared = PREPARED.get(library);
  if (!prepared) {
    prepared = library.map(toMatchableRecipe);
    PREPARED.set(library, prepared);
  }
  return prepared;
}

import type { Plugin } from 'vite';
import { RECIPE_LIBRARY, libraryRecipePayload, matchableLibrary } from '../domain/index.ts';

/** Where the web build puts one JSON file per library recipe: `/recipe-data/<slug>.json`. */
export const RECIPE_DATA_DIR = 'recipe-data';

/**
 * The recipe page opened by its title (a shared link, a reload) reads that one recipe, not the
 * whole bundled library: each library recipe is written at build time as it is shown with no
 * kitchen (src/features/recipes/library-recipe.ts fetches it). The page's cost stays one small
 * file however large the library grows; the library chunk is still what offline search uses.
 */
export function recipeData(): Plugin {
  return {
    name: 'larder:recipe-data',
    apply: 'build',
    generateBundle() {
      for (const recipe of matchableLibrary(RECIPE_LIBRARY)) {
        this.emitFile({
          type: 'asset',
          fileName: `${RECIPE_DATA_DIR}/${recipe.slug}.json`,
          source: JSON.stringify(libraryRecipePayload(recipe, [])),
        });
      }
    },
  };
}

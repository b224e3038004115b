import type { Plugin } from 'vite';
import type { PrerenderedPage } from './vite-prerender.ts';
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

/**
 * Each library recipe's page (`/recipe/<title>`, the link the app and a shared URL use), for the
 * build to prerender (scripts/vite-prerender.ts) in `batches` lists of about equal length.
 */
export function libraryRecipePages(batches: number): PrerenderedPage[][] {
  const pages = matchableLibrary(RECIPE_LIBRARY).map((recipe) => ({
    paths: [`/recipe/${recipe.title}`],
    file: `recipe-${recipe.slug}.html`,
  }));
  const size = Math.ceil(pages.length / batches);
  return Array.from({ length: batches }, (_, n) => pages.slice(n * size, (n + 1) * size));
}

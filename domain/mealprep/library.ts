import { RECIPE_LIBRARY } from '../recipes/library.ts';
import type { LibraryRecipe } from '../recipes/types.ts';
import type { PlanRecipe } from './types.ts';

/** A library recipe as the planner sees it (its id is its slug). */
export function planRecipeFromLibrary(recipe: LibraryRecipe): PlanRecipe {
  return { ...recipe, id: recipe.slug };
}

let cached: readonly PlanRecipe[] | null = null;
let bySlug: ReadonlyMap<string, PlanRecipe> | null = null;

/** The built-in library for planning, built once. */
export function plannableLibrary(): readonly PlanRecipe[] {
  cached ??= RECIPE_LIBRARY.map(planRecipeFromLibrary);
  return cached;
}

/** A library recipe by slug, or null when it is not (or no longer) in the library. */
export function libraryPlanRecipe(slug: string): PlanRecipe | null {
  bySlug ??= new Map(plannableLibrary().map((r) => [r.id, r]));
  return bySlug.get(slug) ?? null;
}

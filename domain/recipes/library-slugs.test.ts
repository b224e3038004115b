import { expect, it } from 'vitest';
import { DRINK_LIBRARY } from '../drinks/library.ts';
import { isLibraryDrinkSlug, isLibraryRecipeSlug } from './library-membership.ts';
import { RECIPE_LIBRARY } from './library.ts';

it('knows every library recipe and drink by its slug, and nothing else', () => {
  expect(RECIPE_LIBRARY.every((r) => isLibraryRecipeSlug(r.slug))).toBe(true);
  expect(DRINK_LIBRARY.every((d) => isLibraryDrinkSlug(d.slug))).toBe(true);
  const drinkOnly = DRINK_LIBRARY.find((d) => !RECIPE_LIBRARY.some((r) => r.slug === d.slug))!;
  expect(isLibraryRecipeSlug(drinkOnly.slug)).toBe(false);
  expect(isLibraryRecipeSlug('no-such-recipe')).toBe(false);
  expect(isLibraryDrinkSlug('')).toBe(false);
});

import { describe, expect, it } from 'vitest';
import { RECIPE_LIBRARY } from '../recipes/library.ts';
import { matchableLibrary } from './library-recipes.ts';
import { buildRecipeIndex, indexRecipes } from './recipe-index.ts';

describe('indexRecipes and buildRecipeIndex', () => {
  it('prepare the same entries; only buildRecipeIndex remembers a list', () => {
    const list = matchableLibrary(RECIPE_LIBRARY).slice(0, 50);
    expect(buildRecipeIndex(list)).toBe(buildRecipeIndex(list));
    expect(indexRecipes(list)).not.toBe(indexRecipes(list));
    expect(indexRecipes(list)).toEqual(buildRecipeIndex(list));
  });
});

import { describe, expect, it } from 'vitest';
import { RECIPE_LIBRARY } from '../recipes/library.ts';
import { matchableLibrary } from './library-recipes.ts';
import { matchRecipes } from './match-recipes.ts';
import { libraryMatchPayload } from './match-payload.ts';

describe('libraryMatchPayload', () => {
  it('gives an offline match the same shape as the function answer, with names for chips', () => {
    const match = matchRecipes(
      ['eggs', 'flour', 'butter', 'sugar'],
      matchableLibrary(RECIPE_LIBRARY),
    ).find((m) => m.recipe.slug === 'classic-pancakes');
    if (!match) throw new Error('pancakes not matched');
    const payload = libraryMatchPayload(match);
    expect(payload).toMatchObject({
      slug: 'classic-pancakes',
      title: 'Classic Pancakes',
      canMake: false,
      missing: ['milk'],
      missingNames: ['milk'],
      missingCount: 1,
      source: 'larder',
      ai: false,
    });
    expect(payload.totalMinutes).toBe(25);
    expect(Array.isArray(payload.steps)).toBe(true);
  });
});

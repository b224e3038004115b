import { describe, expect, it } from 'vitest';
import { RECIPE_LIBRARY } from '../recipes/library.ts';
import { matchableLibrary } from './library-recipes.ts';
import { matchRecipes } from './match-recipes.ts';
import { cardOf, libraryMatchPayload, matchData, summaryPayload } from './match-payload.ts';

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

describe('summaryPayload', () => {
  it('writes the card, the match data, ai and summary, in that order', () => {
    const matches = matchRecipes(
      ['eggs', 'flour', 'butter', 'sugar'],
      matchableLibrary(RECIPE_LIBRARY),
    );
    expect(matches.length).toBeGreaterThan(10);
    for (const match of matches.slice(0, 20)) {
      const r = match.recipe;
      const card = cardOf({ ...r, imageUrl: null, source: 'larder' }, `id-${r.slug}`, r.slug);
      expect(JSON.stringify(summaryPayload(card, match))).toBe(
        JSON.stringify({ ...card, ...matchData(match), ai: false, summary: true }),
      );
    }
  });
});

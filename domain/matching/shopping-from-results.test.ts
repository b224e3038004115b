import { describe, expect, it } from 'vitest';
import { returnedMatches, shoppingFromResults } from './shopping-from-results.ts';

/** Answers as suggest-recipes-web returns them (only the fields this reads, plus some noise). */
const answer = (title: string, missing: string[], extra: Record<string, unknown> = {}) => ({
  id: title.toLowerCase().replace(/\W+/g, '-'),
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  missing,
  missingNames: missing.map((k) => k.replace(/-/g, ' ')),
  missingCount: missing.length,
  canMake: missing.length === 0,
  usedShare: 0.5,
  source: 'synthetic',
  ...extra,
});

// A search over a corpus the bundled library does not have: turmeric unlocks three of these.
const RESULTS = [
  answer('Corpus Paella', ['turmeric']),
  answer('Corpus Turmeric Rice', ['turmeric'], { usedShare: 0.9 }),
  answer('Corpus Turmeric Buns', ['turmeric']),
  answer('Corpus Risotto', ['parmesan']),
  answer('Corpus Bouillabaisse', ['turmeric', 'fennel']),
  answer('Corpus Toast', []),
  answer('My Saved Stew', ['fennel'], { source: 'saved', id: 'saved:1' }),
];

describe('shoppingFromResults', () => {
  it('ranks missing ingredients by how many returned recipes each would unlock', () => {
    const list = shoppingFromResults(RESULTS) ?? [];
    expect(list.map((s) => [s.key, s.unlocks, s.bringsCloser])).toEqual([
      ['turmeric', 3, 1],
      ['fennel', 1, 1],
      ['parmesan', 1, 0],
    ]);
    expect(list[0]?.name.toLowerCase()).toBe('turmeric');
  });

  it('lists the returned recipes each one unlocks, best match first, including saved recipes', () => {
    const list = shoppingFromResults(RESULTS) ?? [];
    const turmeric = list.find((s) => s.key === 'turmeric');
    expect(turmeric?.unlockedRecipes.map((r) => r.title)).toEqual([
      'Corpus Turmeric Rice',
      'Corpus Paella',
      'Corpus Turmeric Buns',
    ]);
    expect(turmeric?.closerRecipes.map((r) => r.title)).toEqual(['Corpus Bouillabaisse']);
    expect(list.find((s) => s.key === 'fennel')?.unlockedRecipes.map((r) => r.title)).toEqual([
      'My Saved Stew',
    ]);
  });

  it('counts a recipe returned twice once, and ignores recipes that miss nothing', () => {
    const list =
      shoppingFromResults([
        ...RESULTS,
        RESULTS[0],
        answer('Corpus Toast 2', [], { canMake: false }),
      ]) ?? [];
    expect(list.find((s) => s.key === 'turmeric')?.unlocks).toBe(3);
    expect(list).toHaveLength(3);
  });

  it('falls back to the missing names when an answer has no keys', () => {
    const list =
      shoppingFromResults([{ title: 'AI Curry', missingNames: ['Garam Masala', ''], ai: true }]) ??
      [];
    expect(list.map((s) => [s.key, s.unlocks])).toEqual([['garam masala', 1]]);
  });

  it('skips malformed entries and refuses what is not a list', () => {
    expect(shoppingFromResults({ recipes: RESULTS })).toBeNull();
    expect(shoppingFromResults('[]')).toBeNull();
    expect(shoppingFromResults([])).toEqual([]);
    const noisy = [
      null,
      42,
      'Paella',
      { title: '', missing: ['x'] },
      { title: 'No match data' },
      { title: 'Bad', missing: 'turmeric' },
      { ...answer('Corpus Paella', []), missing: ['turmeric', 7, null, ''] },
    ];
    expect(returnedMatches(noisy)?.map((m) => [m.recipe.title, m.missing])).toEqual([
      ['Corpus Paella', ['turmeric']],
    ]);
    expect(shoppingFromResults(noisy)?.map((s) => s.key)).toEqual(['turmeric']);
  });

  it('honours the limits', () => {
    expect(shoppingFromResults(RESULTS, { limit: 1 })?.map((s) => s.key)).toEqual(['turmeric']);
    expect(
      shoppingFromResults(RESULTS, { recipesPerIngredient: 1 })?.[0]?.unlockedRecipes,
    ).toHaveLength(1);
  });
});

// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readSuggestedRecipes } from '@domain';
import {
  CURRENT_RECIPES_KEY,
  readSearchContext,
  storeSearch,
  toUnknownNotes,
} from './recipe-session';
import { readStoredRecipes } from './stored-recipes';

beforeEach(() => window.sessionStorage.clear());

describe('session storage of the current search', () => {
  it('stores the recipes as read under currentRecipes and reads them back the same', () => {
    const recipes = readSuggestedRecipes([{ title: 'Classic Pancakes', source: 'saved' }]) ?? [];
    storeSearch(recipes, { ingredients: ['eggs'], barcodes: [], offline: true });
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(CURRENT_RECIPES_KEY) ?? '');
    expect(stored).toEqual(recipes);
    expect(readStoredRecipes()).toEqual({ status: 'ok', recipes });
    expect(recipes[0]?.saved).toEqual({ url: null, siteName: null });
    expect(readSearchContext()).toMatchObject({ ingredients: ['eggs'], offline: true });
  });

  it('reports a value that is not valid JSON or not a list as corrupt, and nothing as none', () => {
    expect(readStoredRecipes()).toEqual({ status: 'none' });
    window.sessionStorage.setItem(CURRENT_RECIPES_KEY, '{not json');
    expect(readStoredRecipes()).toEqual({ status: 'corrupt' });
    window.sessionStorage.setItem(CURRENT_RECIPES_KEY, '{"recipes":[]}');
    expect(readStoredRecipes()).toEqual({ status: 'corrupt' });
  });

  it('reads old or hand-edited recipes without throwing, leaving out the unreadable ones', () => {
    window.sessionStorage.setItem(
      CURRENT_RECIPES_KEY,
      JSON.stringify([
        null,
        7,
        { title: '' },
        { title: 'Old Soup', servings: 'two', steps: 'Stir.' },
      ]),
    );
    const read = readStoredRecipes();
    expect(read.status === 'ok' && read.recipes.map((r) => [r.title, r.servings, r.steps])).toEqual(
      [['Old Soup', null, []]],
    );
  });

  it('reads unknown-item notes from untrusted shapes', () => {
    expect(
      toUnknownNotes([
        { item: 'brocolli', suggestion: { name: 'Broccoli' } },
        'zzz',
        { item: '' },
        42,
        { item: 'x', suggestion: 'Y' },
      ]),
    ).toEqual([
      { item: 'brocolli', suggestion: 'broccoli' },
      { item: 'zzz', suggestion: null },
      { item: 'x', suggestion: 'y' },
    ]);
    expect(toUnknownNotes('nope')).toEqual([]);
  });
});

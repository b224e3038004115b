// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CURRENT_RECIPES_KEY,
  readSearchContext,
  readStoredRecipes,
  storeSearch,
  toUnknownNotes,
} from './recipe-session';

beforeEach(() => window.sessionStorage.clear());

describe('session storage of the current search', () => {
  it('stores the recipes under currentRecipes and reads them back', () => {
    storeSearch([{ title: 'Classic Pancakes' }], {
      ingredients: ['eggs'],
      barcodes: [],
      offline: true,
    });
    expect(JSON.parse(window.sessionStorage.getItem(CURRENT_RECIPES_KEY) ?? '')).toEqual([
      { title: 'Classic Pancakes' },
    ]);
    expect(readStoredRecipes()).toEqual({ status: 'ok', value: [{ title: 'Classic Pancakes' }] });
    expect(readSearchContext()).toMatchObject({ ingredients: ['eggs'], offline: true });
  });

  it('reports a value that is not valid JSON as corrupt, and nothing as none', () => {
    expect(readStoredRecipes()).toEqual({ status: 'none' });
    window.sessionStorage.setItem(CURRENT_RECIPES_KEY, '{not json');
    expect(readStoredRecipes()).toEqual({ status: 'corrupt' });
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

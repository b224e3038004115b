import { describe, expect, it } from 'vitest';
import { filterIngredients, rankSuggestions } from './search.ts';
import { compareNames, sortUniqueNames } from './sort-names.ts';

describe('filterIngredients', () => {
  const names = ['onions', 'Garlic', 'red onions', 'garlic powder', 'onions', 'Eggs', 'eggplant'];

  it.each([
    ['', ['eggplant', 'Eggs', 'Garlic', 'garlic powder', 'onions', 'red onions']],
    ['   ', ['eggplant', 'Eggs', 'Garlic', 'garlic powder', 'onions', 'red onions']],
    ['onion', ['onions', 'red onions']],
    ['ONION', ['onions', 'red onions']],
    [' garlic ', ['Garlic', 'garlic powder']],
    ['egg', ['eggplant', 'Eggs']],
    ['pow', ['garlic powder']],
    ['zzz', []],
  ])(
    'query %j matches %j (case-insensitive substring, sorted, de-duplicated)',
    (query, expected) => {
      expect(filterIngredients(query, names)).toEqual(expected);
    },
  );

  it('does not modify its input', () => {
    const input = ['b', 'a'];
    filterIngredients('', input);
    expect(input).toEqual(['b', 'a']);
  });
});

describe('rankSuggestions', () => {
  const candidates = [
    'chicken broth',
    'chicken',
    'chickpeas',
    'smoked chicken',
    'Chicken Thighs',
    'chili powder',
    'rice',
  ];

  it.each([
    ['chicken', ['chicken', 'chicken broth', 'Chicken Thighs', 'smoked chicken']],
    ['CHICKEN', ['chicken', 'chicken broth', 'Chicken Thighs', 'smoked chicken']],
    ['chi', ['chicken', 'chickpeas', 'chili powder', 'chicken broth', 'Chicken Thighs']],
    ['ice', ['rice']],
    ['rice', ['rice']],
    ['', []],
    ['  ', []],
    ['xyz', []],
  ])(
    'query %j suggests %j (exact, then prefix, then shorter, then alphabetical)',
    (query, expected) => {
      expect(rankSuggestions(query, candidates)).toEqual(expected);
    },
  );

  it.each([
    [1, ['apple']],
    [3, ['apple', 'apples', 'apple pie']],
    [0, []],
  ])('respects a limit of %i', (limit, expected) => {
    expect(
      rankSuggestions(
        'apple',
        ['green apple', 'apple pie', 'apples', 'apple', 'crab apple'],
        limit,
      ),
    ).toEqual(expected);
  });

  it('returns at most 5 by default', () => {
    const many = Array.from({ length: 40 }, (_, i) => `bean ${i}`);
    expect(rankSuggestions('bean', many)).toHaveLength(5);
  });

  it('puts the exact match first even when it sorts last alphabetically', () => {
    expect(rankSuggestions('tea', ['steak', 'tea cake', 'green tea', 'tea'])[0]).toBe('tea');
  });

  it('keeps the first spelling of case-insensitive duplicates', () => {
    expect(rankSuggestions('milk', ['Milk', 'milk', 'MILK'])).toEqual(['Milk']);
  });
});

describe('sorting', () => {
  it.each([
    [
      ['banana', 'Apple', 'cherry', 'apple'],
      ['Apple', 'apple', 'banana', 'cherry'],
    ],
    [
      ['Zucchini', 'apples', 'Eggs', 'eggplant'],
      ['apples', 'eggplant', 'Eggs', 'Zucchini'],
    ],
    [
      ['crème fraîche', 'cream', 'cumin'],
      ['cream', 'crème fraîche', 'cumin'],
    ],
    [
      ['item 10', 'item 9'],
      ['item 9', 'item 10'],
    ],
  ])('sorts %j case-insensitively as %j', (input, expected) => {
    expect([...input].sort(compareNames)).toEqual(expected);
    expect(sortUniqueNames([...input, ...input])).toEqual(expected);
  });
});

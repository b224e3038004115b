import { describe, expect, it } from 'vitest';
import { COMMON_INGREDIENTS, INGREDIENT_CATEGORIES } from './catalogue.ts';
import { PREDEFINED_LISTS } from './predefined-lists.ts';
import { compareNames } from './sort-names.ts';
import { SUGGESTION_INGREDIENTS } from './suggestion-ingredients.ts';

const isSorted = (names: readonly string[]): boolean =>
  names.every((n, i) => i === 0 || compareNames(names[i - 1] ?? '', n) <= 0);

describe('ingredient catalogue', () => {
  it('has the nine categories in the spec order', () => {
    expect(INGREDIENT_CATEGORIES.map((c) => c.id)).toEqual([
      'dairy',
      'proteins',
      'fruits',
      'vegetables',
      'grains',
      'legumes',
      'condiments',
      'herbs',
      'other',
    ]);
  });

  it.each(INGREDIENT_CATEGORIES.map((c) => [c.id, c] as const))(
    'category %s has dozens of sorted, unique, lower-case names',
    (_id, category) => {
      expect(category.names.length).toBeGreaterThanOrEqual(24);
      expect(new Set(category.names).size).toBe(category.names.length);
      expect(isSorted(category.names)).toBe(true);
      for (const name of category.names) {
        expect(name).toBe(name.toLocaleLowerCase('en'));
        expect(name).toBe(name.trim());
      }
    },
  );

  it('combines every category into one sorted, de-duplicated list', () => {
    const all = new Set(INGREDIENT_CATEGORIES.flatMap((c) => c.names));
    expect(COMMON_INGREDIENTS.length).toBe(all.size);
    expect(new Set(COMMON_INGREDIENTS)).toEqual(all);
    expect(isSorted(COMMON_INGREDIENTS)).toBe(true);
  });

  it.each([
    ['dairy', 'cheddar cheese'],
    ['proteins', 'chicken thighs'],
    ['fruits', 'bananas'],
    ['vegetables', 'onions'],
    ['grains', 'quinoa'],
    ['legumes', 'chickpeas'],
    ['condiments', 'soy sauce'],
    ['herbs', 'cumin'],
    ['other', 'baking soda'],
  ])('category %s holds real ingredients such as %s', (id, name) => {
    expect(INGREDIENT_CATEGORIES.find((c) => c.id === id)?.names).toContain(name);
  });
});

describe('suggestion ingredients', () => {
  it('is a separate list of about 70 sorted, unique names', () => {
    expect(SUGGESTION_INGREDIENTS.length).toBeGreaterThanOrEqual(60);
    expect(SUGGESTION_INGREDIENTS.length).toBeLessThanOrEqual(85);
    expect(new Set(SUGGESTION_INGREDIENTS).size).toBe(SUGGESTION_INGREDIENTS.length);
    expect(isSorted(SUGGESTION_INGREDIENTS)).toBe(true);
  });

  it.each(['chicken', 'rice', 'onions', 'cumin', 'butter', 'olive oil'])('covers %s', (name) => {
    expect(SUGGESTION_INGREDIENTS).toContain(name);
  });
});

describe('predefined lists', () => {
  it('are exactly the eight named lists, in order', () => {
    expect(PREDEFINED_LISTS.map((l) => l.name)).toEqual([
      'Breakfast Staples',
      'Baking Supplies',
      'Basic Seasonings',
      'Dinner Ingredients',
      'Fresh Fruits',
      'Vegetables',
      'Dairy & Refrigerated',
      'Snacks',
    ]);
  });

  it.each(PREDEFINED_LISTS.map((l) => [l.name, l] as const))(
    '%s has 12 to 15 unique lower-case names',
    (_n, list) => {
      expect(list.ingredients.length).toBeGreaterThanOrEqual(12);
      expect(list.ingredients.length).toBeLessThanOrEqual(15);
      expect(new Set(list.ingredients).size).toBe(list.ingredients.length);
      for (const name of list.ingredients) expect(name).toBe(name.toLocaleLowerCase('en'));
    },
  );
});

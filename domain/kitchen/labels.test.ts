import { describe, expect, it } from 'vitest';
import { abbreviateLabel, isUpcIngredient } from './labels.ts';
import { prepareRecipeSearch } from './recipe-request.ts';

describe('abbreviateLabel', () => {
  it.each([
    ['eggs', undefined, 'eggs'],
    ['cheddar chee', undefined, 'cheddar chee'],
    ['cheddar cheese', undefined, 'cheddar ch…'],
    ['mozzarella cheese', undefined, 'mozzarella…'],
    ['🥑🥑🥑🥑🥑🥑🥑🥑🥑🥑🥑🥑🥑', undefined, '🥑🥑🥑🥑🥑🥑🥑🥑🥑🥑…'],
    ['👨‍👩‍👧‍👦 family pack size', undefined, '👨‍👩‍👧‍👦 family p…'],
    ['mozzarella', 8, 'mozzar…'],
    ['', undefined, ''],
  ])('abbreviates %j (max %s) to %j', (label, max, expected) => {
    expect(abbreviateLabel(label, max)).toBe(expected);
  });
});

describe('isUpcIngredient', () => {
  it.each([
    ['Tomato Soup (UPC: 051000012616)', '051000012616'],
    ['Soup (UPC:051000012616)', '051000012616'],
    ['UPC: 12345)', '12345'],
    ['tomato soup', null],
    ['UPC: 12345', null],
    ['upc: 12345)', null],
  ])('%j → %j', (item, expected) => {
    expect(isUpcIngredient(item)).toBe(expected);
  });
});

describe('prepareRecipeSearch', () => {
  it.each([
    [['Eggs', ' Milk '], { ingredients: ['eggs', 'milk'], barcodes: [] }],
    [['Soup (UPC: 0510)', 'rice'], { ingredients: ['rice'], barcodes: ['0510'] }],
    [['EGGS', 'eggs', ''], { ingredients: ['eggs'], barcodes: [] }],
    [[], { ingredients: [], barcodes: [] }],
  ])('sends %j as %j (trimmed, lower-cased, barcodes apart)', (items, expected) => {
    expect(prepareRecipeSearch(items)).toEqual(expected);
  });
});

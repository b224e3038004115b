import { describe, expect, it } from 'vitest';
import { parseIngredientInput } from './parse-input.ts';

describe('parseIngredientInput', () => {
  it.each([
    ['eggs', ['eggs']],
    ['eggs, milk', ['eggs', 'milk']],
    ['eggs\nmilk\r\nbutter\rflour', ['eggs', 'milk', 'butter', 'flour']],
    ['  eggs  ,  milk  ', ['eggs', 'milk']],
    [',,eggs,,\n\n,milk,', ['eggs', 'milk']],
    ['', []],
    ['   ', []],
    [', , ,\n,', []],
    ['tomatoes (canned, diced), basil', ['tomatoes (canned, diced)', 'basil']],
    ['eggs (large, milk', ['eggs (large', 'milk']],
    ['a (b\nc, d)', ['a (b', 'c', 'd)']],
    ['🥑, 🍅 tomato', ['🥑', '🍅 tomato']],
    ['salt\u2028pepper', ['salt', 'pepper']],
  ])('splits %j into %j', (raw, expected) => {
    expect(parseIngredientInput(raw)).toEqual(expected);
  });
});

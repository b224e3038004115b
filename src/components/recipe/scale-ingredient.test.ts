import { describe, expect, it } from 'vitest';
import { formatAmount, scaleIngredientText } from './scale-ingredient';
import type { ScalableIngredient as RecipeIngredientView } from './recipe-view-types';

const line = (
  quantity: number | null,
  unit: string,
  key: string,
  text: string,
): RecipeIngredientView => ({
  key,
  quantity,
  unit,
  optional: false,
  text,
});

describe('formatAmount', () => {
  it.each([
    [2.25, '', '2¼'],
    [0.75, '', '¾'],
    [0.625, '', '⅝'],
    [3, '', '3'],
    [1 / 3, '', '⅓'],
    [37.5, 'g', '38'],
    [1.999, '', '2'],
  ])('%s %s → %s', (q, unit, expected) => {
    expect(formatAmount(q, unit)).toBe(expected);
  });
});

describe('scaleIngredientText', () => {
  it('triples 2 → 6 servings with units kept and plurals right', () => {
    expect(scaleIngredientText(line(0.75, 'cup', 'flour', '¾ cup flour'), 3)).toBe('2¼ cups flour');
    expect(scaleIngredientText(line(1, 'piece', 'egg', '1 egg'), 3)).toBe('3 eggs');
    expect(scaleIngredientText(line(2, 'piece', 'egg', '2 eggs'), 0.5)).toBe('1 egg');
    expect(scaleIngredientText(line(3, 'tbsp', 'butter', '3 tbsp butter, melted'), 2)).toBe(
      '6 tbsp butter, melted',
    );
  });

  it('leaves amounts "to taste" and unknown shapes alone', () => {
    expect(scaleIngredientText(line(null, 'to-taste', 'salt', 'salt, to taste'), 3)).toBe(
      'salt, to taste',
    );
    expect(scaleIngredientText(line(2, 'cup', '', 'two cups rice'), 3)).toBe('two cups rice');
  });
});

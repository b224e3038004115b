import { describe, expect, it } from 'vitest';
import type { SavedIngredient } from '../scrape/saved-row.ts';
import { savedNutrition, savedNutritionView, servingsOf } from './saved-recipe-nutrition.ts';

const line = (text: string, over: Partial<SavedIngredient> = {}): SavedIngredient => ({
  text,
  quantity: null,
  quantityMax: null,
  unit: null,
  name: text,
  key: null,
  group: null,
  ...over,
});

describe('savedNutrition', () => {
  it('uses the nutrition the page gave, in the panel units', () => {
    const n = savedNutrition({
      nutrition: { calories: '250 kcal', proteinContent: '12 g', sodiumContent: '0.5 g' },
      ingredients: [],
      yields: null,
    });
    expect(n.kind).toBe('given');
    expect(n.kind === 'given' && n.view).toEqual({ kcal: 250, protein: 12, sodium: 500 });
  });

  it('estimates from weighable ingredients when the servings are known', () => {
    const n = savedNutrition({
      nutrition: null,
      yields: '2 servings',
      ingredients: [
        line('200 g rice', { quantity: 200, unit: 'g', key: 'rice' }),
        line('1 egg', { quantity: 1, key: 'egg' }),
      ],
    });
    expect(n.kind).toBe('estimate');
    expect(n.kind === 'estimate' && (n.view.kcal ?? 0)).toBeGreaterThan(100);
  });

  it.each([
    ['no yields', null, [line('200 g rice', { quantity: 200, unit: 'g', key: 'rice' })]],
    ['nothing weighable', '2 servings', [line('a handful of love'), line('some magic')]],
    ['no ingredients', '4 servings', []],
  ])('is unavailable with %s', (_name, yields, ingredients) => {
    expect(savedNutrition({ nutrition: null, yields, ingredients }).kind).toBe('unavailable');
  });

  it.each([
    ['4 servings', 4],
    ['Serves 6', 6],
    ['12 cookies', 12],
    ['a lot', null],
    [null, null],
  ])('servingsOf(%j) → %s', (y, n) => {
    expect(servingsOf(y)).toBe(n);
  });
});

describe('savedNutrition on rows read from the table', () => {
  it('reads numbers and ignores anything that is not a figure or an ingredient', () => {
    const n = savedNutrition({
      nutrition: { calories: 410, fatContent: '12 g', junk: { x: 1 } },
      ingredients: 'nope',
      yields: 4,
    });
    expect(n).toEqual({
      kind: 'given',
      view: { kcal: 410, fat: 12 },
      listed: [
        ['Calories', '410'],
        ['Fat', '12 g'],
      ],
    });
    expect(
      savedNutrition({ nutrition: [1, 2], ingredients: [null, 7, { text: '' }], yields: '2' }).kind,
    ).toBe('unavailable');
  });

  it('reads kJ, sodium in g and macros in mg in the panel units', () => {
    const n = savedNutrition({
      nutrition: { calories: '1046 kJ', sodiumContent: '1.2 g', sugarContent: '500 mg' },
      ingredients: [],
      yields: null,
    });
    expect(savedNutritionView(n)).toEqual({ kcal: 1046 / 4.184, sodium: 1200, sugar: 0.5 });
  });

  it('gives no view to log when only unreadable figures or nothing is known', () => {
    expect(
      savedNutritionView(
        savedNutrition({
          nutrition: { servingSize: '1 bowl', cholesterol: 'lots' },
          ingredients: [],
          yields: null,
        }),
      ),
    ).toBeNull();
    expect(savedNutritionView({ kind: 'unavailable' })).toBeNull();
  });

  it('estimates per serving: 200 g rice and 2 eggs for 2 is half of the whole', () => {
    const one = savedNutrition({
      nutrition: null,
      yields: '1 serving',
      ingredients: [line('200 g rice', { quantity: 200, unit: 'g', key: 'rice' })],
    });
    const two = savedNutrition({
      nutrition: null,
      yields: '2 servings',
      ingredients: [line('200 g rice', { quantity: 200, unit: 'g', key: 'rice' })],
    });
    const kcal1 = savedNutritionView(one)?.kcal ?? 0;
    expect(kcal1).toBeGreaterThan(500);
    expect(Math.abs((savedNutritionView(two)?.kcal ?? 0) * 2 - kcal1)).toBeLessThanOrEqual(1);
  });
});

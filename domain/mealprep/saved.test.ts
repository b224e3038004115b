import { describe, expect, it } from 'vitest';
import { savedPlanRecipe, servingsFromYields } from './saved.ts';

describe('savedPlanRecipe', () => {
  it('reads amounts from the stored fields or the line, ranges as their upper end, and skips unknown keys', () => {
    const recipe = savedPlanRecipe({
      id: 'r1',
      title: 'Weeknight Chili',
      yields: 'Serves 6',
      prep_minutes: 15,
      cook_minutes: 45,
      cuisine: 'american',
      category: 'Main course',
      ingredients: [
        {
          text: '500 g minced beef',
          quantity: 500,
          quantityMax: null,
          unit: 'g',
          name: 'minced beef',
          key: 'ground-beef',
          group: null,
        },
        {
          text: '2–3 onions',
          quantity: null,
          quantityMax: null,
          unit: null,
          name: 'onions',
          key: 'onion',
          group: null,
        },
        {
          text: 'a pinch of cumin',
          quantity: null,
          quantityMax: null,
          unit: null,
          name: 'cumin',
          key: 'cumin',
          group: null,
        },
        {
          text: '1 jar of mystery',
          quantity: 1,
          quantityMax: null,
          unit: 'jar',
          name: 'mystery',
          key: null,
          group: null,
        },
        {
          text: 'coriander to serve',
          quantity: null,
          quantityMax: null,
          unit: null,
          name: 'coriander',
          key: 'cilantro',
          optional: true,
          group: null,
        },
      ],
    });
    expect(recipe).toMatchObject({
      id: 'saved:r1',
      servings: 6,
      mealType: 'dinner',
      ingredientKeys: ['ground-beef', 'onion', 'cumin'],
    });
    expect(recipe.ingredients.map((i) => [i.key, i.quantity, i.unit])).toEqual([
      ['ground-beef', 500, 'g'],
      ['onion', 3, 'piece'],
      ['cumin', 1, 'pinch'],
      ['cilantro', null, 'to-taste'],
    ]);
    expect(recipe.nutrition?.kcal).toBeGreaterThan(100);
  });

  it.each([
    ['4 servings', 4],
    ['Makes 12 cookies', 12],
    [null, 4],
    ['a lot', 4],
    ['500 people', 4],
  ] as const)('servings of %s → %s', (yields, n) => {
    expect(servingsFromYields(yields)).toBe(n);
  });
});

import { describe, expect, it } from 'vitest';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { matchKitchenKeys } from './match-recipes.ts';
import {
  savedDietTags,
  savedMealType,
  toMatchableSavedRecipe,
  type SavedRecipeMatchFields,
} from './saved-recipes.ts';

const row = (over: Partial<SavedRecipeMatchFields> = {}): SavedRecipeMatchFields => ({
  id: '6f1c0a4e-0000-4000-8000-000000000001',
  title: 'Pumpkin Coffee Cake',
  ingredients: [
    { text: '2 cups flour', key: 'flour' },
    { text: '1 cup sugar', key: 'sugar' },
    { text: '1 cup pumpkin spice magic', name: 'Pumpkin spice magic', key: null },
    { text: 'walnuts (optional)', key: 'walnut', optional: true },
  ],
  ingredient_keys: ['flour', 'sugar', 'walnut'],
  prep_minutes: 15,
  cook_minutes: 50,
  total_minutes: null,
  cuisine: 'American, British',
  category: 'Breakfast, Dessert',
  keywords: ['Gluten Free', 'cake'],
  ...over,
});

describe('toMatchableSavedRecipe', () => {
  it('prefixes the id, keeps required keys (unknown lines by name), marks optional ones', () => {
    expect(toMatchableSavedRecipe(row())).toEqual({
      id: 'saved:6f1c0a4e-0000-4000-8000-000000000001',
      title: 'Pumpkin Coffee Cake',
      ingredientKeys: ['flour', 'sugar', 'pumpkin spice magic'],
      optionalKeys: ['walnut'],
      totalMinutes: 65,
      mealType: 'breakfast',
      cuisine: 'american',
      dietTags: ['gluten-free'],
    });
  });

  it.each([
    ['a link-only save', { ingredients: [], ingredient_keys: [] }],
    [
      'a line with no text at all',
      { ingredients: [{ text: ' ', key: null }], ingredient_keys: [] },
    ],
    [
      'only optional ingredients',
      {
        ingredients: [{ text: 'nuts', key: 'walnut', optional: true }],
        ingredient_keys: ['walnut'],
      },
    ],
    ['ingredients that are not a list', { ingredients: 'flour', ingredient_keys: [] }],
  ])('gives null for %s (it would claim "can make now" for any kitchen)', (_name, over) => {
    expect(toMatchableSavedRecipe(row(over))).toBeNull();
  });

  it('counts a key listed both required and optional as required, and keys without a line as required', () => {
    const m = toMatchableSavedRecipe(
      row({
        ingredients: [
          { text: 'egg', key: 'egg' },
          { text: 'egg to glaze', key: 'egg', optional: true },
        ],
        ingredient_keys: ['egg', 'milk'],
      }),
    );
    expect(m?.ingredientKeys).toEqual(['egg', 'milk']);
    expect(m?.optionalKeys).toEqual([]);
  });

  it('never claims "can make now" while a required line is one the vocabulary does not know', () => {
    const recipe = toMatchableSavedRecipe(row())!;
    const [match] = matchKitchenKeys(['flour', 'sugar', 'walnut'] as IngredientKey[], [recipe]);
    expect(match?.canMake).toBe(false);
    expect(match?.missing).toEqual(['pumpkin spice magic']);
  });

  it('prefers the stated total time and leaves it null when nothing is known', () => {
    expect(toMatchableSavedRecipe(row({ total_minutes: 40 }))?.totalMinutes).toBe(40);
    expect(
      toMatchableSavedRecipe(row({ prep_minutes: null, cook_minutes: null }))?.totalMinutes,
    ).toBeNull();
  });
});

describe('saved recipe meal type and diet tags', () => {
  it.each([
    ['Dessert', 'dessert'],
    ['Main Course', 'dinner'],
    ['Side Dish', 'side'],
    ['Cake; Brunch', 'breakfast'],
    ['Appetizers', 'snack'],
    ['Baking', null],
    [null, null],
  ])('reads category %j as %j', (category, expected) => {
    expect(savedMealType(category)).toBe(expected);
  });

  it('finds diet tags among keywords and categories, in order, once each', () => {
    expect(savedDietTags(['vegan, dairy free', 'Vegan', 'easy'], 'Vegetarian')).toEqual([
      'dairy-free',
      'vegan',
      'vegetarian',
    ]);
    expect(savedDietTags(null, null)).toEqual([]);
  });
});

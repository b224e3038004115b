import type { IngredientKey } from '../ingredients/canonical-types.ts';
import type { MatchableRecipe } from './types.ts';

const k = (keys: string): IngredientKey[] =>
  keys === '' ? [] : (keys.split(' ') as IngredientKey[]);

/** A small hand-written recipe list for matcher tests (not the library, so tests stay stable). */
export function recipe(
  id: string,
  required: string,
  extra: Partial<Omit<MatchableRecipe, 'id' | 'ingredientKeys'>> & { optional?: string } = {},
): MatchableRecipe {
  const { optional, ...rest } = extra;
  return {
    id,
    title: rest.title ?? id.replace(/-/g, ' '),
    ingredientKeys: k(required),
    optionalKeys: k(optional ?? ''),
    totalMinutes: rest.totalMinutes === undefined ? 30 : rest.totalMinutes,
    mealType: rest.mealType ?? 'dinner',
    cuisine: rest.cuisine ?? 'international',
    dietTags: rest.dietTags ?? [],
  };
}

export const TEST_RECIPES: readonly MatchableRecipe[] = [
  recipe('pancakes', 'flour sugar egg milk butter salt', {
    mealType: 'breakfast',
    cuisine: 'american',
    dietTags: ['vegetarian'],
    totalMinutes: 25,
    optional: 'baking-powder',
  }),
  recipe('cheese-toastie', 'bread cheese butter', {
    mealType: 'lunch',
    cuisine: 'british',
    dietTags: ['vegetarian'],
    totalMinutes: 10,
  }),
  recipe('cheddar-scones', 'flour cheddar butter milk', {
    mealType: 'snack',
    cuisine: 'british',
    dietTags: ['vegetarian'],
    totalMinutes: 35,
  }),
  recipe('tomato-pasta', 'pasta tomato garlic olive-oil', {
    cuisine: 'italian',
    dietTags: ['vegetarian', 'vegan', 'dairy-free'],
    totalMinutes: 20,
    optional: 'basil parmesan',
  }),
  recipe('omelette', 'egg butter', {
    mealType: 'breakfast',
    cuisine: 'french',
    dietTags: ['vegetarian', 'gluten-free'],
    totalMinutes: 8,
  }),
  recipe('boiled-rice', 'rice water salt', {
    mealType: 'side',
    dietTags: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free'],
    totalMinutes: 15,
  }),
  recipe('chicken-curry', 'chicken onion garlic ginger curry-powder coconut-milk rice', {
    cuisine: 'indian',
    dietTags: ['gluten-free', 'dairy-free'],
    totalMinutes: 50,
  }),
  recipe('slow-stew', 'beef onion carrot potato', {
    cuisine: 'british',
    dietTags: ['gluten-free', 'dairy-free'],
    totalMinutes: null,
  }),
];

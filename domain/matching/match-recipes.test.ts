import { describe, expect, it } from 'vitest';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { RECIPE_LIBRARY } from '../recipes/library.ts';
import { matchableLibrary } from './library-recipes.ts';
import { compareMatches, matchKitchenKeys, matchRecipes } from './match-recipes.ts';
import { readKitchen } from './read-kitchen.ts';
import { TEST_RECIPES } from './test-recipes.ts';
import type { MatchFilters } from './types.ts';

const PANCAKE_KITCHEN = ['eggs', 'flour', 'milk', 'butter', 'sugar'];
const find = (kitchen: string[], id: string, filters: MatchFilters = {}) =>
  matchRecipes(kitchen, TEST_RECIPES, { filters }).find((m) => m.recipe.id === id);

describe('matchRecipes: can make, missing and used', () => {
  const rows: {
    name: string;
    kitchen: string[];
    id: string;
    canMake: boolean | 'absent';
    missing?: string[];
  }[] = [
    {
      name: 'pancakes from eggs, flour, milk, butter, sugar can be made now',
      kitchen: PANCAKE_KITCHEN,
      id: 'pancakes',
      canMake: true,
      missing: [],
    },
    {
      name: 'removing milk leaves pancakes missing exactly milk',
      kitchen: ['eggs', 'flour', 'butter', 'sugar'],
      id: 'pancakes',
      canMake: false,
      missing: ['milk'],
    },
    {
      name: 'raw lines and plurals are understood ("2 cups plain flour", "Eggs")',
      kitchen: ['Eggs', '2 cups plain flour', 'whole milk', 'unsalted butter', 'caster sugar'],
      id: 'pancakes',
      canMake: true,
      missing: [],
    },
    {
      name: 'cheddar satisfies a recipe asking for cheese',
      kitchen: ['bread', 'cheddar', 'butter'],
      id: 'cheese-toastie',
      canMake: true,
      missing: [],
    },
    {
      name: 'cheese does not satisfy a recipe asking for cheddar',
      kitchen: ['flour', 'cheese', 'butter', 'milk'],
      id: 'cheddar-scones',
      canMake: false,
      missing: ['cheddar'],
    },
    {
      name: 'staples (salt, water) are assumed present',
      kitchen: ['rice'],
      id: 'boiled-rice',
      canMake: true,
      missing: [],
    },
    {
      name: 'optional ingredients are never missing',
      kitchen: ['pasta', 'tomato', 'garlic', 'olive oil'],
      id: 'tomato-pasta',
      canMake: true,
      missing: [],
    },
    {
      name: 'missing ingredients are listed in recipe order',
      kitchen: ['egg'],
      id: 'pancakes',
      canMake: false,
      missing: ['flour', 'sugar', 'milk', 'butter'],
    },
    {
      name: 'a recipe using nothing from the kitchen is not listed',
      kitchen: ['egg'],
      id: 'chicken-curry',
      canMake: 'absent',
    },
    {
      name: 'an empty kitchen lists only recipes made of staples',
      kitchen: [],
      id: 'omelette',
      canMake: 'absent',
    },
  ];
  it.each(rows)('$name', ({ kitchen, id, canMake, missing }) => {
    const match = find(kitchen, id);
    if (canMake === 'absent') {
      expect(match).toBeUndefined();
      return;
    }
    expect(match?.canMake).toBe(canMake);
    expect(match?.missing).toEqual(missing);
  });

  it('reports the kitchen keys a recipe uses, including optional ones', () => {
    const match = find(
      ['pasta', 'tomato', 'garlic', 'olive oil', 'basil', 'carrot'],
      'tomato-pasta',
    );
    expect(match?.used).toEqual(['basil', 'garlic', 'olive-oil', 'pasta', 'tomato']);
    expect(match?.usedShare).toBeCloseTo(5 / 6);
    expect(match?.score).toBe(100);
  });

  it('scores a recipe by the share of its required ingredients covered', () => {
    expect(find(['egg', 'flour', 'butter', 'sugar'], 'pancakes')?.score).toBe(83);
  });
});

describe('matchRecipes: ranking', () => {
  it('puts can-make first, then fewest missing, then share of kitchen used, then title', () => {
    const ids = matchRecipes(['egg', 'butter', 'flour', 'milk', 'bread'], TEST_RECIPES).map(
      (m) => m.recipe.id,
    );
    expect(ids).toEqual(['omelette', 'pancakes', 'cheddar-scones', 'cheese-toastie']);
  });

  it('breaks full ties by title, so the order never depends on input order', () => {
    const reversed = [...TEST_RECIPES].reverse();
    const kitchen = ['egg', 'butter', 'rice', 'onion'];
    expect(matchRecipes(kitchen, reversed).map((m) => m.recipe.id)).toEqual(
      matchRecipes(kitchen, TEST_RECIPES).map((m) => m.recipe.id),
    );
  });

  it('honours the limit', () => {
    expect(matchRecipes(PANCAKE_KITCHEN, TEST_RECIPES, { limit: 2 })).toHaveLength(2);
  });
});

describe('matchRecipes: filters', () => {
  const kitchen = [
    'egg',
    'butter',
    'flour',
    'milk',
    'sugar',
    'bread',
    'cheddar',
    'pasta',
    'tomato',
    'garlic',
    'olive oil',
    'rice',
    'onion',
  ];
  const rows: { name: string; filters: MatchFilters; ids: string[] }[] = [
    {
      name: 'meal type keeps only that meal',
      filters: { mealType: 'Breakfast' },
      ids: ['omelette', 'pancakes'],
    },
    {
      name: 'cuisine keeps only that cuisine',
      filters: { cuisine: 'british' },
      ids: ['cheddar-scones', 'cheese-toastie', 'slow-stew'],
    },
    {
      name: 'one diet tag must apply',
      filters: { diet: 'vegan' },
      ids: ['boiled-rice', 'tomato-pasta'],
    },
    {
      name: 'several diet tags must all apply',
      filters: { diet: ['gluten-free', 'dairy-free'] },
      ids: ['boiled-rice', 'chicken-curry', 'slow-stew'],
    },
    {
      name: 'maximum total time drops slower recipes and those with unknown time',
      filters: { maxTotalMinutes: 20 },
      ids: ['boiled-rice', 'cheese-toastie', 'omelette', 'tomato-pasta'],
    },
    {
      name: 'maximum missing 0 keeps only what can be made now',
      filters: { maxMissing: 0 },
      ids: [
        'boiled-rice',
        'cheddar-scones',
        'cheese-toastie',
        'omelette',
        'pancakes',
        'tomato-pasta',
      ],
    },
    {
      name: 'maximum missing 2 drops recipes further away',
      filters: { maxMissing: 2 },
      ids: [
        'boiled-rice',
        'cheddar-scones',
        'cheese-toastie',
        'omelette',
        'pancakes',
        'tomato-pasta',
      ],
    },
    {
      name: 'maximum missing 3 keeps the stew (three away) but not the curry (four away)',
      filters: { maxMissing: 3 },
      ids: [
        'boiled-rice',
        'cheddar-scones',
        'cheese-toastie',
        'omelette',
        'pancakes',
        'slow-stew',
        'tomato-pasta',
      ],
    },
  ];
  it.each(rows)('$name', ({ filters, ids }) => {
    const found = matchRecipes(kitchen, TEST_RECIPES, { filters })
      .map((m) => m.recipe.id)
      .sort();
    expect(found).toEqual(ids);
  });

  it('custom staples replace the defaults', () => {
    const match = matchRecipes(['rice'], TEST_RECIPES, {
      staples: ['water' as IngredientKey],
    }).find((m) => m.recipe.id === 'boiled-rice');
    expect(match?.missing).toEqual(['salt']);
  });
});

describe('readKitchen', () => {
  it('reports unknown items with the closest known ingredient', () => {
    const reading = readKitchen(['tomatoe', 'xyzzy', 'eggs', '  ', '牛乳'], { suggest: true });
    expect(reading.keys).toEqual(['egg']);
    expect(reading.unknown.map((u) => u.item)).toEqual(['tomatoe', 'xyzzy', '牛乳']);
    expect(reading.unknown[0]?.suggestion?.key).toBe('tomato');
    expect(reading.unknown[1]?.suggestion).toBeNull();
  });

  it('copes with hundreds of long items', () => {
    const items = Array.from({ length: 500 }, (_, i) => `${'x'.repeat(900)} ${i}`);
    expect(readKitchen(items, { suggest: true }).unknown).toHaveLength(500);
  });
});

describe('the built-in library', () => {
  const library = matchableLibrary(RECIPE_LIBRARY);
  it('offers Classic Pancakes as can-make from eggs, flour, milk, butter, sugar', () => {
    const match = matchRecipes(PANCAKE_KITCHEN, library).find(
      (m) => m.recipe.slug === 'classic-pancakes',
    );
    expect(match?.canMake).toBe(true);
  });
  it('moves Classic Pancakes to "1 missing: milk" without milk', () => {
    const match = matchRecipes(['eggs', 'flour', 'butter', 'sugar'], library).find(
      (m) => m.recipe.slug === 'classic-pancakes',
    );
    expect(match?.missing).toEqual(['milk']);
  });
});

describe('matchKitchenKeys: order', () => {
  it('answers in the order of compareMatches, titles differing only in case included', () => {
    const recipe = (id: string, title: string, keys: string[]) => ({
      id,
      title,
      ingredientKeys: keys as IngredientKey[],
      optionalKeys: [] as IngredientKey[],
      totalMinutes: null,
    });
    const recipes = [
      recipe('d', 'apple Pie', ['egg', 'flour']),
      recipe('b', 'Apple pie', ['egg', 'flour']),
      recipe('a', 'apple pie', ['egg', 'flour']),
      recipe('c', 'Apple pie', ['egg', 'flour']),
      recipe('e', 'Zucchini bread', ['egg', 'flour', 'courgette']),
      recipe('f', 'Éclairs', ['egg', 'flour']),
      recipe('g', 'banana bread', ['egg', 'banana']),
      recipe('h', 'Banana Bread', ['egg']),
    ];
    const ids = (list: { recipe: { id: string } }[]) => list.map((m) => m.recipe.id);
    const matches = matchKitchenKeys(['egg', 'flour'] as IngredientKey[], recipes);
    expect(matches).toHaveLength(8);
    expect(ids(matches)).toEqual(ids([...matches].reverse().sort(compareMatches)));
    const library = matchableLibrary(RECIPE_LIBRARY);
    for (const kitchen of [PANCAKE_KITCHEN, ['chicken', 'rice', 'onion', 'garlic'], ['tomato']]) {
      const ranked = matchRecipes(kitchen, library);
      expect(ranked.length).toBeGreaterThan(5);
      expect(ids(ranked)).toEqual(ids([...ranked].reverse().sort(compareMatches)));
    }
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  RECIPE_LIBRARY,
  buildRecipeIndex,
  libraryMatchPayload,
  matchRecipes,
  matchableLibrary,
  readSuggestedRecipe,
  readSuggestedRecipes,
} from '@domain';
import { filterRecipes, NO_FILTERS } from './filter-recipes';
import { outcomeOf } from './search-backend';
import { isServiceDownMessage } from './use-recipe-search';

const payloads = () =>
  matchRecipes(
    ['eggs', 'flour', 'milk', 'butter', 'sugar'],
    buildRecipeIndex(matchableLibrary(RECIPE_LIBRARY)),
    {
      filters: { maxMissing: 2 },
    },
  ).map(libraryMatchPayload);

describe('readSuggestedRecipes', () => {
  it('reads what the matcher answers, with Classic Pancakes as can make now', () => {
    const views = readSuggestedRecipes(JSON.parse(JSON.stringify(payloads())));
    const pancakes = views?.find((r) => r.title === 'Classic Pancakes');
    expect(pancakes?.canMake).toBe(true);
    expect(pancakes?.servings).toBe(4);
    expect(pancakes?.ingredients.length).toBeGreaterThan(3);
    expect(pancakes?.steps.length).toBeGreaterThan(0);
  });

  it.each([null, 'x', 42, {}, { recipes: [] }])(
    'is null for a value that is not a list: %j',
    (value) => {
      expect(readSuggestedRecipes(value)).toBeNull();
    },
  );

  it('drops items without a title and survives hostile shapes', () => {
    const views = readSuggestedRecipes([
      null,
      { title: '' },
      {
        title: '<script>alert(1)</script>',
        ingredients: 'nope',
        steps: [1, 'Stir.'],
        servings: -3,
      },
      { title: 'Ok', missingNames: ['milk', 3], nutrition: { kcal: 'lots', protein: 5 } },
    ]);
    expect(views?.map((v) => v.title)).toEqual(['<script>alert(1)</script>', 'Ok']);
    expect(views?.[0]?.steps).toEqual(['Stir.']);
    expect(views?.[0]?.servings).toBeNull();
    expect(views?.[1]?.missingCount).toBe(1);
    expect(views?.[1]?.nutrition).toEqual({ protein: 5 });
    expect(
      readSuggestedRecipe({
        title: 'x',
        ingredients: [{ text: '1 cup rice', quantity: 1, unit: 'cup', key: 'rice' }],
      })?.ingredients[0]?.quantity,
    ).toBe(1);
  });
});

describe('filterRecipes', () => {
  const views = readSuggestedRecipes(payloads()) ?? [];
  it('keeps the matcher order for best match, with can-make first', () => {
    const shown = filterRecipes(views, NO_FILTERS);
    const firstMissing = shown.findIndex((r) => !r.canMake);
    expect(shown.slice(firstMissing).every((r) => !r.canMake)).toBe(true);
  });
  it('filters by meal type, time and missing, and sorts quickest first', () => {
    const shown = filterRecipes(views, {
      ...NO_FILTERS,
      mealType: 'breakfast',
      maxTotalMinutes: 30,
      maxMissing: 0,
      sort: 'quickest',
    });
    expect(shown.length).toBeGreaterThan(0);
    for (const r of shown) {
      expect(r.mealType).toBe('breakfast');
      expect(r.totalMinutes).toBeLessThanOrEqual(30);
      expect(r.missingCount).toBe(0);
    }
    const times = shown.map((r) => r.totalMinutes ?? 0);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('the search answer', () => {
  it('reads recipes once, as the app holds them, errors and odd bodies', () => {
    expect(
      outcomeOf({
        recipes: [{ title: 'a' }, { title: 42 }, null],
        unknownIngredients: [
          { item: 'brocolli', suggestion: { key: 'broccoli', name: 'Broccoli' } },
        ],
        unknownBarcodes: ['012345678905'],
      }),
    ).toEqual({
      kind: 'recipes',
      recipes: [
        expect.objectContaining({
          id: 'a',
          title: 'a',
          ingredients: [],
          complete: true,
          saved: null,
        }),
      ],
      unknown: [
        { item: 'brocolli', suggestion: 'broccoli' },
        { item: '012345678905', suggestion: null },
      ],
    });
    expect(outcomeOf({ error: { message: 'OpenAI API error: 500' } })).toEqual({
      kind: 'error',
      message: 'OpenAI API error: 500',
    });
    expect(outcomeOf(null)).toEqual({ kind: 'recipes', recipes: [], unknown: [] });
  });
  it('maps "OpenAI API" and "API" messages to the service-down toast', () => {
    expect(isServiceDownMessage('OpenAI API error: 429')).toBe(true);
    expect(isServiceDownMessage('API quota exceeded')).toBe(true);
    expect(isServiceDownMessage('HTTP 500: boom')).toBe(false);
  });
});

describe('saved recipes in the results', () => {
  const saved = (url: unknown) =>
    readSuggestedRecipe({
      title: 'Pumpkin Bread',
      source: 'saved',
      url,
      siteName: 'A Cozy Kitchen',
    });

  it('keeps the source link and site name of a saved recipe', () => {
    expect(saved('https://www.acozykitchen.com/pumpkin-bread')?.saved).toEqual({
      url: 'https://www.acozykitchen.com/pumpkin-bread',
      siteName: 'A Cozy Kitchen',
    });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>',
    'not a url',
    42,
    'http://tracker.example/pumpkin-bread',
  ])('never keeps a link that is not https: (or http: to this machine): %s', (url) => {
    expect(saved(url)?.saved?.url).toBeNull();
  });

  it('marks library recipes as not saved', () => {
    expect(readSuggestedRecipe({ title: 'Classic Pancakes', source: 'larder' })?.saved).toBeNull();
  });
});

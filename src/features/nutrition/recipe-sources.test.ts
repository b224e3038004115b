import { describe, expect, it } from 'vitest';
import { DRINK_LIBRARY, diaryTotals, drinkMacros, recipeEntry, savedNutrition } from '@domain';
import { loggableOf, plannedEntry, savedLoggable } from './recipe-sources';

describe('plannedEntry', () => {
  const now = new Date(2026, 10, 25, 19, 30);
  const today = '2026-11-25';

  it('logs the planned servings of a recipe to the planned meal of today', () => {
    const entry = plannedEntry(
      {
        recipe: {
          id: 'shakshuka',
          slug: 'shakshuka',
          title: 'Shakshuka',
          nutrition: { kcal: 400, protein: 20 },
        },
        planned: { meal: 'lunch', servings: 2 },
      },
      'id-1',
      now,
    );
    expect(entry).toMatchObject({
      id: 'id-1',
      date: today,
      meal: 'lunch',
      kind: 'recipe',
      recipeSlug: 'shakshuka',
      servings: 2,
      amountLabel: '2 servings',
    });
    expect(entry?.nutrients.kcal).toBe(800);
    expect(entry?.nutrients.protein).toBe(40);
    // Not stated by the recipe: unknown, not zero.
    expect(entry?.nutrients.fat).toBeNull();
  });

  it('logs a drink as a drink, its unknown macros unknown', () => {
    const drink = DRINK_LIBRARY[0]!;
    const entry = plannedEntry(
      {
        recipe: {
          id: drink.id,
          slug: drink.slug,
          title: drink.title,
          nutrition: drinkMacros(drink.figures),
        },
        drink: true,
        planned: { meal: 'drink', servings: 1 },
      },
      'id-2',
      now,
    );
    expect(entry).toMatchObject({ kind: 'drink', meal: 'drink', recipeSlug: drink.slug });
    expect(entry?.nutrients.kcal).toBeCloseTo(drink.figures.kcal);
    expect(entry?.nutrients.protein).toBeNull();
  });

  it('logs a saved recipe by its row id, and nothing for an AI suggestion', () => {
    expect(
      loggableOf({
        recipe: { id: 'saved:r1', slug: '', title: 'Stew', nutrition: null, saved: true },
      }),
    ).toMatchObject({ kind: 'saved-recipe', savedRecipeId: 'r1', slug: null, key: 'saved:r1' });
    expect(
      plannedEntry(
        {
          recipe: { id: 'x', slug: 'x', title: 'Idea', nutrition: null, ai: true },
          planned: { meal: 'dinner', servings: 1 },
        },
        'id-3',
        now,
      ),
    ).toBeNull();
  });
});

describe('savedLoggable (the Recipes tab’s saved recipes)', () => {
  const day = { date: '2026-11-25', meal: 'dinner' as const };
  const at = '2026-11-25T19:00:00.000Z';
  const stew = {
    id: 'r1',
    title: ' Lentil stew ',
    nutrition: { calories: '420 kcal', proteinContent: '21 g' },
    ingredients: [],
    yields: '4 servings',
  };

  it('logs servings with the per-serving figures the recipe’s page gave', () => {
    const loggable = savedLoggable(stew);
    expect(loggable).toMatchObject({
      key: 'saved:r1',
      name: 'Lentil stew',
      kind: 'saved-recipe',
      savedRecipeId: 'r1',
      slug: null,
    });
    if (!loggable) throw new Error('not loggable');
    const entry = recipeEntry(day, loggable, 1.5, 'id-1', at);
    expect(entry).toMatchObject({ kind: 'saved-recipe', savedRecipeId: 'r1', servings: 1.5 });
    expect(entry.nutrients.kcal).toBe(630);
    expect(entry.nutrients.protein).toBe(31.5);
    // The page gave no fat: the day's fat is "at least", naming the recipe.
    expect(diaryTotals([entry]).fat).toMatchObject({
      complete: false,
      missingFrom: ['Lentil stew'],
    });
  });

  it('uses the same estimate as the saved-recipe page when the page gave none', () => {
    const row = {
      ...stew,
      nutrition: null,
      ingredients: [{ text: '400 g rice', quantity: 400, unit: 'g', key: 'rice' }],
    };
    const page = savedNutrition(row);
    expect(page.kind).toBe('estimate');
    expect(savedLoggable(row)?.perServing.nutrients.kcal).toBe(
      page.kind === 'estimate' ? page.view.kcal : -1,
    );
  });

  it('logs a recipe with no figures at all as unknown, never zero', () => {
    const loggable = savedLoggable({ ...stew, nutrition: null, yields: null });
    expect(loggable?.perServing.nutrients.kcal).toBeNull();
  });

  it('skips a row without id or title', () => {
    expect(savedLoggable({ ...stew, id: '' })).toBeNull();
    expect(savedLoggable({ ...stew, title: '  ' })).toBeNull();
    expect(savedLoggable({ ...stew, id: 7 })).toBeNull();
  });
});

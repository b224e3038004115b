import { describe, expect, it } from 'vitest';
import { DRINK_LIBRARY, drinkMacros } from '@domain';
import { loggableOf, plannedEntry } from './recipe-sources';

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

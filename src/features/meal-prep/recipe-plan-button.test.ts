import { describe, expect, it } from 'vitest';
import { DRINK_LIBRARY, RECIPE_LIBRARY } from '@domain';
import { planTargetOf } from './recipe-plan-button';

describe('planTargetOf', () => {
  const drink = DRINK_LIBRARY[0]!;
  const view = (over: Partial<Parameters<typeof planTargetOf>[0]> = {}) => ({
    id: drink.id,
    slug: drink.slug,
    title: drink.title,
    mealType: null,
    servings: 1,
    ...over,
  });

  it('plans a drink of the bar library as a drink entry, one drink', () => {
    expect(planTargetOf(view(), true)).toEqual({
      kind: 'drink',
      ref: drink.slug,
      title: drink.title,
      mealType: null,
      servings: 1,
    });
  });

  it('plans nothing for a drink the library does not have', () => {
    expect(planTargetOf(view({ slug: 'no-such-drink-at-all' }), true)).toBeNull();
  });

  it('plans a drink slug without the drink flag only if it is a library recipe', () => {
    const recipe = RECIPE_LIBRARY[0]!;
    expect(planTargetOf(view({ slug: recipe.slug, title: recipe.title }))?.kind).toBe('recipe');
    expect(planTargetOf(view({ slug: 'no-such-recipe-or-drink' }))?.kind ?? null).toBeNull();
  });

  it('plans a saved recipe by its row id, and never an AI idea', () => {
    expect(planTargetOf(view({ id: 'saved:abc', slug: '', saved: true }))).toMatchObject({
      kind: 'saved',
      ref: 'abc',
    });
    expect(planTargetOf(view({ ai: true }), true)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { DRINK_LIBRARY, plannableLibrary, type PlanEntry, type PlanRecipe } from '@domain';
import { dayTotals, plannedLog } from './plan-recipes';

const recipe = plannableLibrary()[0]!;
const drink = DRINK_LIBRARY[0]!;
const entry = (over: Partial<PlanEntry>): PlanEntry => ({
  id: 'e1',
  date: '2026-11-25',
  slot: 'dinner',
  kind: 'recipe',
  ref: recipe.id,
  title: recipe.title,
  servings: 4,
  locked: false,
  position: 0,
  ...over,
});

describe('plannedLog', () => {
  it('logs one serving of a library recipe to the entry’s meal, whatever the household servings', () => {
    const log = plannedLog(entry({}), []);
    expect(log).toEqual({
      recipe: { id: recipe.id, slug: recipe.id, title: recipe.title, nutrition: recipe.nutrition },
      drink: false,
      planned: { meal: 'dinner', servings: 1 },
    });
  });

  it('logs a planned drink to Drinks with its estimated kcal and sugars only', () => {
    const log = plannedLog(entry({ kind: 'drink', ref: drink.slug, title: drink.title }), []);
    expect(log?.drink).toBe(true);
    expect(log?.planned).toEqual({ meal: 'drink', servings: 1 });
    expect(log?.recipe.nutrition).toEqual({
      kcal: drink.figures.kcal,
      sugar: drink.figures.sugarGrams,
    });
  });

  it('logs a saved recipe by its row id with the nutrition the plan computed', () => {
    const saved: PlanRecipe = { ...recipe, id: 'saved:row-1', title: 'Gran’s stew' };
    const log = plannedLog(
      entry({ kind: 'saved', ref: 'row-1', title: 'Gran’s stew', slot: 'lunch' }),
      [],
      new Map([['row-1', saved]]),
    );
    expect(log?.recipe).toMatchObject({ id: 'saved:row-1', slug: '', saved: true });
    expect(log?.planned.meal).toBe('lunch');
    // Not loaded (or deleted): nothing to log.
    expect(plannedLog(entry({ kind: 'saved', ref: 'row-2' }), [])).toBeNull();
  });

  it('logs leftovers as a serving of the dish they came from, and nothing for other notes', () => {
    const cooked = entry({ id: 'cooked', date: '2026-11-24' });
    const leftovers = entry({
      id: 'left',
      kind: 'note',
      ref: null,
      title: 'Leftovers',
      slot: 'lunch',
      leftoverOf: 'cooked',
    });
    const log = plannedLog(leftovers, [cooked, leftovers]);
    expect(log?.recipe.title).toBe(recipe.title);
    expect(log?.planned).toEqual({ meal: 'lunch', servings: 1 });
    expect(plannedLog(entry({ kind: 'note', ref: null, title: 'Eating out' }), [])).toBeNull();
    expect(plannedLog(entry({ ref: 'no-such-recipe' }), [])).toBeNull();
  });
});

describe('dayTotals', () => {
  it('counts a planned drink’s estimated kcal but none of its unknown macros', () => {
    const meal = entry({});
    const drinkEntry = entry({ id: 'd', kind: 'drink', ref: drink.slug, title: drink.title });
    const totals = dayTotals([meal, drinkEntry], [meal, drinkEntry]);
    expect(totals.kcal).toBeCloseTo(recipe.nutrition!.kcal + drink.figures.kcal);
    expect(totals.protein).toBeCloseTo(recipe.nutrition!.protein);
    expect(totals.unknown).toBe(1);
  });
});

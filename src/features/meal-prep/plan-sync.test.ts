import { describe, expect, it } from 'vitest';
import type { PlanEntry } from '@domain';
import { diffPlans, planHasChanges, rowToEntry } from './plan-sync';
import { dayTotals, isRemoved } from './plan-recipes';

const entry = (id: string, over: Partial<PlanEntry> = {}): PlanEntry => ({
  id,
  date: '2026-11-23',
  slot: 'dinner',
  kind: 'recipe',
  ref: 'shepherd-s-pie',
  title: "Shepherd's Pie",
  servings: 4,
  locked: false,
  position: 0,
  ...over,
});

describe('meal plan sync', () => {
  it('sends only what changed, one row each', () => {
    const base = { entries: [entry('a'), entry('b'), entry('c')] };
    const next = { entries: [entry('a'), entry('b', { locked: true }), entry('d')] };
    const diff = diffPlans(base, next);
    expect(diff.added.map((e) => e.id)).toEqual(['d']);
    expect(diff.changed.map((e) => e.id)).toEqual(['b']);
    expect(diff.removed.map((e) => e.id)).toEqual(['c']);
    expect(planHasChanges(base, { entries: [...base.entries] })).toBe(false);
  });

  it('reads a row, a saved recipe row (its id as ref), and skips a bad row with a warning', () => {
    const row = {
      id: 'r',
      plan_date: '2026-11-23',
      meal_slot: 'lunch',
      kind: 'saved',
      ref: null,
      saved_recipe_id: 's1',
      title: 'Chili',
      servings: 2,
      locked: true,
      position: 1,
      reason: null,
      leftover_of: null,
    };
    expect(rowToEntry(row)).toMatchObject({
      id: 'r',
      slot: 'lunch',
      kind: 'saved',
      ref: 's1',
      locked: true,
    });
    expect(rowToEntry({ ...row, saved_recipe_id: null })).toMatchObject({
      kind: 'saved',
      ref: null,
    });
    expect(rowToEntry({ ...row, meal_slot: 'dessert' })).toBeNull();
  });
});

describe('plan recipes', () => {
  it('a deleted saved recipe shows as removed once the saved recipes are in', () => {
    const saved = entry('s', { kind: 'saved', ref: 'gone' });
    expect(isRemoved(saved, new Map(), false)).toBe(false);
    expect(isRemoved(saved, new Map(), true)).toBe(true);
    expect(isRemoved(entry('x', { kind: 'saved', ref: null }), new Map(), false)).toBe(true);
    expect(isRemoved(entry('y', { ref: 'no-such-recipe' }), new Map(), false)).toBe(true);
  });

  it("a day's totals count one serving of each recipe and of the dish leftovers came from", () => {
    const dinner = entry('d');
    const leftovers = entry('l', {
      kind: 'note',
      ref: null,
      title: 'Leftovers',
      leftoverOf: 'd',
      date: '2026-11-24',
      slot: 'lunch',
    });
    const one = dayTotals([dinner], [dinner, leftovers]);
    expect(one.kcal).toBeGreaterThan(200);
    expect(dayTotals([leftovers], [dinner, leftovers])).toEqual(one);
    expect(
      dayTotals([entry('n', { kind: 'note', ref: null, title: 'Eating out' })], []).unknown,
    ).toBe(0);
  });
});

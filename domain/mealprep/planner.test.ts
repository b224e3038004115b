import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { DIET_TAGS } from '../recipes/types.ts';
import { plannableLibrary } from './library.ts';
import {
  planWeek,
  relaxMessage,
  replaceEntry,
  respectsChoices,
  type PlanChoices,
} from './planner.ts';
import { PLAN_SLOTS, type PlanRecipe } from './types.ts';
import { weekDays } from './week.ts';

const LIBRARY = plannableLibrary();
const WEEK = weekDays('2026-11-23');
const k = (...keys: string[]) => keys as IngredientKey[];

const base: PlanChoices = {
  days: WEEK,
  slots: ['breakfast', 'lunch', 'dinner'],
  household: 2,
  diet: [],
  maxWeekdayMinutes: null,
  preferCuisines: [],
  avoidCuisines: [],
  leftovers: false,
  kcalTarget: null,
  seed: 1,
};
const byId = new Map(LIBRARY.map((r) => [r.id, r]));

describe('planWeek', () => {
  it('fills every chosen slot and explains each choice in one line', () => {
    const { entries, unfilled } = planWeek({
      recipes: LIBRARY,
      kitchen: k('chicken', 'rice'),
      choices: base,
    });
    expect(unfilled).toEqual([]);
    expect(entries).toHaveLength(21);
    for (const e of entries)
      expect(e.reason).toMatch(/^uses (your .+|nothing from your kitchen); needs /);
    expect(entries.some((e) => /uses your (chicken|rice)/.test(e.reason ?? ''))).toBe(true);
  });

  it('uses the kitchen first', () => {
    const kitchen = k('chicken', 'rice', 'onion', 'garlic', 'tomato', 'egg', 'milk', 'flour');
    const { entries } = planWeek({
      recipes: LIBRARY,
      kitchen,
      choices: { ...base, slots: ['dinner'] },
    });
    const usesKitchen = entries.filter((e) => e.reason?.startsWith('uses your')).length;
    expect(usesKitchen).toBeGreaterThanOrEqual(6);
  });

  it('avoids the same main ingredient and cuisine on consecutive days', () => {
    const { entries } = planWeek({
      recipes: LIBRARY,
      kitchen: k('chicken'),
      choices: { ...base, slots: ['dinner'] },
    });
    const dinners = entries.map((e) => byId.get(e.ref ?? ''));
    for (let i = 1; i < dinners.length; i += 1) {
      expect(dinners[i]?.cuisine).not.toBe(dinners[i - 1]?.cuisine);
    }
  });

  it('cooks once and eats twice: dinner doubled, next lunch is its leftovers', () => {
    const { entries } = planWeek({
      recipes: LIBRARY,
      kitchen: [],
      choices: { ...base, slots: ['lunch', 'dinner'], leftovers: true },
    });
    const monDinner = entries.find((e) => e.date === WEEK[0] && e.slot === 'dinner');
    const tueLunch = entries.find((e) => e.date === WEEK[1] && e.slot === 'lunch');
    expect(monDinner?.servings).toBe(4);
    expect(tueLunch).toMatchObject({
      kind: 'note',
      title: 'Leftovers',
      leftoverOf: monDinner?.id,
      servings: 2,
    });
    expect(tueLunch?.reason).toBe(`leftovers from Monday's dinner: ${monDinner?.title}`);
    // Sunday's dinner has no next day in the plan, so it is not doubled; Monday's lunch is cooked.
    expect(entries.find((e) => e.date === WEEK[6] && e.slot === 'dinner')?.servings).toBe(2);
    expect(entries.find((e) => e.date === WEEK[0] && e.slot === 'lunch')?.kind).toBe('recipe');
  });

  it('says which constraint to relax when nothing fits', () => {
    const meatOnly = LIBRARY.filter((r) => !r.dietTags.includes('vegetarian'));
    const { entries, unfilled } = planWeek({
      recipes: meatOnly,
      kitchen: [],
      choices: { ...base, diet: ['vegan'], slots: ['dinner'] },
    });
    expect(entries).toEqual([]);
    expect(unfilled).toHaveLength(7);
    expect(unfilled[0]?.relax).toEqual(['diet']);
    expect(relaxMessage(unfilled)).toBe(
      'No recipe fits every choice for 7 meals (dinner). Try relaxing the diet.',
    );
  });

  it('still plans from an empty kitchen, and says so', () => {
    const { entries, notes } = planWeek({ recipes: LIBRARY, kitchen: [], choices: base });
    expect(entries).toHaveLength(21);
    expect(notes[0]).toMatch(/Nothing in your kitchen is used/);
  });

  it('keeps a user note such as "Eating out" and plans around it', () => {
    const note = {
      id: 'n1',
      date: WEEK[2]!,
      slot: 'dinner' as const,
      kind: 'note' as const,
      ref: null,
      title: 'Eating out',
      servings: 2,
      locked: false,
      position: 0,
    };
    const { entries } = planWeek({
      recipes: LIBRARY,
      kitchen: [],
      choices: { ...base, slots: ['dinner'] },
      existing: [],
    });
    const withNote = planWeek({
      recipes: LIBRARY,
      kitchen: [],
      choices: { ...base, slots: ['dinner'], days: WEEK.filter((d) => d !== WEEK[2]) },
      existing: [note],
    });
    expect(entries).toHaveLength(7);
    expect(withNote.entries.filter((e) => e.date === WEEK[2])).toEqual([note]);
  });

  it('replaces one entry with the next best, leaving the rest', () => {
    const { entries } = planWeek({ recipes: LIBRARY, kitchen: k('chicken'), choices: base });
    const target = entries[4]!;
    const next = replaceEntry(
      { recipes: LIBRARY, kitchen: k('chicken'), choices: base, existing: entries },
      target.id,
    );
    expect(next).not.toBeNull();
    const replaced = next!.find((e) => e.id === target.id)!;
    expect(replaced.ref).not.toBe(target.ref);
    expect(respectsChoices(byId.get(replaced.ref!)!, target.date, target.slot, base)).toBe(true);
    expect(next!.filter((e) => e.id !== target.id)).toEqual(
      entries.filter((e) => e.id !== target.id),
    );
  });
});

describe('saved recipes as candidates', () => {
  it('a saved recipe the planner picks becomes a saved entry pointing at its row', () => {
    const lib = LIBRARY.find((r) => r.mealType === 'dinner')!;
    const mine: PlanRecipe = { ...lib, id: 'saved:row-1', title: 'My Own Dinner' };
    const { entries } = planWeek({
      recipes: [mine],
      kitchen: [],
      choices: { ...base, days: [WEEK[0]!], slots: ['dinner'], maxWeekdayMinutes: null },
    });
    expect(entries).toMatchObject([{ kind: 'saved', ref: 'row-1', title: 'My Own Dinner' }]);
  });
});

describe('planWeek properties', () => {
  const keys = [...new Set(LIBRARY.flatMap((r) => r.ingredientKeys))].sort();
  const choicesArb = fc.record({
    days: fc.subarray(WEEK, { minLength: 1 }),
    slots: fc.subarray([...PLAN_SLOTS], { minLength: 1 }),
    household: fc.integer({ min: 1, max: 8 }),
    diet: fc.subarray([...DIET_TAGS]),
    maxWeekdayMinutes: fc.option(fc.integer({ min: 10, max: 120 }), { nil: null }),
    preferCuisines: fc.subarray(['italian', 'indian', 'mexican', 'thai']),
    avoidCuisines: fc.subarray(['british', 'french', 'chinese']),
    leftovers: fc.boolean(),
    kcalTarget: fc.option(fc.integer({ min: 1200, max: 3000 }), { nil: null }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  });
  const kitchenArb = fc.subarray(keys, { maxLength: 30 }).map((ks) => ks as IngredientKey[]);

  it('respects diet and time, never moves locked entries, and the same seed gives the same plan', () => {
    fc.assert(
      fc.property(
        choicesArb,
        kitchenArb,
        fc.integer({ min: 0, max: 5 }),
        (choices, kitchen, lockCount) => {
          const first = planWeek({ recipes: LIBRARY, kitchen, choices });
          expect(planWeek({ recipes: LIBRARY, kitchen, choices })).toEqual(first);
          for (const e of first.entries) {
            if (e.kind !== 'recipe') continue;
            const recipe = byId.get(e.ref!) as PlanRecipe;
            expect(respectsChoices(recipe, e.date, e.slot, choices)).toBe(true);
          }
          const locked = first.entries.slice(0, lockCount).map((e) => ({ ...e, locked: true }));
          const rest = first.entries.slice(lockCount);
          const reroll = planWeek({
            recipes: LIBRARY,
            kitchen,
            choices: { ...choices, seed: choices.seed + 1 },
            existing: [...locked, ...rest],
          });
          for (const e of locked) expect(reroll.entries).toContainEqual(e);
        },
      ),
      { numRuns: 40 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { libraryPlanRecipe, plannableLibrary } from './library.ts';
import {
  clockAt,
  cookingMode,
  prepDay,
  prepTasks,
  schedulePrep,
  type PrepTask,
  type ScheduledTask,
} from './prep-day.ts';
import { storageLifeOf } from './storage-life.ts';
import type { PlanEntry, PlanRecipe } from './types.ts';

const task = (
  id: string,
  minutes: number,
  handsOn: boolean,
  resource: PrepTask['resource'],
  dependsOn: string[] = [],
): PrepTask => ({
  id,
  label: id,
  minutes,
  handsOn,
  resource,
  dependsOn,
  recipeIds: [],
});

function checkInvariants(tasks: readonly PrepTask[], out: readonly ScheduledTask[], ovens = 1) {
  const at = new Map(out.map((t) => [t.id, t]));
  expect(out).toHaveLength(tasks.length);
  for (const t of out)
    for (const d of t.dependsOn) expect(t.start).toBeGreaterThanOrEqual(at.get(d)!.end);
  const overlapping = (list: readonly ScheduledTask[]) =>
    Math.max(
      0,
      ...list.map((a) => list.filter((b) => b.start <= a.start && b.end > a.start).length),
    );
  expect(overlapping(out.filter((t) => t.resource === 'oven'))).toBeLessThanOrEqual(ovens);
  expect(overlapping(out.filter((t) => t.handsOn))).toBeLessThanOrEqual(1);
}

describe('schedulePrep', () => {
  const cases: readonly [string, PrepTask[], number][] = [
    [
      'a chain runs in order',
      [
        task('a', 10, true, 'none'),
        task('b', 30, false, 'oven', ['a']),
        task('c', 5, true, 'none', ['b']),
      ],
      1,
    ],
    [
      'two oven dishes never share one oven',
      [
        task('p1', 5, true, 'none'),
        task('o1', 40, false, 'oven', ['p1']),
        task('p2', 5, true, 'none'),
        task('o2', 30, false, 'oven', ['p2']),
      ],
      1,
    ],
    ['two ovens when stated', [task('o1', 40, false, 'oven'), task('o2', 30, false, 'oven')], 2],
    [
      'zero-minute tasks do not stall',
      [task('z', 0, true, 'none'), task('y', 10, false, 'hob', ['z'])],
      1,
    ],
  ];
  it.each(cases)('%s', (_name, tasks, ovens) => {
    checkInvariants(tasks, schedulePrep(tasks, { ovens, hobs: 4 }), ovens);
  });

  it('starts the long oven task first and does hands-on work while it bakes', () => {
    const tasks = [
      task('roast', 90, false, 'oven'),
      task('chop', 15, true, 'none'),
      task('salad', 10, true, 'none'),
    ];
    const out = schedulePrep(tasks);
    expect(out.find((t) => t.id === 'roast')?.start).toBe(0);
    expect(Math.max(...out.map((t) => t.end))).toBe(90);
  });

  it('with two ovens both oven dishes bake at once', () => {
    const out = schedulePrep([task('o1', 40, false, 'oven'), task('o2', 30, false, 'oven')], {
      ovens: 2,
      hobs: 4,
    });
    expect(out.map((t) => t.start)).toEqual([0, 0]);
  });

  it('refuses a circle of dependencies instead of looping', () => {
    expect(() =>
      schedulePrep([task('a', 5, true, 'none', ['b']), task('b', 5, true, 'none', ['a'])]),
    ).toThrow(/circle/);
  });

  it('keeps the invariants for a real week from the library', () => {
    const recipes = plannableLibrary()
      .filter((r) => r.mealType === 'dinner')
      .slice(0, 7);
    const tasks = prepTasks(recipes);
    checkInvariants(tasks, schedulePrep(tasks));
  });
});

describe('prepTasks', () => {
  it('makes a component two dishes share once, before the dishes that use it', () => {
    const recipes = plannableLibrary()
      .filter((r) => r.ingredientKeys.includes('onion' as IngredientKey))
      .slice(0, 3);
    const tasks = prepTasks(recipes);
    const onion = tasks.find((t) => t.id === 'component:onion');
    expect(onion?.recipeIds).toHaveLength(3);
    for (const r of recipes) {
      const first =
        tasks.find((t) => t.id === `prep:${r.id}`) ?? tasks.find((t) => t.id === `cook:${r.id}`);
      expect(first?.dependsOn).toContain('component:onion');
    }
  });

  it('reads oven and simmer dishes from their steps', () => {
    expect(cookingMode(libraryPlanRecipe('shepherd-s-pie')!)).toBe('oven');
  });
});

describe('storage life and freezing flags', () => {
  const recipe = (title: string, keys: string[]): PlanRecipe => ({
    id: title,
    title,
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 30,
    ingredients: keys.map((k) => ({
      key: k as IngredientKey,
      quantity: 1,
      unit: 'piece' as const,
    })),
    ingredientKeys: keys as IngredientKey[],
    cuisine: null,
    mealType: 'dinner',
    dietTags: [],
    equipment: [],
    steps: ['Simmer for 30 minutes.'],
    nutrition: null,
  });
  it.each([
    ['Salmon Traybake', ['salmon'], 'Fish and seafood dish', 3, 3],
    ['Chicken Curry', ['chicken-thigh', 'onion'], 'Poultry dish', 3, 4],
    ['Beef Stew', ['beef', 'carrot'], 'Meat dish', 3, 3],
    ['Green Salad', ['lettuce', 'cucumber'], 'Leafy salad', 1, 0],
    ['Lentil Soup', ['red-lentil', 'onion'], 'Soup or stew', 3, 3],
    ['Vegetable Fried Rice', ['rice', 'pea'], 'Rice dish', 1, 1],
  ] as const)('%s → %s', (title, keys, kind, fridge, freezer) => {
    const life = storageLifeOf(recipe(title, [...keys]));
    expect([life.kind, life.fridgeDays, life.freezerMonths]).toEqual([kind, fridge, freezer]);
    expect(life.source).toMatch(/FoodKeeper|Food Standards Agency/);
  });

  it('flags portions eaten after the fridge life: freeze, or cook fresh when it does not freeze', () => {
    const stew = recipe('Beef Stew', ['beef']);
    const salad = recipe('Green Salad', ['lettuce']);
    const e = (id: string, date: string, ref: string): PlanEntry => ({
      id,
      date,
      slot: 'dinner',
      kind: 'recipe',
      ref,
      title: ref,
      servings: 2,
      locked: false,
      position: 0,
    });
    const entries = [
      e('1', '2026-11-22', 'Beef Stew'),
      e('2', '2026-11-24', 'Beef Stew'),
      e('3', '2026-11-27', 'Beef Stew'),
      e('4', '2026-11-25', 'Green Salad'),
      e('0', '2026-11-20', 'Beef Stew'),
    ];
    const plan = prepDay(entries, (x) => (x.ref === 'Beef Stew' ? stew : salad), '2026-11-22');
    const stewDish = plan.dishes.find((d) => d.title === 'Beef Stew')!;
    expect(stewDish.eatBy).toBe('2026-11-25');
    expect(stewDish.portions.map((p) => [p.date, p.freeze])).toEqual([
      ['2026-11-22', false],
      ['2026-11-24', false],
      ['2026-11-27', true],
    ]);
    const saladDish = plan.dishes.find((d) => d.title === 'Green Salad')!;
    expect(saladDish.portions[0]).toMatchObject({ freeze: false, cookFresh: true });
    expect(plan.handsOnMinutes).toBeGreaterThan(0);
    expect(plan.elapsedMinutes).toBeGreaterThanOrEqual(30);
  });

  it('clockAt adds minutes to the start time', () => {
    expect([clockAt('10:00', 95), clockAt('23:30', 45)]).toEqual(['11:35', '00:15']);
  });
});

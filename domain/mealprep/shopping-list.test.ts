import { describe, expect, it } from 'vitest';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { aisleOf } from './aisles.ts';
import { buildShoppingList, groupByAisle, shoppingListText } from './shopping-list.ts';
import type { PlanEntry, PlanRecipe } from './types.ts';

const k = (s: string) => s as IngredientKey;

describe('aisleOf', () => {
  it.each([
    ['onion', 'produce'],
    ['cilantro', 'produce'],
    ['lemon', 'produce'],
    ['chicken-thigh', 'meat-and-fish'],
    ['salmon', 'meat-and-fish'],
    ['cheddar', 'dairy'],
    ['egg', 'dairy'],
    ['tofu', 'dairy'],
    ['baguette', 'bakery'],
    ['rice', 'pantry'],
    ['chickpea', 'pantry'],
    ['cumin', 'pantry'],
    ['ice-cream', 'frozen'],
    ['pineapple-juice', 'drinks'],
    ['no-such-thing', 'other'],
  ])('%s → %s', (key, aisle) => {
    expect(aisleOf(k(key))).toBe(aisle);
  });
});

const recipe = (
  id: string,
  servings: number,
  ingredients: PlanRecipe['ingredients'],
): PlanRecipe => ({
  id,
  title: id,
  servings,
  prepMinutes: 10,
  cookMinutes: 20,
  ingredients,
  ingredientKeys: [...new Set(ingredients.filter((i) => !i.optional).map((i) => i.key))],
  cuisine: 'italian',
  mealType: 'dinner',
  dietTags: [],
  equipment: [],
  steps: [],
  nutrition: null,
});

const entry = (id: string, date: string, ref: string, servings: number): PlanEntry => ({
  id,
  date,
  slot: 'dinner',
  kind: 'recipe',
  ref,
  title: ref === 'a' ? 'Chicken Rice' : 'Coriander Soup',
  servings,
  locked: false,
  position: 0,
});

describe('buildShoppingList', () => {
  const recipes = new Map([
    [
      'a',
      recipe('a', 2, [
        { key: k('chicken'), quantity: 400, unit: 'g' },
        { key: k('rice'), quantity: 1, unit: 'cup' },
        { key: k('onion'), quantity: 1, unit: 'piece' },
        { key: k('cilantro'), quantity: 1, unit: 'bunch' },
        { key: k('salt'), quantity: 1, unit: 'tsp' },
        { key: k('chili-pepper'), quantity: 1, unit: 'piece', optional: true },
      ]),
    ],
    [
      'b',
      recipe('b', 4, [
        { key: k('onion'), quantity: 2, unit: 'piece' },
        { key: k('cilantro'), quantity: 0.5, unit: 'bunch' },
        { key: k('milk'), quantity: 1, unit: 'cup' },
        { key: k('milk'), quantity: 2, unit: 'tbsp' },
      ]),
    ],
  ]);
  const entries = [
    entry('e1', '2026-11-23', 'a', 4),
    entry('e2', '2026-11-25', 'b', 4),
    { ...entry('e3', '2026-11-26', 'a', 2), kind: 'note' as const, ref: null, title: 'Eating out' },
  ];
  const list = buildShoppingList(entries, (e) => (e.ref ? (recipes.get(e.ref) ?? null) : null), [
    k('rice'),
  ]);

  it('scales, subtracts the kitchen and staples, merges across recipes and names the meals', () => {
    const byKey = new Map(list.lines.map((l) => [l.key, l]));
    expect(byKey.has(k('rice'))).toBe(false);
    expect(byKey.has(k('salt'))).toBe(false);
    expect(byKey.has(k('chili-pepper'))).toBe(false);
    expect(byKey.get(k('chicken'))?.amountText).toBe('800 g');
    expect(byKey.get(k('onion'))?.amountText).toBe('4');
    expect(byKey.get(k('cilantro'))?.amountText).toBe('3 bunches');
    expect(byKey.get(k('milk'))?.amountText).toBe('1⅛ cups');
    expect(byKey.get(k('onion'))?.meals.map((m) => m.label)).toEqual([
      'Mon dinner: Chicken Rice',
      'Wed dinner: Coriander Soup',
    ]);
    expect(list.fromKitchen).toEqual(['rice', 'salt']);
  });

  it('groups by aisle in shop order and copies as text', () => {
    expect(groupByAisle(list.lines).map((g) => g.label)).toEqual([
      'Produce',
      'Meat and fish',
      'Dairy',
    ]);
    const text = shoppingListText(list.lines, new Set(['onion']));
    expect(text).toContain(
      'Produce:\n[ ] Cilantro — 3 bunches (Mon dinner: Chicken Rice; Wed dinner: Coriander Soup)\n[x] Onion — 4',
    );
  });

  it('a kitchen item covers the more general need (cheddar covers cheese)', () => {
    const r = recipe('c', 1, [{ key: k('cheese'), quantity: 50, unit: 'g' }]);
    const res = buildShoppingList([entry('x', '2026-11-23', 'c', 1)], () => r, [k('cheddar')]);
    expect(res.lines).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { INGREDIENTS } from '../ingredients/canonical.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import type { Unit } from '../ingredients/normalise-units.ts';
import { computeNutrition, NUTRIENTS, toGrams } from './compute.ts';

const k = (s: string): IngredientKey => s as IngredientKey;

/** key, quantity, unit → grams (within 1 %). */
const CONVERSIONS: ReadonlyArray<readonly [string, number | null, Unit, number]> = [
  ['flour', 100, 'g', 100],
  ['flour', 1, 'kg', 1000],
  ['flour', 1, 'oz', 28.35],
  ['ground-beef', 1, 'lb', 453.6],
  ['flour', 1, 'cup', 125],
  ['sugar', 1, 'cup', 200],
  ['butter', 1, 'tbsp', 14.2],
  ['butter', 1, 'stick', 113],
  ['milk', 1, 'cup', 244],
  ['milk', 244, 'ml', 252.4],
  ['milk', 1, 'l', 1031],
  ['water', 1, 'l', 1000],
  ['egg', 2, 'piece', 100],
  ['garlic', 3, 'clove', 9],
  ['salt', 1, 'tsp', 6],
  ['salt', 1, 'pinch', 0.4],
  ['salt', null, 'to-taste', 0],
  ['black-pepper', null, 'to-taste', 0],
  ['canned-tomato', 1, 'can', 400],
  ['spinach', 1, 'handful', 30],
  ['bread', 2, 'slice', 56],
  ['lemon', 1, 'piece', 58],
];

describe('toGrams', () => {
  it.each(CONVERSIONS)('%s: %s %s → %s g', (key, quantity, unit, grams) => {
    const result = toGrams(k(key), quantity, unit);
    expect(result).not.toBeNull();
    expect(result ?? 0).toBeCloseTo(grams, Math.abs(grams) < 10 ? 1 : -1);
  });

  it('returns null when an ingredient has no weight for a count', () => {
    expect(toGrams(k('flour'), 1, 'piece')).toBeNull();
    expect(toGrams(k('not-a-key'), 1, 'cup')).toBeNull();
  });
});

describe('nutrient table', () => {
  it('cites an SR26 food number on every row and uses only vocabulary keys', () => {
    for (const [key, row] of NUTRIENTS) {
      expect(INGREDIENTS.has(key)).toBe(true);
      expect(row.ndb).toMatch(/^\d{5}$/);
      expect(row.source.length).toBeGreaterThan(3);
      for (const value of [
        row.kcal,
        row.protein,
        row.fat,
        row.carbs,
        row.fibre,
        row.sugar,
        row.sodium,
      ]) {
        expect(value).toBeGreaterThanOrEqual(0);
      }
      expect(row.kcal).toBeLessThanOrEqual(902);
    }
  });

  it('matches SR26 for a few well-known foods', () => {
    expect(NUTRIENTS.get(k('butter'))).toMatchObject({ ndb: '01145', kcal: 717 });
    expect(NUTRIENTS.get(k('egg'))).toMatchObject({ ndb: '01123', kcal: 143 });
    expect(NUTRIENTS.get(k('flour'))).toMatchObject({ ndb: '20081', kcal: 364 });
  });
});

describe('computeNutrition', () => {
  it('sums per-100 g values and divides by servings', () => {
    const result = computeNutrition([{ key: k('butter'), quantity: 200, unit: 'g' }], 2);
    expect(result.kcal).toBe(717);
    expect(result.fat).toBeCloseTo(81.1, 1);
  });

  it('leaves out optional ingredients and to-taste amounts', () => {
    const base = computeNutrition([{ key: k('egg'), quantity: 2, unit: 'piece' }], 1);
    const withExtras = computeNutrition(
      [
        { key: k('egg'), quantity: 2, unit: 'piece' },
        { key: k('cheddar'), quantity: 50, unit: 'g', optional: true },
        { key: k('salt'), quantity: null, unit: 'to-taste' },
      ],
      1,
    );
    expect(withExtras).toEqual(base);
    expect(base.kcal).toBe(143);
  });

  it('counts only the stated fraction of mostly discarded ingredients', () => {
    const full = computeNutrition([{ key: k('vegetable-oil'), quantity: 100, unit: 'g' }], 1);
    const fried = computeNutrition(
      [{ key: k('vegetable-oil'), quantity: 100, unit: 'g', fraction: 0.1 }],
      1,
    );
    expect(fried.kcal).toBe(Math.round(full.kcal / 10));
  });

  it('treats servings below one as one', () => {
    expect(computeNutrition([{ key: k('sugar'), quantity: 100, unit: 'g' }], 0).kcal).toBe(387);
  });
});

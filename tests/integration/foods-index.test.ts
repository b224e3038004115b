import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EVERYDAY_FOOD_QUERIES,
  FoodSearchIndex,
  unpackFoods,
  type PackedFoods,
} from '../../domain/index.ts';

/** The bundled offline food index (src/features/nutrition/foods-index.json): contents and ranking. */
const packed = JSON.parse(
  readFileSync(new URL('../../src/features/nutrition/foods-index.json', import.meta.url), 'utf8'),
) as PackedFoods;
const foods = unpackFoods(packed);
const index = new FoodSearchIndex(foods);

describe('the bundled food index', () => {
  it('holds all 8,463 SR26 foods with nulls (not zeros) where SR26 has no value', () => {
    expect(foods).toHaveLength(8463);
    const campbell = foods.find((f) => f.ndb === '16200');
    expect(campbell?.per100g.kcal).toBe(123);
    expect(campbell?.per100g.magnesium).toBeNull();
    expect(foods.filter((f) => f.per100g.vitaminD === null).length).toBeGreaterThan(1000);
  });

  it('carries household measures in grams', () => {
    const butter = foods.find((f) => f.ndb === '01001');
    expect(butter?.measures).toContainEqual({ label: '1 tbsp', grams: 14.2 });
  });
});

describe('food search ranks the everyday food first', () => {
  it.each(EVERYDAY_FOOD_QUERIES.map(([q, re]) => [q, re] as const))('"%s"', (query, first) => {
    expect(index.search(query, 5)[0]?.name).toMatch(first);
  });

  it('puts dry nonfat calcium-reduced milk below whole milk', () => {
    const names = index.search('milk', 100).map((f) => f.name);
    const whole = names.findIndex((n) => n.startsWith('Milk, whole'));
    const dry = names.findIndex((n) => /dry, nonfat, calcium reduced/.test(n));
    expect(whole).toBe(0);
    expect(dry).toBeGreaterThan(whole);
  });
});

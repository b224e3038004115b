import { describe, expect, it } from 'vitest';
import type { IngredientKey } from '../../../domain/index.ts';
import { matchKitchenKeys } from '../../../domain/index.ts';
import { toPayload, toPayloadJson } from './payload.ts';
import { toMatchableRow, type RecipeRow } from './recipe-rows.ts';

const row = (slug: string, keys: string[], extra: Partial<RecipeRow> = {}): RecipeRow => ({
  id: `id-${slug}`,
  slug,
  title: slug.replace(/-/g, ' '),
  description: 'A "quoted" description\nwith a line break',
  servings: 2,
  prep_minutes: 5,
  cook_minutes: null,
  total_minutes: null,
  cuisine: 'British',
  meal_type: 'lunch',
  diet_tags: ['vegetarian'],
  equipment: null,
  ingredients: keys.map((key) => ({ key, text: key, quantity: 1, unit: '' })),
  ingredient_keys: keys,
  optional_keys: [],
  steps: ['Toast.', 'Butter – généreusement.'],
  nutrition: { kcal: 210.5 },
  image_url: null,
  source: null,
  ...extra,
});

describe('toPayloadJson', () => {
  it('is the same JSON text as JSON.stringify(toPayload(match)), twice over (cached cards)', () => {
    const recipes = [row('cheese-toast', ['bread', 'cheddar', 'butter']), row('plain-toast', ['bread'], { source: 'imported', equipment: ['toaster'] })].map(toMatchableRow);
    const kitchen = ['bread', 'cheddar'] as IngredientKey[];
    for (let round = 0; round < 2; round += 1) {
      const matches = matchKitchenKeys(kitchen, recipes);
      expect(matches).toHaveLength(2);
      for (const match of matches) {
        expect(toPayloadJson(match)).toBe(JSON.stringify(toPayload(match)));
        expect(JSON.parse(toPayloadJson(match))).toEqual(toPayload(match));
      }
    }
  });
});

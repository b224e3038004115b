import { describe, expect, it } from 'vitest';
import type { IngredientKey } from '../../../domain/index.ts';
import { matchKitchenKeys, readSuggestedRecipe, recipeSchemas } from '../../../domain/index.ts';
import { buildKeyIndex } from './key-index.ts';
import { toPayload, toPayloadJson, toSummaryPayload } from './payload.ts';
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
    const recipes = [
      row('cheese-toast', ['bread', 'cheddar', 'butter']),
      row('plain-toast', ['bread'], { source: 'imported', equipment: ['toaster'] }),
    ].map(toMatchableRow);
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

describe('the answer shape', () => {
  const kitchen = ['bread', 'cheddar'] as IngredientKey[];

  it('is the recipe contract: a full match and a key-index summary pass its schemas as written', () => {
    const full = matchKitchenKeys(kitchen, [
      toMatchableRow(row('cheese-toast', ['bread', 'cheddar', 'butter'])),
    ]);
    const payload = JSON.parse(toPayloadJson(full[0]!)) as unknown;
    expect(recipeSchemas().payload.parse(payload)).toEqual(payload);
    const keys = buildKeyIndex(
      [
        {
          ...row('cheese-toast', ['bread', 'cheddar', 'butter']),
          image_url: 'https://img.test/t.jpg',
        },
      ],
      'sig',
    );
    const summary = toSummaryPayload(
      matchKitchenKeys(
        kitchen,
        keys.slots.map((s) => s.recipe),
      )[0]!,
    );
    expect(recipeSchemas().summary.parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({
      id: 'id-cheese-toast',
      slug: 'cheese-toast',
      imageUrl: 'https://img.test/t.jpg',
      summary: true,
      missing: ['butter'],
    });
  });

  it('reads in the app as the same recipe whether answered in full or as a summary completed later', () => {
    const [match] = matchKitchenKeys(kitchen, [
      toMatchableRow(row('cheese-toast', ['bread', 'cheddar', 'butter'])),
    ]);
    const read = readSuggestedRecipe(JSON.parse(toPayloadJson(match!)));
    expect(read).toMatchObject({
      title: 'cheese toast',
      totalMinutes: 5,
      missing: ['butter'],
      missingNames: ['butter'],
      complete: true,
      saved: null,
    });
    expect(read?.ingredients.map((l) => l.text)).toEqual(['bread', 'cheddar', 'butter']);
    expect(read?.nutrition).toEqual({ kcal: 210.5 });
  });
});

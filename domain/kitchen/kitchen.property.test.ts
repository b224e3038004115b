import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames } from '../ingredients/sort-names.ts';
import { addIngredients } from './add-ingredients.ts';
import { kitchenItemKey } from './item-key.ts';
import { clearKitchen, removeIngredient } from './kitchen-actions.ts';
import { MAX_RECENT_INGREDIENTS } from './limits.ts';
import { parseIngredientInput } from './parse-input.ts';
import { parseStoredKitchen } from './stored-kitchen.ts';
import { EMPTY_KITCHEN } from './types.ts';
import type { KitchenState } from './types.ts';

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc
    .array(
      fc.constantFrom(
        'eggs',
        'Eggs',
        ',',
        '\n',
        ' ',
        'chicken thighs',
        '<b>',
        '<script>',
        'milk',
        '🥑',
      ),
      { maxLength: 20 },
    )
    .map((p) => p.join('')),
);

const isSortedUnique = (items: readonly string[]): boolean =>
  items.every((item, i) => i === 0 || compareNames(items[i - 1] ?? '', item) <= 0) &&
  new Set(items.map(kitchenItemKey)).size === items.length;

describe('kitchen properties', () => {
  it('parseIngredientInput never throws and yields trimmed, non-empty items', () => {
    fc.assert(
      fc.property(text, (raw) => {
        for (const item of parseIngredientInput(raw)) {
          expect(item).toBe(item.trim());
          expect(item).not.toBe('');
          expect(item).not.toMatch(/[\n\r]/);
        }
      }),
    );
  });

  it('addIngredients never throws, never loses an ingredient and keeps the kitchen sorted and unique', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(text, fc.array(text, { maxLength: 5 })), { maxLength: 8 }),
        (inputs) => {
          let state: KitchenState = EMPTY_KITCHEN;
          for (const input of inputs) {
            const before = state.ingredients;
            const { state: next, outcome } = addIngredients(state, input);
            expect(typeof outcome.message).toBe('string');
            expect(outcome.message.length).toBeGreaterThan(0);
            for (const item of before) expect(next.ingredients).toContain(item);
            if (!outcome.ok) expect(next).toBe(state);
            expect(isSortedUnique(next.ingredients)).toBe(true);
            expect(next.recentIngredients.length).toBeLessThanOrEqual(MAX_RECENT_INGREDIENTS);
            for (const item of next.ingredients)
              expect(item.toLowerCase()).not.toContain('<script');
            state = next;
          }
          const removed = state.ingredients[0];
          if (removed !== undefined)
            expect(removeIngredient(state, removed).state.ingredients).toHaveLength(
              state.ingredients.length - 1,
            );
          expect(clearKitchen(state).state.ingredients).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  const kitchenLike = fc.record(
    {
      ingredients: fc.oneof(fc.array(fc.oneof(text, fc.anything())), fc.anything()),
      templates: fc.oneof(
        fc.array(
          fc.record(
            {
              id: fc.oneof(fc.string(), fc.integer(), fc.anything()),
              name: fc.oneof(text, fc.anything()),
              ingredients: fc.oneof(fc.array(text), fc.anything()),
              created_at: fc.oneof(
                fc.string(),
                fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'bad' : d.toISOString())),
                fc.anything(),
              ),
            },
            { requiredKeys: [] },
          ),
        ),
        fc.anything(),
      ),
      recentIngredients: fc.oneof(fc.array(text), fc.anything()),
    },
    { requiredKeys: [] },
  );

  it('parseStoredKitchen never throws on arbitrary JSON, text or values and always yields a valid kitchen', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.json(),
          text,
          fc.anything(),
          kitchenLike,
          kitchenLike.map((k) => JSON.stringify(k) ?? ''),
        ),
        (input) => {
          const { state, warnings } = parseStoredKitchen(input);
          expect(Array.isArray(warnings)).toBe(true);
          expect(isSortedUnique(state.ingredients)).toBe(true);
          expect(state.recentIngredients.length).toBeLessThanOrEqual(MAX_RECENT_INGREDIENTS);
          for (const t of state.templates) {
            expect(typeof t.id).toBe('string');
            expect(t.ingredients.length).toBeGreaterThan(0);
            expect(Number.isNaN(Date.parse(t.created_at))).toBe(false);
          }
          // What was read is stable: reading it again changes nothing.
          expect(parseStoredKitchen(JSON.stringify(state)).state).toEqual(state);
        },
      ),
      { numRuns: 500 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { clearKitchen, removeIngredient } from './kitchen-actions.ts';
import { kitchen } from './test-helpers.ts';

describe('removeIngredient', () => {
  it.each([
    [['eggs', 'milk'], 'eggs', ['milk'], 'Removed eggs from your kitchen'],
    [['Eggs', 'milk'], 'eggs', ['milk'], 'Removed Eggs from your kitchen'],
    [['eggs', 'Eggs'], 'Eggs', ['eggs'], 'Removed Eggs from your kitchen'],
    [['🥑 avocado'], '🥑 avocado', [], 'Removed 🥑 avocado from your kitchen'],
  ])('from %j removes %j leaving %j', (start, item, expected, message) => {
    const { state, outcome } = removeIngredient(kitchen(start), item);
    expect(state.ingredients).toEqual(expected);
    expect(outcome).toEqual({ ok: true, kind: 'removed', message });
  });

  it.each([['butter'], [''], ['  ']])('reports %j as not found and changes nothing', (item) => {
    const start = kitchen(['eggs']);
    const { state, outcome } = removeIngredient(start, item);
    expect(outcome.ok).toBe(false);
    expect(outcome.kind).toBe('not-found');
    expect(state).toBe(start);
  });

  it('keeps templates and recents', () => {
    const start = kitchen(['eggs'], { recentIngredients: ['eggs'] });
    expect(removeIngredient(start, 'eggs').state.recentIngredients).toEqual(['eggs']);
  });
});

describe('clearKitchen', () => {
  it.each([[['eggs', 'milk']], [[]]])(
    'empties %j with "Your kitchen has been cleared!"',
    (start) => {
      const before = kitchen(start, { recentIngredients: ['eggs'] });
      const { state, outcome } = clearKitchen(before);
      expect(state.ingredients).toEqual([]);
      expect(state.recentIngredients).toEqual(['eggs']);
      expect(outcome).toEqual({
        ok: true,
        kind: 'cleared',
        message: 'Your kitchen has been cleared!',
      });
    },
  );
});

import { describe, expect, it } from 'vitest';
import { diffIngredients, hasChanges } from './kitchen-sync';

describe('kitchen sync diff', () => {
  it('finds additions and removals', () => {
    expect(diffIngredients(['Eggs', 'Milk'], ['Bread', 'Eggs'])).toEqual({
      added: ['Bread'],
      removed: ['Milk'],
    });
  });
  it('sees template changes', () => {
    const base = { ingredients: ['Eggs'], templates: [] };
    expect(
      hasChanges(base, { ingredients: ['Eggs'], templates: [], recentIngredients: ['x'] }),
    ).toBe(false);
    expect(
      hasChanges(base, {
        ingredients: ['Eggs'],
        templates: [
          { id: '1', name: 'a', ingredients: ['Eggs'], created_at: '2026-01-01T00:00:00Z' },
        ],
        recentIngredients: [],
      }),
    ).toBe(true);
  });
});

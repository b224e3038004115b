import { describe, expect, it } from 'vitest';
import { DEFAULT_GOALS, GOAL_PRESETS, isDefaultGoals } from './goals.ts';

describe('isDefaultGoals', () => {
  it('says the defaults are the defaults, whatever the key order', () => {
    expect(isDefaultGoals(DEFAULT_GOALS)).toBe(true);
    const reversed = Object.fromEntries(Object.entries(DEFAULT_GOALS).reverse());
    expect(isDefaultGoals(reversed as typeof DEFAULT_GOALS)).toBe(true);
  });

  it('says goals the user changed, even one nutrient, are their own', () => {
    expect(isDefaultGoals({ ...DEFAULT_GOALS, kcal: 1800 })).toBe(false);
    expect(isDefaultGoals({ ...DEFAULT_GOALS, vitaminD: null })).toBe(false);
    const lighter = GOAL_PRESETS.find((p) => p.id === 'lighter')!;
    expect(isDefaultGoals(lighter.goals)).toBe(false);
  });
});

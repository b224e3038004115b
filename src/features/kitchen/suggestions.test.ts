import { describe, expect, it } from 'vitest';
import { suggestionsFor } from './suggestions';

describe('ingredient box suggestions', () => {
  it('suggests at most 5 matches for the segment being typed', () => {
    const list = suggestionsFor('butter, a');
    expect(list.length).toBeLessThanOrEqual(5);
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expect(item.toLowerCase()).toContain('a');
  });

  it('suggests nothing for an empty segment', () => {
    expect(suggestionsFor('milk, ')).toEqual([]);
  });
});

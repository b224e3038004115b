import { describe, expect, it } from 'vitest';
import { currentSegment, suggestionsFor, withSuggestion } from './suggestions';

describe('ingredient box suggestions', () => {
  it.each([
    ['egg', '', 'egg'],
    ['milk, egg', 'milk,', ' egg'],
    ['a\nb', 'a\n', 'b'],
  ])('splits %j into head %j and segment %j', (input, head, segment) => {
    expect(currentSegment(input)).toEqual({ head, segment });
  });

  it('suggests at most 5 matches for the segment being typed', () => {
    const list = suggestionsFor('butter, a');
    expect(list.length).toBeLessThanOrEqual(5);
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expect(item.toLowerCase()).toContain('a');
  });

  it('suggests nothing for an empty segment', () => {
    expect(suggestionsFor('milk, ')).toEqual([]);
  });

  it('replaces only the segment being typed', () => {
    expect(withSuggestion('gar', 'garlic')).toBe('garlic');
    expect(withSuggestion('butter, gar', 'garlic')).toBe('butter, garlic');
  });
});

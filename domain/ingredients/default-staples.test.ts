import { expect, it } from 'vitest';
import { INGREDIENTS } from './canonical.ts';
import { DEFAULT_STAPLE_NAMES, DEFAULT_STAPLES } from './default-staples.ts';

it('names every default staple as the vocabulary does, lower-case', () => {
  expect(Object.keys(DEFAULT_STAPLE_NAMES).sort()).toEqual([...DEFAULT_STAPLES].sort());
  for (const key of DEFAULT_STAPLES)
    expect(DEFAULT_STAPLE_NAMES[key]).toBe(INGREDIENTS.get(key)?.name.toLowerCase());
});

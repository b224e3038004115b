import { describe, expect, it } from 'vitest';
import { virtualListColumns } from './layout.ts';

describe('virtualListColumns', () => {
  it.each([
    [0, 1],
    [375, 1],
    [639, 1],
    [640, 2],
    [767, 2],
    [768, 3],
    [1023, 3],
    [1024, 4],
    [2560, 4],
    [Number.NaN, 1],
  ])('a width of %d px shows %d columns', (width, columns) => {
    expect(virtualListColumns(width)).toBe(columns);
  });
});

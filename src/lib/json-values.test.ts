import { describe, expect, it } from 'vitest';
import { finiteNumber, isJsonObject } from './json-values';

describe('json value guards', () => {
  it('tells plain objects from arrays and null', () => {
    expect([{}, [], null, 'x'].map(isJsonObject)).toEqual([true, false, false, false]);
  });

  it('keeps only finite numbers', () => {
    expect([3, Number.NaN, Infinity, '3'].map(finiteNumber)).toEqual([3, null, null, null]);
  });
});

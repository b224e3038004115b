import { describe, expect, it } from 'vitest';
import { finiteNumber, httpUrl, isJsonObject } from './json-values';

describe('json value guards', () => {
  it.each([
    ['https://example.com/a b', 'https://example.com/a%20b'],
    ['http://example.com', 'http://example.com/'],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['/relative', null],
    [42, null],
  ])('httpUrl(%j) → %j', (value, expected) => {
    expect(httpUrl(value)).toBe(expected);
  });

  it('tells plain objects from arrays and null', () => {
    expect([{}, [], null, 'x'].map(isJsonObject)).toEqual([true, false, false, false]);
  });

  it('keeps only finite numbers', () => {
    expect([3, Number.NaN, Infinity, '3'].map(finiteNumber)).toEqual([3, null, null, null]);
  });
});

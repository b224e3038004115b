import { describe, expect, it } from 'vitest';
import { normaliseYields } from './yields.ts';

describe('normaliseYields', () => {
  it.each<[unknown, string | null]>([
    ['4', '4 servings'],
    ['1', '1 serving'],
    [6, '6 servings'],
    ['4 servings', '4 servings'],
    ['Serves 4', '4 servings'],
    ['Serves: 4 people', '4 servings'],
    ['4 Portionen', '4 servings'],
    ['24 cookies', '24 cookies'],
    ['Makes 12 muffins', '12 muffins'],
    ['1 cake', '1 cake'],
    ['2 loaves', '2 loaves'],
    ['1 loaf', '1 loaf'],
    ['16 squares', '16 squares'],
    ['5.75 gallons', '5.75 gallons'],
    ['750 g di crema pasticcera', '750 grams'],
    ['4-6 servings', '6 servings'],
    ['4 to 6', '6 servings'],
    [['24', '24 cookies'], '24 cookies'],
    [['8'], '8 servings'],
    [{ '@type': 'QuantitativeValue', value: 6 }, '6 servings'],
    ['Makes 2 racks', '2 items'],
    ['Makes 1 tray', '1 item'],
    ['a few', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(normaliseYields(input)).toBe(expected);
  });
});

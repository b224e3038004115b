import { describe, expect, it } from 'vitest';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { mergeAmounts, parseAmount, type Amount } from './amounts.ts';

const k = (s: string) => s as IngredientKey;

describe('parseAmount', () => {
  it.each([
    ['2 cups flour', { quantity: 2, unit: 'cup' }],
    ['1½ tbsp olive oil', { quantity: 1.5, unit: 'tbsp' }],
    ['1 1/2 tsp salt', { quantity: 1.5, unit: 'tsp' }],
    ['1/2 cup milk', { quantity: 0.5, unit: 'cup' }],
    ['2–3 carrots', { quantity: 3, unit: 'piece' }],
    ['2-3 cloves garlic', { quantity: 3, unit: 'clove' }],
    ['a pinch of salt', { quantity: 1, unit: 'pinch' }],
    ['1 can chickpeas', { quantity: 1, unit: 'can' }],
    ['400 g chicken thighs', { quantity: 400, unit: 'g' }],
    ['3 onions', { quantity: 3, unit: 'piece' }],
    ['salt and pepper to taste', { quantity: null, unit: 'to-taste' }],
  ] as const)('%s', (line, expected) => {
    expect(parseAmount(line)).toEqual(expected);
  });

  it('gives null when no amount is stated', () => {
    expect(parseAmount('fresh coriander')).toBeNull();
  });
});

describe('mergeAmounts', () => {
  const cases: readonly [string, string, readonly Amount[], readonly string[]][] = [
    [
      'same-system volumes add up',
      'milk',
      [
        { quantity: 1, unit: 'cup' },
        { quantity: 2, unit: 'tbsp' },
      ],
      ['1⅛ cups'],
    ],
    [
      'metric volumes add up',
      'milk',
      [
        { quantity: 200, unit: 'ml' },
        { quantity: 1, unit: 'l' },
      ],
      ['1.2 l'],
    ],
    [
      'weights add up across units',
      'potato',
      [
        { quantity: 500, unit: 'g' },
        { quantity: 1, unit: 'kg' },
      ],
      ['1.5 kg'],
    ],
    [
      'imperial weights stay imperial',
      'ground-beef',
      [
        { quantity: 8, unit: 'oz' },
        { quantity: 1, unit: 'lb' },
      ],
      ['1.5 lb'],
    ],
    [
      'counts stay counts',
      'onion',
      [
        { quantity: 1, unit: 'piece' },
        { quantity: 2, unit: 'piece' },
      ],
      ['3'],
    ],
    [
      'halves round up to whole things',
      'lemon',
      [
        { quantity: 0.5, unit: 'piece' },
        { quantity: 0.75, unit: 'piece' },
      ],
      ['2'],
    ],
    [
      'grams of a counted thing join the count',
      'onion',
      [
        { quantity: 2, unit: 'piece' },
        { quantity: 100, unit: 'g' },
      ],
      ['3'],
    ],
    [
      'cans stay cans',
      'chickpea',
      [
        { quantity: 1, unit: 'can' },
        { quantity: 1, unit: 'can' },
      ],
      ['2 cans'],
    ],
    [
      'volume joins weight through the density',
      'flour',
      [
        { quantity: 100, unit: 'g' },
        { quantity: 1, unit: 'cup' },
      ],
      ['225 g'],
    ],
    ['a pinch alone stays a pinch', 'nutmeg', [{ quantity: 1, unit: 'pinch' }], ['a pinch']],
    [
      'a pinch beside a real amount is absorbed',
      'cinnamon',
      [
        { quantity: 1, unit: 'tsp' },
        { quantity: 1, unit: 'pinch' },
      ],
      ['1 tsp'],
    ],
    ['to taste only', 'salt', [{ quantity: null, unit: 'to-taste' }], ['to taste']],
    [
      'to taste beside an amount is dropped',
      'parsley',
      [
        { quantity: 1, unit: 'bunch' },
        { quantity: null, unit: 'to-taste' },
      ],
      ['1 bunch'],
    ],
    [
      'cloves and teaspoons of garlic',
      'garlic',
      [
        { quantity: 2, unit: 'clove' },
        { quantity: 1, unit: 'tsp' },
      ],
      ['3 cloves'],
    ],
    [
      'fractions of cups',
      'sugar',
      [
        { quantity: 1 / 3, unit: 'cup' },
        { quantity: 1 / 3, unit: 'cup' },
      ],
      ['¾ cup'],
    ],
  ];
  it.each(cases)('%s', (_name, key, amounts, expected) => {
    expect(mergeAmounts(k(key), amounts).map((a) => a.text)).toEqual(expected);
  });

  it('keeps what cannot be converted as its own total, so nothing is lost', () => {
    const merged = mergeAmounts(k('not-a-known-thing'), [
      { quantity: 2, unit: 'piece' },
      { quantity: 1, unit: 'cup' },
    ]);
    expect(merged.map((a) => a.text)).toEqual(['2', '1 cup']);
  });
});

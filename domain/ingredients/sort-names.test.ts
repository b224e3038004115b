import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRINK_LIBRARY } from '../drinks/library.ts';
import { RECIPE_LIBRARY } from '../recipes/library.ts';
import { COMMON_INGREDIENTS } from './catalogue.ts';
import { compareNames, sortUniqueNames } from './sort-names.ts';
import { SUGGESTION_INGREDIENTS } from './suggestion-ingredients.ts';

// The order compareNames promises: ICU's English collation (Node ships full ICU), code units on a tie.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const icu = (a: string, b: string): number =>
  Math.sign(collator.compare(a, b)) || (a < b ? -1 : a > b ? 1 : 0);

describe('compareNames', () => {
  it('orders the vocabulary, the recipe titles and the drink names as the English collation does', () => {
    const names = [
      ...COMMON_INGREDIENTS,
      ...SUGGESTION_INGREDIENTS,
      ...RECIPE_LIBRARY.map((r) => r.title),
      ...DRINK_LIBRARY.map((d) => d.title),
    ];
    expect(names.length).toBeGreaterThan(1500);
    expect(sortUniqueNames(names)).toEqual([...new Set(names)].sort(icu));
  });

  it('agrees with the English collation on names of letters, accents, digits and punctuation', () => {
    const unit = fc.constantFrom(
      ...'aAbBeEzZ019 -_,.;:!?\'"()[]{}@*/\\&#%`^+<=>|~$'.split(''),
      'é',
      'É',
      'è',
      'ñ',
      'ç',
      'ü',
      'ô',
      'æ',
      'œ',
      'ß',
      'ø',
      'ł',
      '\u00a0',
      '\t',
      '\u2019',
      '\u201c',
      '\u2013',
      '\u2011',
      '\u2026',
      '\u00ad',
      'ﬁ',
      'Ø',
      'ı',
      'ij',
      '°',
      '€',
      '🥑',
      '00',
      '10',
      '2',
    );
    const name = fc.array(unit, { maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(Math.sign(compareNames(a, b))).toBe(icu(a, b));
      }),
      { numRuns: 5000 },
    );
  });

  it('is a total order on any text (antisymmetric, zero only for the same string)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(Math.sign(compareNames(a, b)) + Math.sign(compareNames(b, a))).toBe(0);
        expect(compareNames(a, b) === 0).toBe(a === b);
      }),
    );
  });
});

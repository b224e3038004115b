import { describe, expect, it } from 'vitest';
import { INGREDIENTS, ingredientKey as k } from '../ingredients/canonical.ts';
import { abvOf } from './bar-facts.ts';
import { DRINK_LIBRARY } from './library.ts';
import { drinkFigures } from './maths.ts';
import { matchDrinks, unlockRanking } from './match-drinks.ts';
import { DRINK_METHODS, GLASSES, ICE, STRENGTH_CLASSES } from './types.ts';

describe('the drink library', () => {
  it('every ingredient line resolves to the one vocabulary', () => {
    for (const drink of DRINK_LIBRARY) {
      for (const line of drink.lines)
        expect(INGREDIENTS.has(line.key), `${drink.title}: ${line.key}`).toBe(true);
    }
  });

  it('has at least 250 drinks', () => {
    expect(DRINK_LIBRARY.length).toBeGreaterThanOrEqual(250);
  });

  it('has at least 40 non-alcoholic drinks', () => {
    expect(
      DRINK_LIBRARY.filter((d) => d.strength === 'non-alcoholic').length,
    ).toBeGreaterThanOrEqual(40);
  });

  it('titles and slugs are unique', () => {
    expect(new Set(DRINK_LIBRARY.map((d) => d.slug)).size).toBe(DRINK_LIBRARY.length);
  });

  it('every drink has the fields a drink page needs, from the allowed sets', () => {
    for (const d of DRINK_LIBRARY) {
      expect(d.title.trim(), d.slug).not.toBe('');
      expect(d.description.length, d.title).toBeGreaterThan(15);
      expect(d.steps.length, d.title).toBeGreaterThan(0);
      expect(d.tags.length, d.title).toBeGreaterThan(0);
      expect(d.lines.length, d.title).toBeGreaterThan(0);
      expect(DRINK_METHODS, d.title).toContain(d.method);
      expect(GLASSES, d.title).toContain(d.glass);
      expect(ICE, d.title).toContain(d.ice);
      expect(STRENGTH_CLASSES, d.title).toContain(d.strength);
      for (const line of d.lines) expect(line.amount, `${d.title}: ${line.key}`).toBeGreaterThan(0);
      if (d.baseSpirit) expect(INGREDIENTS.has(d.baseSpirit), d.title).toBe(true);
    }
  });

  it('ABV and strength are computed from the lines, never typed', () => {
    for (const d of DRINK_LIBRARY) {
      const again = drinkFigures(d.lines, d.method);
      expect(d.figures.abv, d.title).toBeCloseTo(again.abv, 9);
      expect(d.strength, d.title).toBe(again.strength);
      const alcoholic = d.lines.some((l) => !l.optional && abvOf(l.key) > 0);
      expect(d.figures.abv > 0, d.title).toBe(alcoholic);
    }
  });

  it('non-alcoholic drinks carry the tag the results filter uses', () => {
    for (const d of DRINK_LIBRARY.filter((x) => x.strength === 'non-alcoholic'))
      expect(d.tags, d.title).toContain('non-alcoholic');
  });

  it('the IBA Negroni, as built, is about 24.5 % (90 ml over 99 ml with build dilution)', () => {
    const negroni = DRINK_LIBRARY.find((d) => d.title === 'Negroni');
    expect(negroni?.figures.abv).toBeCloseTo((100 * 24.3) / 99, 6);
  });

  it('a classic shelf without Campari: Manhattan and Martini now, Negroni one away, and Campari is the bottle to buy', () => {
    const shelf = [
      'gin',
      'sweet-vermouth',
      'dry-vermouth',
      'bourbon',
      'rye-whiskey',
      'angostura',
      'lemon',
      'lime',
      'sugar',
      'soda-water',
      'prosecco',
      'orange',
    ].map(k);
    const matches = matchDrinks(shelf, DRINK_LIBRARY);
    const status = (title: string) => matches.find((m) => m.drink.title === title)?.status;
    expect(status('Manhattan')).toBe('make-now');
    expect(status('Dry Martini')).toBe('make-now');
    expect(status('Negroni')).toBe('one-away');
    expect(status('Daiquiri')).toBe('one-away');
    const [first, second] = unlockRanking(shelf, DRINK_LIBRARY);
    // Aperol stands in for Campari, so both unlock as many; Campari wins the tie as the bottle asked for by name.
    expect(first?.key).toBe('campari');
    expect(second?.key).toBe('aperol');
    expect(first?.count).toBe(second?.count);
    expect(first?.exactCount).toBeGreaterThan(second?.exactCount ?? 0);
  });
});

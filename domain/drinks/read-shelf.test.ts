import { describe, expect, it } from 'vitest';
import { readBarShelf } from './read-shelf.ts';
import { DRINK_LIBRARY } from './library.ts';
import { findDrinks } from './search.ts';

describe('readBarShelf', () => {
  it('reads bottles as people name them and as vocabulary keys', () => {
    const reading = readBarShelf([
      'sweet-vermouth',
      'Campari',
      'Bacardi white rum',
      'fresh lime juice',
      '  ',
      '',
    ]);
    expect(reading.keys).toEqual(['campari', 'lime', 'sweet-vermouth', 'white-rum']);
    expect(reading.unknown).toEqual([]);
  });

  it('keeps a bottle it cannot place, with the closest known name when asked', () => {
    const reading = readBarShelf(['gin', 'Camparri', 'Zorblax elixir'], { suggest: true });
    expect(reading.keys).toEqual(['gin']);
    expect(reading.unknown).toEqual([
      { item: 'Camparri', suggestion: { key: 'campari', name: 'Campari' } },
      { item: 'Zorblax elixir', suggestion: null },
    ]);
    expect(readBarShelf(['Camparri']).unknown).toEqual([{ item: 'Camparri', suggestion: null }]);
  });
});

describe('findDrinks', () => {
  it('answers make now, one and two away only, best first, and the kitchen counts', () => {
    const found = findDrinks(DRINK_LIBRARY, {
      shelf: ['bourbon', 'Angostura bitters'],
      kitchen: ['sugar', 'lemons'],
    });
    expect(found.matches.every((m) => m.missing.length <= 2)).toBe(true);
    expect(found.matches.map((m) => m.missing.length)).toEqual(
      [...found.matches.map((m) => m.missing.length)].sort((a, b) => a - b),
    );
    const madeNow = found.matches.filter((m) => m.status === 'make-now').map((m) => m.drink.id);
    expect(madeNow).toEqual(expect.arrayContaining(['old-fashioned', 'whiskey-sour']));
    const shelfOnly = findDrinks(DRINK_LIBRARY, {
      shelf: ['bourbon', 'Angostura bitters'],
      kitchen: [],
    });
    expect(shelfOnly.matches.find((m) => m.drink.id === 'whiskey-sour')?.status).not.toBe(
      'make-now',
    );
  });
});

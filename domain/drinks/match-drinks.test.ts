import { describe, expect, it } from 'vitest';
import { ingredientKey } from '../ingredients/canonical.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import {
  matchDrinks,
  provisionNote,
  unlockRanking,
  unlockRankingSteps,
  type MatchableDrink,
} from './match-drinks.ts';

const k = (text: string): IngredientKey => ingredientKey(text);
const drink = (id: string, needs: string[], optional: string[] = []): MatchableDrink => ({
  id,
  title: id.replace(/-/g, ' '),
  ingredientKeys: needs.map(k),
  optionalKeys: optional.map(k),
});

const DRINKS: readonly MatchableDrink[] = [
  drink('negroni', ['gin', 'campari', 'sweet-vermouth']),
  drink('daiquiri', ['white-rum', 'lime', 'simple-syrup']),
  drink('rum-and-coke', ['rum', 'cola'], ['lime']),
  drink('old-fashioned', ['whiskey', 'angostura', 'sugar']),
  drink('margarita', ['tequila', 'cointreau', 'lime']),
  drink('boulevardier', ['bourbon', 'campari', 'sweet-vermouth']),
  drink('whiskey-sour', ['bourbon', 'lemon', 'simple-syrup', 'egg']),
  drink('bees-knees', ['gin', 'lemon', 'honey-syrup']),
  drink('bay-breeze', ['vodka', 'cranberry-juice', 'pineapple-juice']),
];

const statusOf = (shelf: string[], id: string, kitchen: string[] = [], useKitchen = true) =>
  matchDrinks(shelf.map(k), DRINKS, { kitchen: kitchen.map(k), useKitchen }).find(
    (m) => m.drink.id === id,
  );

/** shelf, drink, expected status, expected missing. */
const CASES: ReadonlyArray<readonly [string[], string, string, string[]]> = [
  [['london-dry-gin', 'campari', 'sweet-vermouth'], 'negroni', 'make-now', []],
  [['gin', 'aperol', 'sweet-vermouth'], 'negroni', 'make-now', []], // Aperol for Campari, a named substitute
  [['gin', 'amaro-nonino', 'sweet-vermouth'], 'negroni', 'one-away', ['campari']], // "Campari" means only Campari
  [['gin', 'campari', 'vermouth'], 'negroni', 'one-away', ['sweet-vermouth']], // a family bottle does not cover a kind below it
  [['dark-rum', 'cola'], 'rum-and-coke', 'make-now', []], // "rum": any rum
  [['cola'], 'rum-and-coke', 'one-away', ['rum']],
  [['islay-scotch', 'angostura', 'sugar'], 'old-fashioned', 'make-now', []], // whiskey ⊃ Scotch ⊃ Islay
  [['bourbon', 'angostura'], 'old-fashioned', 'one-away', ['sugar']],
  [['tequila-blanco', 'triple-sec', 'lime'], 'margarita', 'make-now', []], // triple sec for Cointreau
  [['tequila-blanco', 'triple-sec', 'lemon'], 'margarita', 'make-now', []], // lemon for lime
  [['white-rum', 'lime', 'sugar'], 'daiquiri', 'make-now', []], // simple syrup made from sugar + water (a staple)
  [['rye-whiskey', 'campari', 'sweet-vermouth'], 'boulevardier', 'make-now', []], // rye for bourbon
  [['bourbon', 'lemon', 'sugar'], 'whiskey-sour', 'one-away', ['egg']],
  [['gin', 'lemon', 'honey'], 'bees-knees', 'make-now', []], // honey syrup from honey + water
  [['vodka', 'cranberry-juice'], 'bay-breeze', 'one-away', ['pineapple-juice']],
  [['vodka'], 'bay-breeze', 'two-away', ['cranberry-juice', 'pineapple-juice']],
  [[], 'whiskey-sour', 'further', ['bourbon', 'lemon', 'simple-syrup', 'egg']],
];

describe('matchDrinks: families, exact bottles, substitutes, composites', () => {
  it.each(CASES)('%j → %s is %s', (shelf, id, status, missing) => {
    const m = statusOf(shelf, id);
    expect(m?.status).toBe(status);
    expect(m?.missing).toEqual(missing);
  });

  it('without sugar or a syrup on the shelf, simple syrup is missing', () => {
    expect(statusOf(['white-rum', 'lime'], 'daiquiri')?.missing).toEqual(['simple-syrup']);
  });

  it('says "using X instead of Y" for a substitute and how to make a composite', () => {
    const m = statusOf(['tequila', 'grand-marnier', 'lemon'], 'margarita');
    expect(m?.provisions).toContainEqual(
      expect.objectContaining({ need: 'cointreau', kind: 'substitute', using: 'grand-marnier' }),
    );
    expect(m?.provisions).toContainEqual(
      expect.objectContaining({ need: 'lime', kind: 'substitute', using: 'lemon' }),
    );
    const d = statusOf(['white-rum', 'lime', 'sugar'], 'daiquiri');
    expect(d?.provisions).toContainEqual(
      expect.objectContaining({ need: 'simple-syrup', kind: 'make', parts: ['sugar', 'water'] }),
    );
  });

  it('a drink made exactly ranks before one that needs a substitute', () => {
    const mixed = matchDrinks(
      [k('rye-whiskey'), k('campari'), k('sweet-vermouth'), k('gin')],
      DRINKS,
    ).filter((m) => m.status === 'make-now');
    expect(mixed.map((m) => [m.drink.id, m.substituteCount])).toEqual([
      ['negroni', 0],
      ['boulevardier', 1],
    ]);
  });

  it('fresh things count from the kitchen, unless "use my kitchen too" is off', () => {
    expect(statusOf(['gin', 'honey'], 'bees-knees', ['lemon'])?.status).toBe('make-now');
    expect(statusOf(['gin', 'honey'], 'bees-knees', ['lemon'], false)?.status).toBe('one-away');
    // a pineapple in the kitchen is pineapple juice on the bar
    expect(statusOf(['vodka', 'cranberry-juice'], 'bay-breeze', ['pineapple'])?.status).toBe(
      'make-now',
    );
  });

  it('optional ingredients are never missing', () => {
    expect(statusOf(['rum', 'cola'], 'rum-and-coke')?.missing).toEqual([]);
  });
});

describe('provisionNote', () => {
  it.each([
    [
      ['tequila', 'grand-marnier', 'lemon'],
      'margarita',
      'cointreau',
      'using Grand Marnier instead of Cointreau',
    ],
    [['tequila', 'grand-marnier', 'lemon'], 'margarita', 'lime', 'using Lemon instead of Lime'],
    [['tequila-blanco', 'cointreau', 'lime'], 'margarita', 'tequila', 'using Tequila blanco'],
    [['tequila', 'cointreau', 'lime'], 'margarita', 'tequila', null],
  ] as const)('%j for %s, need %s → %s', (shelf, id, need, note) => {
    const provision = statusOf([...shelf], id)?.provisions.find((p) => p.need === need);
    expect(provision && provisionNote(provision)).toBe(note);
  });

  it('says how to make a composite', () => {
    const provision = statusOf(['white-rum', 'lime', 'sugar'], 'daiquiri')?.provisions.find(
      (p) => p.need === 'simple-syrup',
    );
    expect(provision && provisionNote(provision)).toMatch(
      /^make it: Stir equal parts sugar and hot water/,
    );
  });
});

describe('unlockRanking', () => {
  it('"Buy Campari → 2 more drinks" comes first when Campari is the one thing missing from two', () => {
    const ranking = unlockRanking([k('gin'), k('bourbon'), k('sweet-vermouth')], DRINKS);
    expect(ranking[0]).toEqual({
      key: 'campari',
      count: 2,
      exactCount: 2,
      drinkIds: ['boulevardier', 'negroni'],
    });
  });

  it('counts drinks a purchase completes through a composite and lists at most the limit', () => {
    const ranking = unlockRanking([k('white-rum'), k('lime')], DRINKS, { limit: 10 });
    expect(ranking.find((u) => u.key === 'simple-syrup')).toEqual({
      key: 'simple-syrup',
      count: 1,
      exactCount: 1,
      drinkIds: ['daiquiri'],
    });
    expect(unlockRanking([], DRINKS, { limit: 0 })).toEqual([]);
  });

  it('an empty shelf unlocks nothing at once when every drink needs two or more', () => {
    expect(unlockRanking([], DRINKS)).toEqual([]);
  });

  it('in steps: pauses once per bottle it tries and ends with the same ranking', () => {
    const shelf = [k('gin'), k('bourbon'), k('sweet-vermouth')];
    const steps = unlockRankingSteps(shelf, DRINKS);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    expect(step.value).toEqual(unlockRanking(shelf, DRINKS));
    // Campari and every other missing bottle were each tried in a step of their own.
    expect(pauses).toBeGreaterThanOrEqual(step.value.length);
    expect(pauses).toBeGreaterThan(1);
  });
});

import { describe, expect, it } from 'vitest';
import { INGREDIENTS, ingredientKey } from '../ingredients/canonical.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { ancestorsOf, satisfies, substitutesFor } from '../ingredients/families.ts';
import { normaliseIngredient } from '../ingredients/normalise.ts';
import { COMPOSITES, abvOf, shelfTabOf, sugarPer100ml } from './bar-facts.ts';
import { resolveDrinkIngredient } from './resolve.ts';

const k = (text: string): IngredientKey => ingredientKey(text);

/** How people write bar ingredients → the one vocabulary's key. */
const NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Bourbon whiskey', 'bourbon'],
  ['Lagavulin 16y Whisky', 'islay-scotch'],
  ['rye whisky', 'rye-whiskey'],
  ['Blended Scotch Whisky', 'scotch'],
  ['London Dry Gin', 'london-dry-gin'],
  ['Old Tom Gin', 'old-tom-gin'],
  ['gin', 'gin'],
  ['White Cuban Ron', 'white-rum'],
  ['Jamaica overproof white rum', 'overproof-rum'],
  ['Martinique Molasses Rhum', 'rhum-agricole'],
  ['Cachaça', 'cachaca'],
  ['Tequila 100% Agave', 'tequila'],
  ['Tequila Agave 100% Reposado', 'tequila-reposado'],
  ['Espadin Mezcal', 'mezcal'],
  ['Cognac', 'cognac'],
  ['Calvados', 'calvados'],
  ['Pisco', 'pisco'],
  ['Cointreau', 'cointreau'],
  ['Triple Sec', 'triple-sec'],
  ['Grand Marnier', 'grand-marnier'],
  ['Orange Curacao', 'curacao'],
  ['Blue Curaçao', 'blue-curacao'],
  ['Sweet Red Vermouth', 'sweet-vermouth'],
  ['Dry Vermouth', 'dry-vermouth'],
  ['Lillet Blanc', 'lillet'],
  ['Bitter Campari', 'campari'],
  ['Aperol', 'aperol'],
  ['Fernet Branca', 'fernet'],
  ['Amaro Nonino', 'amaro-nonino'],
  ['Maraschino Luxardo', 'maraschino-liqueur'],
  ['Kahlúa', 'coffee-liqueur'],
  ["Peychaud's Bitters", 'peychauds-bitters'],
  ['Angostura Bitters', 'angostura'],
  ['Orange Bitters', 'orange-bitters'],
  ['Sugar Syrup', 'simple-syrup'],
  ['simple syrup', 'simple-syrup'],
  ['Honey syrup', 'honey-syrup'],
  ['Grenadine Syrup', 'grenadine'],
  ['Orgeat Syrup', 'orgeat'],
  ['Fresh lemon juice', 'lemon'],
  ['fresh lime juice', 'lime'],
  ['Lime: juiced', 'lime'],
  ['Fresh orange juice', 'orange'],
  ['Fresh pineapple juice', 'pineapple-juice'],
  ['Cranberry Juice', 'cranberry-juice'],
  ['White Peach Puree', 'peach-puree'],
  ['Soda water', 'soda-water'],
  ['club soda', 'soda-water'],
  ['Ginger Beer', 'ginger-beer'],
  ['Coca Cola', 'cola'],
  ['7-Up', 'lemon-lime-soda'],
  ['Tonic water', 'tonic-water'],
  ['Prosecco', 'prosecco'],
  ['Chilled Champagne', 'champagne'],
  ['Egg white', 'egg'],
  ['Mint leaves', 'mint'],
  ['Cointreau or other orange flavored liqueur', 'cointreau'],
  ['Rye whiskey or bourbon', 'rye-whiskey'],
  ['ginger beer for topping', 'ginger-beer'],
  ['Absinthe', 'absinthe'],
  ['Pernod', 'pastis'],
  ['Green Chartreuse', 'green-chartreuse'],
  ['Dom Bénédictine', 'benedictine'],
  ['Falernum', 'falernum'],
];

describe('bar names resolve to the one ingredient vocabulary', () => {
  it.each(NAMES)('%s → %s', (name, key) => {
    expect(resolveDrinkIngredient(name)).toBe(key);
  });

  it('the kitchen reads bar bottles the same way (one vocabulary, not two)', () => {
    expect(normaliseIngredient('50 ml bourbon whiskey').key).toBe('bourbon');
    expect(normaliseIngredient('2 dashes Angostura bitters').key).toBe('angostura');
    expect(normaliseIngredient('juice of 1 lemon').key).toBe('lemon');
  });

  it('unknown or empty names resolve to nothing', () => {
    expect(resolveDrinkIngredient('')).toBeNull();
    expect(resolveDrinkIngredient('zzqx bottle')).toBeNull();
  });

  it('reads only the first 300 characters of a very long name', () => {
    expect(resolveDrinkIngredient(`campari ${'word '.repeat(50_000)}`)).toBe('campari');
  });
});

/** have, need, satisfied? A shelf bottle counts for every family above it, never below. */
const FAMILIES: ReadonlyArray<readonly [string, string, boolean]> = [
  ['bourbon', 'whiskey', true],
  ['islay-scotch', 'scotch', true],
  ['islay-scotch', 'whiskey', true],
  ['islay-scotch', 'spirit', true],
  ['whiskey', 'bourbon', false],
  ['scotch', 'islay-scotch', false],
  ['london-dry-gin', 'gin', true],
  ['old-tom-gin', 'gin', true],
  ['gin', 'london-dry-gin', false],
  ['white-rum', 'rum', true],
  ['overproof-rum', 'rum', true],
  ['rhum-agricole', 'rum', true],
  ['rum', 'white-rum', false],
  ['tequila-blanco', 'tequila', true],
  ['tequila-anejo', 'agave-spirit', true],
  ['mezcal', 'agave-spirit', true],
  ['mezcal', 'tequila', false],
  ['cognac', 'brandy', true],
  ['calvados', 'brandy', true],
  ['pisco', 'brandy', true],
  ['cointreau', 'triple-sec', true],
  ['cointreau', 'orange-liqueur', true],
  ['triple-sec', 'cointreau', false],
  ['grand-marnier', 'orange-liqueur', true],
  ['blue-curacao', 'curacao', true],
  ['sweet-vermouth', 'vermouth', true],
  ['dry-vermouth', 'vermouth', true],
  ['blanc-vermouth', 'vermouth', true],
  ['vermouth', 'sweet-vermouth', false],
  ['campari', 'amaro', true],
  ['aperol', 'amaro', true],
  ['amaro', 'campari', false],
  ['aperol', 'campari', false],
  ['angostura', 'bitters', true],
  ['orange-bitters', 'bitters', true],
  ['simple-syrup', 'sweetener', true],
  ['pineapple-juice', 'juice', true],
  ['tonic-water', 'mixer', true],
  ['prosecco', 'sparkling-wine', true],
  ['sake', 'rice-wine', true],
];

describe('families', () => {
  it.each(FAMILIES)('having %s covers a need for %s: %s', (have, need, expected) => {
    expect(satisfies(k(have), k(need))).toBe(expected);
  });

  it('the tree is several levels deep', () => {
    expect(ancestorsOf(k('islay-scotch'))).toEqual(['scotch', 'whiskey', 'spirit']);
    expect(ancestorsOf(k('cointreau'))).toEqual(['triple-sec', 'orange-liqueur', 'liqueur']);
  });
});

/** need → a substitute the vocabulary names for it. */
const SUBSTITUTES: ReadonlyArray<readonly [string, string]> = [
  ['lime', 'lemon'],
  ['lemon', 'lime'],
  ['triple-sec', 'cointreau'],
  ['cointreau', 'triple-sec'],
  ['simple-syrup', 'honey-syrup'],
  ['grenadine', 'pomegranate-syrup'],
  ['campari', 'aperol'],
  ['bourbon', 'rye-whiskey'],
  ['rye-whiskey', 'bourbon'],
  ['champagne', 'prosecco'],
  ['absinthe', 'pastis'],
  ['lillet', 'cocchi-americano'],
];

describe('substitutes at the vocabulary level', () => {
  it.each(SUBSTITUTES)('%s can be replaced by %s', (need, sub) => {
    expect(substitutesFor(k(need))).toContain(sub);
  });
});

describe('composites', () => {
  it.each([
    ['simple-syrup', ['sugar', 'water']],
    ['honey-syrup', ['honey', 'water']],
    ['demerara-syrup', ['brown-sugar', 'water']],
    ['pineapple-juice', ['pineapple']],
    ['lemonade', ['lemon', 'sugar', 'water']],
  ] as const)('%s is made from %j and says how', (key, parts) => {
    const composite = COMPOSITES.get(k(key));
    expect(composite?.parts).toEqual(parts);
    expect(composite?.how.length).toBeGreaterThan(10);
  });
});

describe('bar facts', () => {
  it.each([
    ['gin', 40],
    ['campari', 25],
    ['sweet-vermouth', 16],
    ['islay-scotch', 43],
    ['single-malt-scotch', 40],
    ['overproof-rum', 63],
    ['aperol', 11],
    ['angostura', 44.7],
    ['lime', 0],
    ['soda-water', 0],
    ['simple-syrup', 0],
  ] as const)('%s is %d %% ABV', (key, abv) => {
    expect(abvOf(k(key))).toBe(abv);
  });

  it('a bottle without its own strength takes its family’s', () => {
    expect(abvOf(k('tequila-blanco'))).toBe(abvOf(k('tequila')));
  });

  it.each([
    ['simple-syrup', 62],
    ['campari', 24],
    ['tonic-water', 8.8],
    ['lime', 1.7],
    ['gin', 0],
  ] as const)('%s has %d g sugars per 100 ml', (key, sugar) => {
    expect(sugarPer100ml(k(key))).toBe(sugar);
  });

  it.each([
    ['bourbon', 'spirits'],
    ['cointreau', 'liqueurs'],
    ['campari', 'liqueurs'],
    ['dry-vermouth', 'vermouth-wine'],
    ['prosecco', 'vermouth-wine'],
    ['angostura', 'bitters'],
    ['orgeat', 'syrups'],
    ['lime', 'juices'],
    ['cranberry-juice', 'juices'],
    ['tonic-water', 'mixers'],
    ['mint', 'garnishes'],
    ['cocktail-cherry', 'garnishes'],
  ] as const)('%s sits on the %s shelf tab', (key, tab) => {
    expect(shelfTabOf(k(key))).toBe(tab);
  });

  it('every bar row has a display name', () => {
    for (const entry of INGREDIENTS.values()) expect(entry.name.trim()).not.toBe('');
  });
});

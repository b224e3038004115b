import { describe, expect, it } from 'vitest';
import {
  FoodSearchIndex,
  foodMatchScore,
  foodRankBias,
  foodSearchSegments,
  foodSearchStem,
  foodSearchText,
  foodSearchTokens,
} from './food-search.ts';

describe('search words', () => {
  it.each([
    ['eggs', 'egg'],
    ['berries', 'berr'],
    ['tomatoes', 'tomato'],
    ['glass', 'glass'],
    ['oats', 'oat'],
    ['gas', 'gas'],
  ])('stems %s as %s', (word, stem) => expect(foodSearchStem(word)).toBe(stem));

  it('splits on anything but letters and digits', () => {
    expect(foodSearchTokens('  Crème-Fraîche, 2% ')).toEqual(['cr', 'me', 'fra', 'che', '2']);
    expect(foodSearchText('Milk, whole, 3.25%')).toBe(' milk whole 3 25 ');
    expect(foodSearchSegments('Oil, olive, salad or cooking')).toEqual([
      'oil',
      'olive',
      'salad or cooking',
    ]);
  });

  it('needs every word to start a word of the name', () => {
    const food = {
      text: foodSearchText('Chicken, broilers or fryers, breast, raw'),
      segments: foodSearchSegments('Chicken, broilers or fryers, breast, raw'),
    };
    expect(foodMatchScore(['chick', 'bre'], food)).not.toBeNull();
    expect(foodMatchScore(['hicken'], food)).toBeNull();
    expect(foodMatchScore([], food)).toBeNull();
  });
});

describe('a small index', () => {
  const foods = [
    ['01104', 'Milk, dry, nonfat, calcium reduced', 'Dairy and Egg Products'],
    ['01077', 'Milk, whole, 3.25% milkfat, with added vitamin D', 'Dairy and Egg Products'],
    ['03000', 'Babyfood, milk, toddler formula', 'Baby Foods'],
    ['04053', 'Oil, olive, salad or cooking', 'Fats and Oils'],
    ['04999', 'Mayonnaise, reduced fat, with olive oil', 'Fats and Oils'],
  ].map(([ndb = '', name = '', group = '']) => ({
    ndb,
    name,
    rankBias: foodRankBias(name, group, false),
  }));
  const index = new FoodSearchIndex(foods);

  it.each([
    ['milk', 'Milk, whole, 3.25% milkfat, with added vitamin D'],
    ['olive oil', 'Oil, olive, salad or cooking'],
    ['MILK!!', 'Milk, whole, 3.25% milkfat, with added vitamin D'],
  ])('"%s" finds %s first', (query, name) => {
    expect(index.search(query)[0]?.name).toBe(name);
  });

  it('ranks processed, baby and branded foods down', () => {
    expect(
      foodRankBias('Milk, dry, nonfat, calcium reduced', 'Dairy and Egg Products', false),
    ).toBeLessThan(foodRankBias('Milk, whole', 'Dairy and Egg Products', false));
    expect(foodRankBias('Babyfood, milk', 'Baby Foods', false)).toBeLessThan(-20);
    expect(
      foodRankBias("Soup, CAMPBELL'S, tomato", 'Soups, Sauces, and Gravies', false),
    ).toBeLessThan(-20);
  });

  it('finds nothing for an empty, symbol-only or unknown query', () => {
    expect(index.search('')).toEqual([]);
    expect(index.search('%%%')).toEqual([]);
    expect(index.search('zzzzqqq')).toEqual([]);
  });
});

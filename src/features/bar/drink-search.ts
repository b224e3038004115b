import { DRINK_LIBRARY, matchDrinks, type DrinkMatch, type LibraryDrink } from '@domain';
import { keysOf } from './shelf-vocabulary';

/** Drinks for a shelf (and the kitchen unless switched off), from the bundled library. */
export function searchDrinks(input: {
  shelf: string[];
  kitchen: string[];
  useKitchen: boolean;
}): Promise<{ matches: DrinkMatch<LibraryDrink>[]; source: 'server' | 'offline' }> {
  const matches = matchDrinks(keysOf(input.shelf), DRINK_LIBRARY, {
    kitchen: keysOf(input.kitchen),
    useKitchen: input.useKitchen,
  });
  return Promise.resolve({ matches, source: 'offline' });
}

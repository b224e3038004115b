import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  DRINK_LIBRARY,
  unlockRanking,
  type DrinkMatch,
  type LibraryDrink,
  type Unlock,
} from '@domain';
import { useKitchenAtom } from './bar-preferences';
import { searchDrinks } from './drink-search';
import { keysOf } from './shelf-vocabulary';

export interface DrinkMatches {
  status: 'loading' | 'ready';
  matches: readonly DrinkMatch<LibraryDrink>[];
  source: 'server' | 'offline';
  useKitchen: boolean;
}

/**
 * The drinks for the shelf (plus the kitchen when "use my kitchen too" is on), searched again
 * when either changes. Changes are deferred so typing and clicking stay quick on a big shelf.
 */
export function useDrinkMatches(
  shelf: readonly string[],
  kitchen: readonly string[],
  ready: boolean,
): DrinkMatches {
  const useKitchen = useAtomValue(useKitchenAtom);
  const input = useDeferredValue(
    useMemo(
      () => ({ shelf: [...shelf], kitchen: [...kitchen], useKitchen }),
      [shelf, kitchen, useKitchen],
    ),
  );
  const [result, setResult] = useState<{
    for: typeof input;
    matches: DrinkMatch<LibraryDrink>[];
    source: 'server' | 'offline';
  } | null>(null);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    searchDrinks(input).then(
      (found) => {
        if (live) setResult({ for: input, ...found });
      },
      (error: unknown) => console.error('Drink search failed:', error),
    );
    return () => {
      live = false;
    };
  }, [input, ready]);
  return {
    status: result && ready ? 'ready' : 'loading',
    matches: result?.matches ?? [],
    source: result?.source ?? 'offline',
    useKitchen,
  };
}

/**
 * "Buy Campari → 9 more drinks": the top 10 bottles to buy, for the shelf (and kitchen). null on
 * the page's first render: the ranking (tens of milliseconds on a phone) runs in the deferred
 * render after the page has painted, and again in the background when the shelf changes.
 */
export function useUnlocks(
  shelf: readonly string[],
  kitchen: readonly string[],
  useKitchen: boolean,
): readonly Unlock[] | null {
  const deferredShelf = useDeferredValue<readonly string[] | null>(shelf, null);
  const deferredKitchen = useDeferredValue<readonly string[] | null>(kitchen, null);
  return useMemo(
    () =>
      deferredShelf && deferredKitchen
        ? unlockRanking(keysOf(deferredShelf), DRINK_LIBRARY, {
            kitchen: keysOf(deferredKitchen),
            useKitchen,
            limit: 10,
          })
        : null,
    [deferredShelf, deferredKitchen, useKitchen],
  );
}

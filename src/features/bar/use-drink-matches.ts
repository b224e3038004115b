import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  DRINK_LIBRARY,
  unlockRankingSteps,
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
        // A render that yields: the matches feed the count and every drink list on the page.
        if (live) startTransition(() => setResult({ for: input, ...found }));
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

/** How long the ranking may hold the main thread before it lets the browser in (well under 50 ms). */
const SLICE_MS = 8;

/**
 * "Buy Campari → 9 more drinks": the top 10 bottles to buy, for the shelf (and kitchen). null
 * until the first ranking is ready. The ranking (tens of milliseconds on a phone) runs after the
 * page has painted, in slices of a few milliseconds with the browser free to paint and take input
 * between them, and again in the background when the shelf changes; the last ranking stays on
 * screen meanwhile.
 */
export function useUnlocks(
  shelf: readonly string[],
  kitchen: readonly string[],
  useKitchen: boolean,
): readonly Unlock[] | null {
  const [unlocks, setUnlocks] = useState<readonly Unlock[] | null>(null);
  useEffect(() => {
    const steps = unlockRankingSteps(keysOf(shelf), DRINK_LIBRARY, {
      kitchen: keysOf(kitchen),
      useKitchen,
      limit: 10,
    });
    // A message, not a timer: it runs as soon as the browser is free and a page's fake clock
    // (tests) does not hold it.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const until = performance.now() + SLICE_MS;
      for (;;) {
        const step = steps.next();
        if (step.done) return startTransition(() => setUnlocks(step.value));
        if (performance.now() >= until) return channel.port2.postMessage(null);
      }
    };
    channel.port2.postMessage(null);
    return () => {
      channel.port1.onmessage = null;
      channel.port1.close();
    };
  }, [shelf, kitchen, useKitchen]);
  return unlocks;
}

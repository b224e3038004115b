import { useMemo } from 'react';
import { useLoadingUntilRendered } from '@/hooks/use-loading-until-rendered';
import { useMediaQuery } from '@/hooks/use-media-query';
import { BottleInput } from './bottle-input';
import { ShelfBrowser, ShelfPresets } from './shelf-browser';
import { ShelfList } from './shelf-list';
import { MakeNowSummary, UnlockList } from './shelf-summary';
import { useShelfStatus } from './shelf-sync-host';
import { BAR_TEXTS as T } from './texts';
import { useDrinkMatches, useUnlocks } from './use-drink-matches';
import { useShelf } from './use-shelf';
import { VolumeToggle } from './volume-toggle';

/** What the bar pages need from the kitchen; the app passes it in from the kitchen feature. */
export interface KitchenItems {
  /** The kitchen's items as the user typed them. */
  ingredients: readonly string[];
  /** False until the stored kitchen has been read. */
  ready: boolean;
}

/** /bar: the shelf, how many drinks it makes, what to buy next. */
export default function BarPage({
  kitchen,
  authLoading,
}: {
  kitchen: KitchenItems;
  authLoading: boolean;
}) {
  const status = useShelfStatus();
  const { shelf, add, remove, replace, clear, addPreset } = useShelf();
  const loading = authLoading || status === 'loading';
  const found = useDrinkMatches(shelf.bottles, kitchen.ingredients, !loading && kitchen.ready);
  const showLoading = useLoadingUntilRendered(loading);
  const unlocks = useUnlocks(shelf.bottles, kitchen.ingredients, found.useKitchen);
  const makeNow = useMemo(
    () => found.matches.filter((m) => m.status === 'make-now').length,
    [found.matches],
  );
  // On a phone the shelf comes right after the count; what to buy next waits below it.
  const wide = useMediaQuery('(min-width: 1024px)');
  const unlockList = <UnlockList unlocks={unlocks} onAdd={(name) => void add(name)} />;
  return (
    <main
      id="main"
      className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-3 py-6 sm:px-4"
      aria-busy={showLoading || undefined}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{T.pageTitle}</h1>
          <p className="mt-1 text-stone-600 dark:text-stone-400">{T.pageIntro}</p>
        </div>
        <VolumeToggle />
      </div>
      {showLoading ? (
        <p role="status" className="py-24 text-center text-lg text-stone-600 dark:text-stone-300">
          {T.loading}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="order-2 min-w-0 space-y-6 lg:order-none">
            <BottleInput onAdd={(raw) => add(raw).ok} />
            <ShelfList
              bottles={shelf.bottles}
              onRemove={remove}
              onClear={clear}
              onReplace={replace}
            />
            <ShelfPresets onAdd={addPreset} />
            <ShelfBrowser
              bottles={shelf.bottles}
              onAdd={(name) => void add(name)}
              onRemove={remove}
            />
          </div>
          <div className="order-1 min-w-0 space-y-6 lg:order-none">
            <MakeNowSummary count={makeNow} loading={found.status === 'loading'} />
            {wide && unlockList}
          </div>
          {!wide && <div className="order-3 min-w-0">{unlockList}</div>}
        </div>
      )}
    </main>
  );
}

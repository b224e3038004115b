import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';
import type { KitchenItems } from './bar-page';
import { DrinkFiltersBar } from './drink-filters-bar';
import { DrinkGrid } from './drink-grid';
import { NO_DRINK_FILTERS, filterChoices, sectionDrinks, type DrinkFilters } from './filter-drinks';
import { useShelfStatus } from './shelf-sync-host';
import { UnlockList, UseKitchenToggle } from './shelf-summary';
import { BAR_TEXTS as T } from './texts';
import { useDrinkMatches, useUnlocks } from './use-drink-matches';
import { useShelf } from './use-shelf';

const pageClass = 'mx-auto w-full max-w-7xl flex-1 space-y-4 px-3 py-6 sm:px-4';

function Empty({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <section
      className="space-y-3 rounded-xl border border-dashed border-stone-300 bg-white p-6 dark:border-stone-700 dark:bg-stone-900"
      data-testid="drinks-empty"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-stone-700 dark:text-stone-300">{text}</p>
      {children}
      <Link to="/bar" className={primaryButton}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {T.backToBar}
      </Link>
    </section>
  );
}

/** /drink-recipe-results: drinks for the shelf in three sections, filtered, sorted, virtualised. */
export default function DrinkResultsPage({
  kitchen,
  authLoading,
}: {
  kitchen: KitchenItems;
  authLoading: boolean;
}) {
  const status = useShelfStatus();
  const { shelf, add } = useShelf();
  const loading = authLoading || status === 'loading' || !kitchen.ready;
  const found = useDrinkMatches(shelf.bottles, kitchen.ingredients, !loading);
  const [filters, setFilters] = useState<DrinkFilters>(NO_DRINK_FILTERS);
  const sections = useMemo(() => sectionDrinks(found.matches, filters), [found.matches, filters]);
  const choices = useMemo(() => filterChoices(found.matches), [found.matches]);
  const total = useMemo(() => sectionDrinks(found.matches, NO_DRINK_FILTERS), [found.matches]);
  const totalCount = total.reduce((n, s) => n + s.matches.length, 0);
  const shownCount = sections.reduce((n, s) => n + s.matches.length, 0);
  const noneAtAll = found.status === 'ready' && totalCount === 0 && shelf.bottles.length > 0;
  const unlocks = useUnlocks(shelf.bottles, kitchen.ingredients, found.useKitchen);

  return (
    <main
      id="main"
      className={pageClass}
      aria-busy={loading || found.status === 'loading' || undefined}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{T.resultsTitle}</h1>
          {!loading && (
            <p
              className="mt-1 text-stone-600 dark:text-stone-400"
              aria-live="polite"
              data-testid="drinks-count"
            >
              {T.resultsIntro(shelf.bottles.length)}{' '}
              {found.status === 'ready' && T.resultsShown(shownCount, totalCount)}
            </p>
          )}
        </div>
        <Link to="/bar" className={secondaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {T.backToBar}
        </Link>
      </div>
      {loading || found.status === 'loading' ? (
        <Spinner label={T.searching} />
      ) : shelf.bottles.length === 0 ? (
        <Empty title={T.emptyShelfTitle} text={T.emptyShelfText} />
      ) : noneAtAll ? (
        <Empty title={T.noResultsTitle} text={T.noResultsText}>
          <UnlockList unlocks={unlocks} onAdd={(name) => void add(name)} headingLevel={3} />
        </Empty>
      ) : (
        <>
          {found.source === 'offline' && (
            <p className="text-sm text-stone-600 dark:text-stone-400">{T.offlineNote}</p>
          )}
          <UseKitchenToggle />
          <DrinkFiltersBar filters={filters} onChange={setFilters} choices={choices} />
          {shownCount > 0 ? (
            <DrinkGrid sections={sections} />
          ) : (
            <section
              className="rounded-xl border border-dashed border-stone-300 p-6 text-center dark:border-stone-700"
              data-testid="drinks-filtered-empty"
            >
              <h2 className="text-lg font-semibold">{T.filteredEmptyTitle}</h2>
              <p className="mt-1 text-stone-700 dark:text-stone-300">{T.filteredEmptyText}</p>
              <button
                type="button"
                className={`${secondaryButton} mt-3`}
                onClick={() => setFilters({ ...NO_DRINK_FILTERS, sort: filters.sort })}
              >
                {T.clearFilters}
              </button>
            </section>
          )}
        </>
      )}
    </main>
  );
}

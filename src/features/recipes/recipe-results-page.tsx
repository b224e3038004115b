import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { secondaryButton } from '@/components/button-styles';
import { EmptyState, headingClass, pageClass } from './empty-state';
import {
  NO_FILTERS,
  choicesOf,
  filterRecipes,
  filtersApplied,
  type RecipeFilters,
} from './filter-recipes';
import { OfflineNotice } from './offline-notice';
import { readSuggestedRecipes, type SuggestedRecipe } from '@domain';
import { RecipeFiltersBar } from './recipe-filters';
import { RecipeGrid } from './recipe-grid';
import { readSearchContext, toSearchContext, type UnknownNote } from './recipe-session';
import { readStoredRecipes } from './stored-recipes';
import { useKeptForReload } from '@/lib/page-snapshot';
import { stapleList, useAssumedStaples } from '@/lib/staples';
import { UnknownNotice } from './unknown-notice';
import { RECIPE_TEXTS as T } from './texts';

type Loaded =
  | {
      status: 'ok';
      recipes: SuggestedRecipe[];
      offline: boolean;
      ingredients: string[];
      unknown: UnknownNote[];
    }
  | { status: 'empty' | 'corrupt' };

/** Recipes from router state, else from session storage; never throws on bad data. */
export function loadResults(state: unknown): Loaded {
  const fromState =
    typeof state === 'object' && state !== null && 'recipes' in state
      ? readSuggestedRecipes((state as { recipes: unknown }).recipes)
      : null;
  const context = toSearchContext(state) ?? readSearchContext();
  const meta = {
    offline: context?.offline ?? false,
    ingredients: context?.ingredients ?? [],
    unknown: context?.unknown ?? [],
  };
  if (fromState && fromState.length > 0) return { status: 'ok', recipes: fromState, ...meta };
  const stored = readStoredRecipes();
  if (stored.status === 'corrupt') return { status: 'corrupt' };
  if (stored.status === 'none') return { status: 'empty' };
  const { recipes } = stored;
  return recipes.length > 0 ? { status: 'ok', recipes, ...meta } : { status: 'empty' };
}

function ShoppingLink({ ingredients }: { ingredients: string[] }) {
  return (
    <Link
      to="/shopping-suggestions"
      state={{ ingredients, barcodes: [], offline: false }}
      className={secondaryButton}
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      {T.shoppingLink}
    </Link>
  );
}

/** Which staples the results count as present, with the way to change them. */
function AssumedStaples() {
  const staples = useAssumedStaples();
  if (staples.length === 0) return null;
  return (
    <p className="mt-3 text-sm text-stone-700 dark:text-stone-300" data-testid="assumed-staples">
      {T.resultsAssume(stapleList(staples))}{' '}
      <Link to="/kitchen#staples" className="font-medium underline underline-offset-2">
        {T.changeStaples}
      </Link>
    </p>
  );
}

/** /recipe-results: the suggested recipes with filters, sort and a virtualised grid. */
export default function RecipeResultsPage() {
  const location = useLocation();
  const loaded = useMemo(() => loadResults(location.state), [location.state]);
  const [filters, setFilters] = useState<RecipeFilters>(NO_FILTERS);
  const recipes = useMemo(() => (loaded.status === 'ok' ? loaded.recipes : []), [loaded]);
  const shown = useMemo(() => filterRecipes(recipes, filters), [recipes, filters]);
  // A reload paints the results as they first showed (src/lib/page-snapshot.ts): no filter
  // applied, in the first order.
  useKeptForReload(
    loaded.status === 'ok' && !filtersApplied(filters) && filters.sort === NO_FILTERS.sort,
  );
  const choices = useMemo(
    () => ({
      mealTypes: choicesOf(recipes, (r) => (r.mealType ? [r.mealType] : [])),
      cuisines: choicesOf(recipes, (r) => (r.cuisine ? [r.cuisine] : [])),
      diets: choicesOf(recipes, (r) => r.dietTags),
    }),
    [recipes],
  );

  return (
    <main id="main" className={pageClass}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className={headingClass}>{T.resultsTitle}</h1>
          {loaded.status === 'ok' && (
            <p className="mt-1 text-stone-600 dark:text-stone-400" aria-live="polite">
              {T.resultsCount(shown.length, recipes.length)}
              {loaded.ingredients.length > 0 && (
                <span className="block truncate text-sm">
                  {T.forIngredients(loaded.ingredients)}
                </span>
              )}
            </p>
          )}
        </div>
        {loaded.status === 'ok' && <ShoppingLink ingredients={loaded.ingredients} />}
      </div>
      {loaded.status === 'ok' && loaded.offline && <OfflineNotice />}
      {loaded.status === 'ok' && <UnknownNotice notes={loaded.unknown} />}
      {loaded.status === 'ok' && <AssumedStaples />}
      {loaded.status === 'corrupt' && <EmptyState title={T.resultsEmpty} text={T.resultsCorrupt} />}
      {loaded.status === 'empty' && <EmptyState title={T.resultsEmpty} text={T.resultsEmptyText} />}
      {loaded.status === 'ok' && (
        <div className="mt-4 space-y-4">
          <RecipeFiltersBar filters={filters} onChange={setFilters} {...choices} />
          {shown.length > 0 ? (
            <>
              {/* The cards' titles are h3: this keeps the heading outline in order for screen readers. */}
              <h2 className="sr-only">{T.resultsListLabel}</h2>
              <RecipeGrid recipes={shown} />
            </>
          ) : (
            <EmptyState title={T.filteredEmpty} text={T.filteredEmptyText(recipes.length)}>
              <button
                type="button"
                className={secondaryButton}
                onClick={() => setFilters({ ...NO_FILTERS, sort: filters.sort })}
              >
                {T.clearFilters}
              </button>
            </EmptyState>
          )}
        </div>
      )}
    </main>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Check, ClipboardCopy, Plus } from 'lucide-react';
import { focusRing, primaryButton, secondaryButton } from '@/components/button-styles';
import { notify, TOAST_DURATION } from '@/components/notify';
import { Spinner } from '@/components/spinner';
import { EmptyState, headingClass, pageClass } from './empty-state';
import type { KitchenAccess } from './kitchen-access';
import { recipePath } from './recipe-card';
import {
  readSearchContext,
  storeSearchContext,
  toSearchContext,
  type SearchContext,
} from './recipe-session';
import type { ShoppingBasketItem, ShoppingItem } from './shopping-items';
import { RECIPE_TEXTS as T } from './texts';
import { UnknownNotice } from './unknown-notice';

type Source = 'results' | 'library';
type Computed = {
  items: ShoppingItem[];
  baskets: ShoppingBasketItem[];
  source: Source;
  recipes: number;
};
type Suggestions = { status: 'loading' } | ({ status: 'ready' } & Computed);
const NONE: Computed = { items: [], baskets: [], source: 'library', recipes: 0 };

/**
 * The recipes the search returned (session storage) when there are any to rank by; else the
 * bundled library matched against the ingredients (opened directly, or after an empty or failed
 * search). Both helpers load on demand: they bring in the ingredient catalogue and the library.
 * When no single ingredient helps (nothing is one or two away), the smallest baskets that make
 * library recipes instead.
 */
async function computeSuggestions(context: SearchContext): Promise<Computed> {
  const { shoppingFromStoredResults } = await import('./shopping-items');
  const fromResults = shoppingFromStoredResults();
  if (fromResults) return { ...fromResults, baskets: [], source: 'results' };
  const { basketsOffline, shoppingOffline } = await import('./offline-library');
  const items = shoppingOffline(context.ingredients, context.barcodes);
  return {
    items,
    baskets: items.length > 0 ? [] : basketsOffline(context.ingredients, context.barcodes),
    source: 'library',
    recipes: 0,
  };
}

function useSuggestions(context: SearchContext | null): Suggestions {
  const [result, setResult] = useState<({ for: SearchContext } & Computed) | null>(null);
  useEffect(() => {
    if (!context) return;
    let cancelled = false;
    computeSuggestions(context)
      .then((computed) => {
        if (!cancelled) setResult({ for: context, ...computed });
      })
      .catch((error: unknown) => {
        console.error('Could not load the recipe library:', error);
        if (!cancelled) setResult({ for: context, ...NONE });
      });
    return () => {
      cancelled = true;
    };
  }, [context]);
  if (!context) return { status: 'ready', ...NONE };
  return result?.for === context ? { status: 'ready', ...result } : { status: 'loading' };
}

async function copyList(items: readonly ShoppingItem[]) {
  const text = items.map((item) => `- ${item.name}`).join('\n');
  try {
    await navigator.clipboard.writeText(text);
    notify.success(T.copied, { duration: TOAST_DURATION.kitchen });
  } catch (error) {
    console.error('Copy failed:', error);
    notify.error(T.copyFailed, { duration: TOAST_DURATION.kitchen });
  }
}

function RecipeLinks({ recipes, label }: { recipes: readonly { title: string }[]; label: string }) {
  if (recipes.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
      {recipes.map((recipe) => (
        <li key={recipe.title}>
          <Link
            to={recipePath(recipe.title)}
            className={`inline-block rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800 underline-offset-2 hover:underline dark:bg-stone-800 dark:text-stone-100 ${focusRing}`}
          >
            {recipe.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SuggestionRow({ item, kitchen }: { item: ShoppingItem; kitchen: KitchenAccess }) {
  const have = kitchen.ingredients.some((i) => i.trim().toLowerCase() === item.name);
  return (
    <li
      className="rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
      data-testid="shopping-item"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold capitalize text-stone-900 dark:text-stone-50">
            {item.name}
          </h2>
          <p className="text-sm text-stone-700 dark:text-stone-300" data-testid="unlocks">
            {item.unlocks > 0
              ? `${T.unlocks(item.unlocks)}${item.bringsCloser > 0 ? `, ${T.bringsCloser(item.bringsCloser)}` : ''}`
              : T.onlyCloser(item.bringsCloser)}
          </p>
        </div>
        {have ? (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-green-800 dark:text-green-300">
            <Check aria-hidden="true" className="size-4" />
            {T.inKitchen}
          </span>
        ) : (
          <button
            type="button"
            className={secondaryButton}
            aria-label={T.addToKitchenLabel(item.name)}
            disabled={!kitchen.ready}
            onClick={() => kitchen.add(item.name)}
          >
            <Plus aria-hidden="true" className="size-4" />
            {T.addToKitchen}
          </button>
        )}
      </div>
      <RecipeLinks
        recipes={item.unlocks > 0 ? item.unlockedRecipes : item.closerRecipes}
        label={item.unlocks > 0 ? T.unlocks(item.unlocks) : T.closerLabel}
      />
    </li>
  );
}

function BasketRow({ basket, kitchen }: { basket: ShoppingBasketItem; kitchen: KitchenAccess }) {
  const have = new Set(kitchen.ingredients.map((i) => i.trim().toLowerCase()));
  const toBuy = basket.names.filter((name) => !have.has(name));
  return (
    <li
      className="rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
      data-testid="shopping-basket"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words text-stone-900 dark:text-stone-50">
            {T.basketLabel(basket.names)}
          </h3>
          <p className="text-sm text-stone-700 dark:text-stone-300" data-testid="unlocks">
            {T.basketMakes(basket.unlocks)}
          </p>
        </div>
        {toBuy.length === 0 ? (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-green-800 dark:text-green-300">
            <Check aria-hidden="true" className="size-4" />
            {T.inKitchen}
          </span>
        ) : (
          <button
            type="button"
            className={secondaryButton}
            aria-label={T.addAllLabel(toBuy)}
            disabled={!kitchen.ready}
            onClick={() => kitchen.add(toBuy)}
          >
            <Plus aria-hidden="true" className="size-4" />
            {T.addAll}
          </button>
        )}
      </div>
      <RecipeLinks recipes={basket.recipes} label={T.basketMakes(basket.unlocks)} />
    </li>
  );
}

/** /shopping-suggestions: what to buy, ranked by how many recipes each ingredient unlocks. */
export default function ShoppingSuggestionsPage({ kitchen }: { kitchen: KitchenAccess }) {
  const location = useLocation();
  const context = useMemo(
    () => toSearchContext(location.state) ?? readSearchContext(),
    [location.state],
  );
  const suggestions = useSuggestions(context);
  const items = suggestions.status === 'ready' ? suggestions.items : [];
  const baskets = suggestions.status === 'ready' ? suggestions.baskets : [];
  const asked = context !== null && context.ingredients.length + context.barcodes.length > 0;
  const navigate = useNavigate();

  /** Fixes an unrecognised item in the kitchen, then recounts for the corrected kitchen. */
  const fixUnknown = (item: string, replacement: string | null) => {
    if (!context) return;
    kitchen.remove(item);
    if (replacement) kitchen.add(replacement);
    const key = item.trim().toLowerCase();
    const ingredients = context.ingredients.filter((i) => i.trim().toLowerCase() !== key);
    if (replacement && !ingredients.includes(replacement)) ingredients.push(replacement);
    const next: SearchContext = {
      ...context,
      ingredients: ingredients.sort(),
      unknown: (context.unknown ?? []).filter((n) => n.item.trim().toLowerCase() !== key),
    };
    storeSearchContext(next);
    void navigate('/shopping-suggestions', { replace: true, state: next });
  };

  return (
    <main id="main" className={`${pageClass} max-w-3xl`}>
      <h1 className={headingClass}>{T.shoppingTitle}</h1>
      {asked && (
        <p className="mt-1 truncate text-sm text-stone-600 dark:text-stone-400">
          {T.forIngredients(context?.ingredients ?? [])}
        </p>
      )}
      <UnknownNotice
        notes={context?.unknown ?? []}
        kitchen={kitchen.ingredients}
        onFix={kitchen.ready ? fixUnknown : undefined}
      />
      {suggestions.status === 'loading' && <Spinner label={T.loading} />}
      {suggestions.status === 'ready' && !asked && (
        <EmptyState title={T.shoppingEmpty} text={T.shoppingEmptyText} />
      )}
      {suggestions.status === 'ready' && asked && items.length === 0 && baskets.length === 0 && (
        <EmptyState title={T.shoppingEmpty} text={T.shoppingNone} />
      )}
      {baskets.length > 0 && (
        <section className="mt-4" aria-labelledby="baskets-title">
          <h2
            id="baskets-title"
            className="text-xl font-semibold text-stone-900 dark:text-stone-50"
          >
            {T.basketsTitle}
          </h2>
          <p className="mt-1 text-stone-700 dark:text-stone-300">{T.basketsIntro}</p>
          <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="shopping-source">
            {T.shoppingFromLibrary}
          </p>
          <ol className="mt-4 space-y-3" aria-label={T.basketsTitle}>
            {baskets.map((basket) => (
              <BasketRow key={basket.key} basket={basket} kitchen={kitchen} />
            ))}
          </ol>
        </section>
      )}
      {items.length > 0 && (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
            <div className="min-w-0">
              <p className="text-stone-700 dark:text-stone-300">{T.shoppingIntro}</p>
              <p
                className="text-sm text-stone-600 dark:text-stone-400"
                data-testid="shopping-source"
              >
                {suggestions.status === 'ready' && suggestions.source === 'results'
                  ? T.shoppingFromResults(suggestions.recipes)
                  : T.shoppingFromLibrary}
              </p>
            </div>
            <button type="button" className={primaryButton} onClick={() => void copyList(items)}>
              <ClipboardCopy aria-hidden="true" className="size-4" />
              {T.copyList}
            </button>
          </div>
          <ol className="mt-4 space-y-3" aria-label={T.shoppingTitle}>
            {items.map((item) => (
              <SuggestionRow key={item.key} item={item} kitchen={kitchen} />
            ))}
          </ol>
        </>
      )}
    </main>
  );
}

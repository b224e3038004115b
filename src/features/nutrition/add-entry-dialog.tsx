import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import {
  MEAL_LABELS,
  findProducts,
  frequentItems,
  productByCode,
  quickEntry,
  type DiaryEntry,
  type EntryDraft,
  type Food,
  type LoggableProduct,
  type QuickEntryInput,
} from '@domain';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';
import { loadFoodsCatalog, type FoodsCatalog } from './foods-catalog';
import { FoodAmountForm } from './food-amount-form';
import { Modal, fieldError, fieldLabel } from './modal';
import { newEntryId } from './nutrition-store';
import { RecipeServingsForm } from './recipe-servings-form';
import { libraryLoggables } from './library-loggables';
import { searchLoggables, type LoggableRecipe } from './recipe-sources';
import { NUTRITION_TEXTS as T } from './texts';
import { useSavedLoggables, type SavedLoggables } from './use-saved-loggables';
import type { SyncOwner } from '@/lib/sync-engine';

const tabClass =
  'flex-1 rounded-lg px-2 py-2 text-sm font-medium text-stone-700 data-[selected]:bg-teal-700 data-[selected]:text-white dark:text-stone-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600';
const resultButton =
  'flex w-full items-baseline justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 dark:hover:bg-stone-800';

function useFoodsCatalog() {
  const [state, setState] = useState<{ catalog: FoodsCatalog | null; failed: boolean }>({
    catalog: null,
    failed: false,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadFoodsCatalog().then(
      (catalog) => live && setState({ catalog, failed: false }),
      (error: unknown) => {
        console.warn('Could not load the food database', error);
        if (live) setState({ catalog: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/** A logged item seen before, as something to log again. */
type Chosen =
  | { type: 'food'; food: Food }
  | { type: 'product'; product: LoggableProduct }
  | { type: 'recipe'; recipe: LoggableRecipe };

function recipeFromEntry(e: DiaryEntry): LoggableRecipe {
  const perServing = { nutrients: e.nutrients, incomplete: e.incomplete };
  const scale = e.servings > 0 ? 1 / e.servings : 1;
  return {
    key: `entry:${e.id}`,
    name: e.name,
    kind: e.kind === 'food' || e.kind === 'quick' || e.kind === 'product' ? 'recipe' : e.kind,
    slug: e.recipeSlug,
    savedRecipeId: e.savedRecipeId,
    perServing: {
      incomplete: perServing.incomplete,
      nutrients: Object.fromEntries(
        Object.entries(perServing.nutrients).map(([k, v]) => [k, v === null ? null : v * scale]),
      ) as LoggableRecipe['perServing']['nutrients'],
    },
  };
}

function FoodsTab({
  draft,
  history,
  onAdd,
  onQuick,
}: {
  draft: EntryDraft;
  history: readonly DiaryEntry[];
  onAdd: (entry: DiaryEntry) => void;
  onQuick: (name: string) => void;
}) {
  const { catalog, failed, retry } = useFoodsCatalog();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Chosen | null>(null);
  const results = useMemo(
    () => (catalog && query.trim() ? catalog.index.search(query, 30) : []),
    [catalog, query],
  );
  const recent = useMemo(() => frequentItems(history, 8), [history]);

  if (picked?.type === 'food')
    return (
      <FoodAmountForm
        food={picked.food}
        draft={draft}
        onAdd={onAdd}
        onBack={() => setPicked(null)}
      />
    );
  if (picked?.type === 'product')
    return (
      <FoodAmountForm
        food={picked.product}
        draft={draft}
        onAdd={onAdd}
        onBack={() => setPicked(null)}
      />
    );
  if (picked?.type === 'recipe') {
    return (
      <div>
        <p className="mb-2 font-semibold">{picked.recipe.name}</p>
        <RecipeServingsForm
          recipe={picked.recipe}
          draft={draft}
          onAdd={onAdd}
          onBack={() => setPicked(null)}
          idPrefix="recent"
        />
      </div>
    );
  }
  const pickEntry = (e: DiaryEntry) => {
    const food = e.foodNdb && catalog ? catalog.byNdb.get(e.foodNdb) : undefined;
    const product = e.productCode ? productByCode(e.productCode) : null;
    if (food) setPicked({ type: 'food', food });
    else if (product) setPicked({ type: 'product', product });
    else setPicked({ type: 'recipe', recipe: recipeFromEntry(e) });
  };
  return (
    <div>
      <label className={fieldLabel} htmlFor="food-search">
        {T.searchFoods}
      </label>
      <input
        id="food-search"
        type="search"
        autoComplete="off"
        className={`${textInput} mt-1`}
        placeholder={T.searchFoodsPlaceholder}
        value={query}
        maxLength={200}
        onChange={(e) => setQuery(e.target.value)}
      />
      {failed && (
        <div role="alert" className="mt-3 text-sm">
          <p className={fieldError}>{T.foodsFailed}</p>
          <button type="button" className={`${secondaryButton} mt-2`} onClick={retry}>
            {T.retry}
          </button>
        </div>
      )}
      {!catalog && !failed && (
        <p className="mt-3 flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
          <Spinner /> {T.foodsLoading}
        </p>
      )}
      {query.trim() === '' && recent.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-stone-700 dark:text-stone-300">
            {T.recentTitle}
          </h3>
          <ul className="mt-1" aria-label={T.recentTitle}>
            {recent.map((e) => (
              <li key={e.id}>
                <button type="button" className={resultButton} onClick={() => pickEntry(e)}>
                  <span>{e.name}</span>
                  <span className="shrink-0 text-xs text-stone-600 dark:text-stone-400">
                    {e.amountLabel}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {catalog && query.trim() !== '' && results.length === 0 && (
        <div className="mt-4 text-sm" role="status">
          <p>{T.noFoods(query.trim())}</p>
          <button
            type="button"
            className={`${secondaryButton} mt-2`}
            onClick={() => onQuick(query.trim())}
          >
            {T.useQuickEntry}
          </button>
        </div>
      )}
      {results.length > 0 && (
        <ul className="mt-3 max-h-80 overflow-y-auto" aria-label={T.searchFoods}>
          {results.map((food) => (
            <li key={food.ndb}>
              <button
                type="button"
                className={resultButton}
                onClick={() => setPicked({ type: 'food', food })}
              >
                <span>{food.name}</span>
                <span className="shrink-0 text-xs text-stone-600 dark:text-stone-400">
                  {food.per100g.kcal === null ? '? kcal' : `${food.per100g.kcal} kcal`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Barcode products from the product table, found by name or by the digits of their barcode. */
function ProductsTab({
  draft,
  onAdd,
  onQuick,
}: {
  draft: EntryDraft;
  onAdd: (entry: DiaryEntry) => void;
  onQuick: (name: string) => void;
}) {
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<LoggableProduct | null>(null);
  const found = useMemo(() => findProducts(query, 30), [query]);
  if (picked)
    return (
      <FoodAmountForm food={picked} draft={draft} onAdd={onAdd} onBack={() => setPicked(null)} />
    );
  const list =
    found.kind === 'names'
      ? found.products
      : found.kind === 'code' && found.product
        ? [found.product]
        : [];
  const notFound =
    found.kind === 'names' && list.length === 0
      ? T.noProducts(query.trim())
      : found.kind === 'code' && found.lookup.status === 'unknown'
        ? T.productCodeUnknown(found.lookup.code)
        : null;
  return (
    <div>
      <label className={fieldLabel} htmlFor="product-search">
        {T.searchProducts}
      </label>
      <input
        id="product-search"
        type="search"
        autoComplete="off"
        className={`${textInput} mt-1`}
        placeholder={T.searchProductsPlaceholder}
        value={query}
        maxLength={200}
        onChange={(e) => setQuery(e.target.value)}
      />
      {found.kind === 'partial-code' && (
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-400" role="status">
          {T.productCodeShort}
        </p>
      )}
      {found.kind === 'code' && found.lookup.status === 'invalid' && (
        <p className={`mt-3 text-sm ${fieldError}`} role="alert">
          {found.lookup.message}
        </p>
      )}
      {notFound && (
        <div className="mt-4 text-sm" role="status">
          <p>{notFound}</p>
          <button
            type="button"
            className={`${secondaryButton} mt-2`}
            onClick={() => onQuick(found.kind === 'names' ? query.trim() : '')}
          >
            {T.useQuickEntry}
          </button>
        </div>
      )}
      {list.length > 0 && (
        <ul className="mt-3 max-h-80 overflow-y-auto" aria-label={T.searchProducts}>
          {list.map((product) => (
            <li key={product.code}>
              <button type="button" className={resultButton} onClick={() => setPicked(product)}>
                <span>{product.name}</span>
                <span className="shrink-0 text-xs text-stone-600 dark:text-stone-400">
                  {product.per100g.kcal === null ? '? kcal' : `${product.per100g.kcal} kcal`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The saved recipes' part of the Recipes tab: loading, failed, none, or a sign-in hint. */
function SavedNote({ saved }: { saved: SavedLoggables & { retry: () => void } }) {
  if (saved.status === 'guest')
    return (
      <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
        {T.savedGuest}{' '}
        <Link to="/auth" className="font-medium text-teal-800 underline dark:text-teal-300">
          {T.signIn}
        </Link>
      </p>
    );
  if (saved.status === 'loading')
    return (
      <p className="mt-3 flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
        <Spinner /> {T.savedLoading}
      </p>
    );
  if (saved.status === 'failed')
    return (
      <div role="alert" className="mt-3 text-sm">
        <p className={fieldError}>{T.savedFailed}</p>
        <button type="button" className={`${secondaryButton} mt-2`} onClick={saved.retry}>
          {T.retry}
        </button>
      </div>
    );
  if (saved.recipes.length === 0)
    return <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{T.savedNone}</p>;
  return null;
}

function RecipesTab({
  draft,
  saved,
  onAdd,
}: {
  draft: EntryDraft;
  saved: SavedLoggables & { retry: () => void };
  onAdd: (entry: DiaryEntry) => void;
}) {
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<LoggableRecipe | null>(null);
  const own = useMemo(() => (saved.status === 'ready' ? saved.recipes : []), [saved]);
  const all = useMemo(() => [...own, ...libraryLoggables()], [own]);
  const results = useMemo(
    () => (query.trim() === '' ? own.slice(0, 30) : searchLoggables(all, query, 30)),
    [all, own, query],
  );
  if (picked) {
    return (
      <div>
        <p className="mb-2 font-semibold">{picked.name}</p>
        <RecipeServingsForm
          recipe={picked}
          draft={draft}
          onAdd={onAdd}
          onBack={() => setPicked(null)}
        />
      </div>
    );
  }
  return (
    <div>
      <label className={fieldLabel} htmlFor="recipe-search">
        {T.searchRecipes}
      </label>
      <input
        id="recipe-search"
        type="search"
        autoComplete="off"
        className={`${textInput} mt-1`}
        value={query}
        maxLength={200}
        onChange={(e) => setQuery(e.target.value)}
      />
      {query.trim() !== '' && results.length === 0 && (
        <p className="mt-3 text-sm" role="status">
          {T.noRecipes(query.trim())}
        </p>
      )}
      <SavedNote saved={saved} />
      {query.trim() === '' && results.length > 0 && (
        <h3 className="mt-4 text-sm font-semibold text-stone-700 dark:text-stone-300">
          {T.savedTitle}
        </h3>
      )}
      <ul
        className="mt-3 max-h-80 overflow-y-auto"
        aria-label={query.trim() === '' ? T.savedTitle : T.searchRecipes}
      >
        {results.map((r) => (
          <li key={r.key}>
            <button type="button" className={resultButton} onClick={() => setPicked(r)}>
              <span>{r.name}</span>
              <span className="shrink-0 text-xs text-stone-600 dark:text-stone-400">
                {r.kind === 'drink'
                  ? T.drink
                  : r.kind === 'saved-recipe'
                    ? T.savedRecipe
                    : T.builtIn}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function QuickTab({
  draft,
  initialName,
  onAdd,
}: {
  draft: EntryDraft;
  initialName: string;
  onAdd: (e: DiaryEntry) => void;
}) {
  const [input, setInput] = useState<QuickEntryInput>({
    name: initialName,
    kcal: '',
    protein: '',
    fat: '',
    carbs: '',
  });
  const [error, setError] = useState<{ field: keyof QuickEntryInput; message: string } | null>(
    null,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = quickEntry(draft, input);
    if (!check.ok) return setError({ field: check.field, message: check.message });
    onAdd(check.entry(newEntryId(), new Date().toISOString()));
  };
  const labels = {
    name: T.quickName,
    kcal: T.quickKcal,
    protein: T.quickProtein,
    fat: T.quickFat,
    carbs: T.quickCarbs,
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {(['name', 'kcal', 'protein', 'fat', 'carbs'] as const).map((field) => (
        <div key={field}>
          <label className={fieldLabel} htmlFor={`quick-${field}`}>
            {labels[field]}
          </label>
          <input
            id={`quick-${field}`}
            className={`${textInput} mt-1`}
            inputMode={field === 'name' ? 'text' : 'decimal'}
            value={input[field]}
            maxLength={field === 'name' ? 200 : 20}
            aria-invalid={error?.field === field}
            aria-describedby={error?.field === field ? 'quick-error' : undefined}
            onChange={(e) => {
              setInput({ ...input, [field]: e.target.value });
              setError(null);
            }}
          />
        </div>
      ))}
      {error && (
        <p id="quick-error" role="alert" className={fieldError}>
          {error.message}
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" className={primaryButton}>
          {T.add}
        </button>
      </div>
    </form>
  );
}

/**
 * Add to a meal: a food or a barcode product by grams or household measure, a recipe, drink or
 * saved recipe by servings, or a quick entry.
 */
export default function AddEntryDialog({
  draft,
  history,
  owner,
  onAdd,
  onClose,
}: {
  draft: EntryDraft | null;
  history: readonly DiaryEntry[];
  /** Whose saved recipes the Recipes tab lists (null: a guest, who is offered to sign in). */
  owner: SyncOwner;
  onAdd: (entry: DiaryEntry) => void;
  onClose: () => void;
}) {
  const [tab, setTab] = useState(0);
  const [quickName, setQuickName] = useState('');
  const saved = useSavedLoggables(owner);
  const toQuick = (name: string) => {
    setQuickName(name);
    setTab(3);
  };
  const open = draft !== null;
  return (
    <Modal
      open={open}
      title={draft ? T.addTitle(MEAL_LABELS[draft.meal]) : ''}
      onClose={onClose}
      wide
    >
      {draft && (
        <TabGroup selectedIndex={tab} onChange={setTab}>
          <TabList className="flex gap-1 rounded-xl bg-stone-100 p-1 dark:bg-stone-800">
            <Tab className={tabClass}>{T.tabFoods}</Tab>
            <Tab className={tabClass}>{T.tabProducts}</Tab>
            <Tab className={tabClass}>{T.tabRecipes}</Tab>
            <Tab className={tabClass}>{T.tabQuick}</Tab>
          </TabList>
          <TabPanels className="mt-4">
            <TabPanel>
              <FoodsTab draft={draft} history={history} onAdd={onAdd} onQuick={toQuick} />
            </TabPanel>
            <TabPanel>
              <ProductsTab draft={draft} onAdd={onAdd} onQuick={toQuick} />
            </TabPanel>
            <TabPanel>
              <RecipesTab draft={draft} saved={saved} onAdd={onAdd} />
            </TabPanel>
            <TabPanel>
              <QuickTab key={quickName} draft={draft} initialName={quickName} onAdd={onAdd} />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      )}
    </Modal>
  );
}

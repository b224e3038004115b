import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAtomValue } from 'jotai';
import { ArrowLeft, Check, Repeat, X } from 'lucide-react';
import {
  DRINK_LIBRARY,
  drinkMacros,
  formatVolume,
  matchDrinks,
  scaleDrink,
  type DrinkMethod,
  type LibraryDrink,
} from '@domain';
import { focusRing, secondaryButton } from '@/components/button-styles';
import { AddToPlanSlot } from '@/components/add-to-plan-slot';
import { FavoriteSlot } from '@/components/favorite-slot';
import { LogItSlot } from '@/components/log-it-slot';
import { Spinner } from '@/components/spinner';
import { useKitchenAtom, volumeUnitsAtom } from './bar-preferences';
import type { KitchenItems } from './bar-page';
import { Figure, NotFound, Servings } from './drink-page-parts';
import { homemadeParts, findDrink, lineViews, type LineView } from './drink-lines';
import { formatAbv } from './filter-drinks';
import { useShelfStatus } from './shelf-sync-host';
import { keysOf } from './shelf-vocabulary';
import { BAR_TEXTS as T, labelOf } from './texts';
import { useShelf } from './use-shelf';
import { VolumeToggle } from './volume-toggle';

/** Pitchers make sense for drinks mixed with ice ahead of time. */
const BATCHABLE: ReadonlySet<DrinkMethod> = new Set(['shake', 'stir']);

const BADGE: Record<LineView['status'], string> = {
  have: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
  substitute: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  missing: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
  optional: 'bg-stone-100 text-stone-700 dark:bg-stone-800 dark:text-stone-200',
};

function StatusIcon({ status }: { status: LineView['status'] }) {
  const cls = 'size-4 shrink-0';
  if (status === 'have') return <Check aria-hidden="true" className={cls} />;
  if (status === 'substitute') return <Repeat aria-hidden="true" className={cls} />;
  return <X aria-hidden="true" className={cls} />;
}

const one = (n: number) => (Math.round(n * 10) / 10).toString();

function DrinkDetail({ drink, kitchen }: { drink: LibraryDrink; kitchen: readonly string[] }) {
  const { shelf } = useShelf();
  const useKitchen = useAtomValue(useKitchenAtom);
  const units = useAtomValue(volumeUnitsAtom);
  const [servings, setServings] = useState(1);
  const [batch, setBatch] = useState(false);
  const match = useMemo(
    () =>
      matchDrinks(keysOf(shelf.bottles), [drink], { kitchen: keysOf(kitchen), useKitchen })[0] ??
      null,
    [drink, shelf.bottles, kitchen, useKitchen],
  );
  const batchable = BATCHABLE.has(drink.method);
  const scaled = useMemo(
    () => scaleDrink(drink.lines, servings, drink.method, { batch: batch && batchable }),
    [drink, servings, batch, batchable],
  );
  const lines = match ? lineViews(scaled.lines, match, units) : [];
  const homemade = match ? homemadeParts(match) : [];
  const f = drink.figures;
  const missing = match?.missing.length ?? 0;

  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-3 py-6 sm:px-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to="/drink-recipe-results" className={secondaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {T.resultsTitle}
        </Link>
        <VolumeToggle />
      </div>
      <header className="space-y-2">
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{drink.title}</h1>
          <FavoriteSlot target={{ kind: 'drink', title: drink.title }} title={drink.title} />
        </div>
        <p className="text-stone-700 dark:text-stone-300">{drink.description}</p>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <LogItSlot
            drink
            recipe={{
              id: drink.id,
              slug: drink.slug,
              title: drink.title,
              nutrition: drinkMacros(drink.figures),
            }}
          />
          <AddToPlanSlot
            drink
            recipe={{
              id: drink.id,
              slug: drink.slug,
              title: drink.title,
              mealType: null,
              servings: 1,
            }}
          />
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600 dark:text-stone-400">
          <span>
            {T.method}: {labelOf(drink.method)}
          </span>
          <span>
            {T.glassLabel}: {labelOf(drink.glass)}
          </span>
          <span>
            {T.ice}: {labelOf(drink.ice)}
          </span>
          {drink.garnish && (
            <span>
              {T.garnish}: {drink.garnish}
            </span>
          )}
          {drink.origin && (
            <span>
              {T.origin}: {drink.origin}
            </span>
          )}
          {drink.year && (
            <span>
              {T.year}: {drink.year}
            </span>
          )}
        </p>
      </header>

      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="text-lg font-semibold">
          {T.figures}{' '}
          <span className="text-sm font-normal text-stone-600 dark:text-stone-400">
            ({T.perDrink})
          </span>
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5" data-testid="drink-figures">
          <Figure label={T.figureAbv} value={formatAbv(f.abv)} />
          <Figure label={T.figureVolume} value={formatVolume(f.volumeMl, units)} />
          <Figure label={T.figureStandard} value={one(f.standardDrinks)} />
          <Figure label={T.figureUnits} value={one(f.ukUnits)} />
          <Figure label={T.figureCalories} value={`${Math.round(f.kcal)} kcal`} />
        </dl>
      </section>

      <section aria-labelledby="ingredients-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="ingredients-heading" className="text-lg font-semibold">
            {T.ingredients}
          </h2>
          <div className="flex flex-wrap items-center gap-4">
            <Servings value={servings} onChange={setServings} />
            {batchable && (
              <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  checked={batch}
                  onChange={(event) => setBatch(event.target.checked)}
                  className={`size-5 accent-green-700 ${focusRing}`}
                />
                {T.batch}
              </label>
            )}
          </div>
        </div>
        <p className="text-sm font-medium" aria-live="polite">
          {missing === 0 ? T.allThere : T.stillMissing(missing)}
        </p>
        <ul
          className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white dark:divide-stone-700 dark:border-stone-700 dark:bg-stone-900"
          data-testid="drink-lines"
        >
          {lines.map((line, index) => (
            <li
              key={`${line.key}-${index}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2"
              data-status={line.status}
            >
              <span className="w-24 shrink-0 font-semibold tabular-nums" data-testid="line-amount">
                {line.amount}
              </span>
              <span className="min-w-0 flex-1">
                {line.name}
                {line.optional && (
                  <span className="text-stone-600 dark:text-stone-400"> ({T.optional})</span>
                )}
                {line.topUp && (
                  <span className="text-stone-600 dark:text-stone-400"> ({T.topUp})</span>
                )}
                {line.note && (
                  <span className="block text-sm text-stone-600 dark:text-stone-400">
                    {line.note}
                  </span>
                )}
              </span>
              <span
                className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[line.status]}`}
              >
                <StatusIcon status={line.status} />
                {line.status === 'have'
                  ? T.have
                  : line.status === 'substitute'
                    ? T.substitute
                    : line.status === 'missing'
                      ? T.missing
                      : T.optional}
              </span>
            </li>
          ))}
          {batch && batchable && scaled.waterMl > 0 && (
            <li className="flex flex-wrap items-center gap-x-3 px-3 py-2" data-testid="batch-water">
              <span className="w-24 shrink-0 font-semibold tabular-nums">
                {formatVolume(scaled.waterMl, units)}
              </span>
              <span className="min-w-0 flex-1">{T.batchWater}</span>
            </li>
          )}
        </ul>
        {batch && batchable && scaled.waterMl > 0 && (
          <p className="text-sm text-stone-700 dark:text-stone-300">
            {T.batchHint(formatVolume(scaled.waterMl, units))}
          </p>
        )}
      </section>

      {homemade.length > 0 && (
        <section aria-labelledby="homemade-heading" className="space-y-2">
          <h2 id="homemade-heading" className="text-lg font-semibold">
            {T.howToMake}
          </h2>
          <ul className="space-y-1.5">
            {homemade.map((part) => (
              <li key={part.name}>
                <span className="font-semibold">{part.name}:</span> {part.how}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="steps-heading" className="space-y-2">
        <h2 id="steps-heading" className="text-lg font-semibold">
          {T.steps}
        </h2>
        <ol className="list-decimal space-y-1.5 pl-6">
          {drink.steps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      </section>
    </main>
  );
}

/** /bar-recipe/{recipeTitle}: one drink, marked against the shelf, scalable, in ml or oz. */
export default function DrinkPage({
  kitchen,
  authLoading,
}: {
  kitchen: KitchenItems;
  authLoading: boolean;
}) {
  const { recipeTitle = '' } = useParams();
  const status = useShelfStatus();
  const drink = useMemo(() => findDrink(DRINK_LIBRARY, recipeTitle), [recipeTitle]);
  if (!drink) return <NotFound />;
  if (authLoading || status === 'loading' || !kitchen.ready)
    return (
      <main id="main" className="flex-1">
        <Spinner label={T.loading} />
      </main>
    );
  return <DrinkDetail drink={drink} kitchen={kitchen.ingredients} />;
}

import { Link } from 'react-router';
import { CheckCircle2, Wine } from 'lucide-react';
import type { DrinkMatch, LibraryDrink } from '@domain';
import { focusRing } from '@/components/button-styles';
import { FavoriteSlot } from '@/components/favorite-slot';
import { formatAbv } from './filter-drinks';
import { nameOf } from './shelf-vocabulary';
import { BAR_TEXTS as T, labelOf } from './texts';

export function drinkPath(title: string): string {
  return `/bar-recipe/${encodeURIComponent(title)}`;
}

const chip = 'rounded-full px-2 py-0.5 text-xs font-medium';

/** One drink: title, glass, ABV, and what is missing (or that it can be made now). */
export function DrinkCard({ match }: { match: DrinkMatch<LibraryDrink> }) {
  const { drink, missing } = match;
  return (
    <article
      className="relative flex h-full flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition hover:border-green-600 hover:shadow-md dark:border-stone-700 dark:bg-stone-900 dark:hover:border-green-500"
      data-testid="drink-card"
    >
      <h3 className="pr-11 text-base font-semibold leading-snug text-stone-900 dark:text-stone-50">
        <Link
          to={drinkPath(drink.title)}
          className={`rounded after:absolute after:inset-0 after:content-[''] ${focusRing}`}
        >
          {drink.title}
        </Link>
      </h3>
      <div className="absolute right-2 top-2 z-10">
        <FavoriteSlot target={{ kind: 'drink', title: drink.title }} title={drink.title} />
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600 dark:text-stone-400">
        <span className="inline-flex items-center gap-1">
          <Wine aria-hidden="true" className="size-4" />
          {labelOf(drink.glass)}
        </span>
        <span>{T.abv(formatAbv(drink.figures.abv))}</span>
        {match.substituteCount > 0 && <span>{T.substitutes(match.substituteCount)}</span>}
      </p>
      <p className="line-clamp-2 text-sm text-stone-700 dark:text-stone-300">{drink.description}</p>
      {missing.length === 0 ? (
        <p className="mt-auto inline-flex items-center gap-1 self-start rounded-full bg-green-100 px-2.5 py-1 text-sm font-semibold text-green-900 dark:bg-green-900 dark:text-green-50">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {T.makeNow}
        </p>
      ) : (
        <div className="mt-auto">
          <p className="sr-only">{T.missingLine(missing.map(nameOf))}</p>
          <ul className="flex flex-wrap gap-1" aria-hidden="true">
            {missing.map((key) => (
              <li
                key={key}
                className={`${chip} bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100`}
              >
                {T.missing}: {nameOf(key)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

import { Link } from 'react-router';
import { BookmarkCheck, CheckCircle2, Clock, Sparkles, Users } from 'lucide-react';
import { focusRing } from '@/components/button-styles';
import { labelOf } from './filter-recipes';
import type { SuggestedRecipe } from '@domain';
import { AddToPlanSlot } from '@/components/add-to-plan-slot';
import { RecipeFavorite } from './recipe-favorite';
import { RECIPE_TEXTS as T } from './texts';

export function recipePath(title: string): string {
  return `/recipe/${encodeURIComponent(title)}`;
}

const chip = 'rounded-full px-2 py-0.5 text-xs font-medium';

/** One suggested recipe: what it is, how long, and what the kitchen has or lacks for it. */
export function RecipeCard({ recipe }: { recipe: SuggestedRecipe }) {
  return (
    <article
      className="relative flex h-full flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition hover:border-green-600 hover:shadow-md dark:border-stone-700 dark:bg-stone-900 dark:hover:border-green-500"
      data-testid="recipe-card"
    >
      <h3 className="pr-11 text-base font-semibold leading-snug text-stone-900 dark:text-stone-50">
        <Link
          to={recipePath(recipe.title)}
          state={{ recipe }}
          className={`rounded after:absolute after:inset-0 after:content-[''] ${focusRing}`}
        >
          {recipe.title}
        </Link>
      </h3>
      <RecipeFavorite recipe={recipe} className="absolute right-2 top-2 z-10" />
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600 dark:text-stone-400">
        {recipe.totalMinutes !== null && (
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {T.minutes(recipe.totalMinutes)}
          </span>
        )}
        {recipe.servings !== null && (
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {T.servings(recipe.servings)}
          </span>
        )}
        {recipe.cuisine && <span>{labelOf(recipe.cuisine)}</span>}
        {recipe.saved && (
          <span className="inline-flex items-center gap-1 text-emerald-800 dark:text-emerald-300">
            <BookmarkCheck aria-hidden="true" className="size-4" />
            {T.savedBadge}
          </span>
        )}
        {recipe.ai && (
          <span className="inline-flex items-center gap-1 text-violet-700 dark:text-violet-300">
            <Sparkles aria-hidden="true" className="size-4" />
            {T.aiBadge}
          </span>
        )}
      </p>
      {recipe.dietTags.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label={T.dietLabel}>
          {recipe.dietTags.map((tag) => (
            <li
              key={tag}
              className={`${chip} bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100`}
            >
              {labelOf(tag)}
            </li>
          ))}
        </ul>
      )}
      {recipe.canMake ? (
        <p className="inline-flex items-center gap-1 self-start rounded-full bg-green-100 px-2.5 py-1 text-sm font-semibold text-green-900 dark:bg-green-900 dark:text-green-50">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {T.canMakeNow}
        </p>
      ) : (
        <div>
          <p className="text-sm font-semibold text-orange-800 dark:text-orange-300">
            {T.missing(recipe.missingCount, recipe.missingNames)}
          </p>
          <ul className="mt-1 flex flex-wrap gap-1" aria-label="Missing ingredients">
            {recipe.missingNames.map((name) => (
              <li
                key={name}
                className={`${chip} bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100`}
              >
                {name}
              </li>
            ))}
          </ul>
        </div>
      )}
      <AddToPlanSlot recipe={recipe} className="relative z-10 self-start" />
      {recipe.usedNames.length > 0 && (
        <div className="mt-auto">
          <p className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">
            {T.uses}
          </p>
          <ul className="mt-1 flex flex-wrap gap-1" aria-label="Ingredients you have">
            {recipe.usedNames.map((name) => (
              <li
                key={name}
                className={`${chip} bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50`}
              >
                {name}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

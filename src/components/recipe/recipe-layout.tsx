import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ChefHat } from 'lucide-react';
import { ghostButton, primaryButton } from '../button-styles';
import { CookMode } from './cook-mode';
import { RECIPE_PIECE_TEXTS as T } from './recipe-texts';

/**
 * The layout every recipe detail page shares (the built-in recipe's and the saved recipe's): the
 * back link, the cook-mode button, the ingredients and steps columns and the numbered steps.
 */

/** Opened from /favorites (router state `{ backTo: 'favorites' }`). */
export function cameFromFavorites(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { backTo?: unknown }).backTo === 'favorites'
  );
}

/** Back to /favorites when the page was opened from there, else to the page's own list. */
export function RecipeBackLink({
  state,
  to,
  label,
}: {
  /** The router state the page was opened with. */
  state: unknown;
  to: string;
  label: string;
}) {
  const fromFavorites = cameFromFavorites(state);
  return (
    <Link to={fromFavorites ? '/favorites' : to} className={`${ghostButton} -ml-3 print:hidden`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {fromFavorites ? T.backToFavorites : label}
    </Link>
  );
}

/** "Cook mode" (when there are steps) and the full-screen step-by-step view it opens. */
export function CookModeButton({ title, steps }: { title: string; steps: readonly string[] }) {
  const [cooking, setCooking] = useState(false);
  if (steps.length === 0) return null;
  return (
    <>
      <button type="button" className={primaryButton} onClick={() => setCooking(true)}>
        <ChefHat aria-hidden="true" className="size-4" />
        {T.startCooking}
      </button>
      {cooking && <CookMode title={title} steps={steps} onClose={() => setCooking(false)} />}
    </>
  );
}

/**
 * Ingredients (with the servings control beside the heading) and steps, side by side on wide
 * screens. `print`: the recipe's print layout (one column, the step column spaced from the list).
 */
export function RecipeColumns({
  servings,
  ingredients,
  steps,
  className,
  print = false,
}: {
  servings: ReactNode;
  ingredients: ReactNode;
  steps: ReactNode;
  className: string;
  print?: boolean;
}) {
  return (
    <div
      className={`${className} grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]${print ? ' print:block' : ''}`}
    >
      <section aria-labelledby="ingredients-heading" className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="ingredients-heading" className="text-xl font-semibold">
            {T.ingredients}
          </h2>
          {servings}
        </div>
        {ingredients}
      </section>
      <section aria-labelledby="steps-heading" className={`min-w-0${print ? ' print:mt-6' : ''}`}>
        <h2 id="steps-heading" className="text-xl font-semibold">
          {T.steps}
        </h2>
        {steps}
      </section>
    </div>
  );
}

/** Steps with round numbers; `first`: the index of the first one (a group continues the count). */
export function NumberedSteps({ steps, first = 0 }: { steps: readonly string[]; first?: number }) {
  return (
    <ol className="mt-3 space-y-3" start={first + 1}>
      {steps.map((step, i) => (
        <li key={first + i} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-green-700 text-sm font-bold text-white print:bg-transparent print:text-black"
          >
            {first + i + 1}
          </span>
          <span className="pt-0.5 text-stone-800 dark:text-stone-200">{step}</span>
        </li>
      ))}
    </ol>
  );
}

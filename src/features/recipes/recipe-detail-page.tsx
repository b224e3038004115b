import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft, ChefHat, Clock, Printer, RotateCcw, Users } from 'lucide-react';
import { ghostButton, primaryButton, secondaryButton } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';
import { CookMode } from '@/components/recipe/cook-mode';
import { LogItSlot } from '@/components/log-it-slot';
import { EmptyState, headingClass, pageClass } from './empty-state';
import { labelOf } from './filter-recipes';
import type { KitchenAccess } from './kitchen-access';
import { NutritionPanel } from '@/components/recipe/nutrition-panel';
import type { SuggestedRecipe } from '@domain';
import { AddToPlanSlot } from '@/components/add-to-plan-slot';
import { RecipeFavorite } from './recipe-favorite';
import { RecipeIngredients } from './recipe-ingredients';
import { recordRecipeOpen } from './recipe-opens';
import { ServingsControl } from '@/components/recipe/servings-control';
import { useRecipeLookup } from './use-recipe-lookup';
import { RECIPE_TEXTS as T } from './texts';

/** Print: the recipe only (ingredients and steps), without the app's header or controls. */
const PRINT_CSS =
  '@media print { header, [data-sonner-toaster] { display: none !important; } body { background: #fff !important; color: #000 !important; } }';

function Meta({ recipe }: { recipe: SuggestedRecipe }) {
  const item = 'inline-flex items-center gap-1';
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-stone-700 dark:text-stone-300">
      {recipe.prepMinutes !== null && <span>{`${T.prep}: ${T.minutes(recipe.prepMinutes)}`}</span>}
      {recipe.cookMinutes !== null && <span>{`${T.cook}: ${T.minutes(recipe.cookMinutes)}`}</span>}
      {recipe.totalMinutes !== null && (
        <span className={item}>
          <Clock aria-hidden="true" className="size-4" />
          {`${T.total}: ${T.minutes(recipe.totalMinutes)}`}
        </span>
      )}
      {recipe.servings !== null && (
        <span className={item}>
          <Users aria-hidden="true" className="size-4" />
          {T.servings(recipe.servings)}
        </span>
      )}
      {recipe.cuisine && <span>{labelOf(recipe.cuisine)}</span>}
      {recipe.mealType && <span>{labelOf(recipe.mealType)}</span>}
      {recipe.dietTags.map((tag) => (
        <span
          key={tag}
          className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900 dark:bg-sky-900 dark:text-sky-100"
        >
          {labelOf(tag)}
        </span>
      ))}
    </p>
  );
}

/** A summary's details could not be read: say so and offer to try again. */
function DetailsError({ onRetry }: { onRetry: () => void }) {
  return (
    <section
      role="alert"
      data-testid="recipe-details-error"
      className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center dark:border-stone-700 dark:bg-stone-900"
    >
      <p className="mx-auto max-w-prose text-stone-700 dark:text-stone-300">{T.detailsError}</p>
      <button type="button" className={`${primaryButton} mt-4`} onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {T.retry}
      </button>
    </section>
  );
}

interface LibraryRecipeScreenProps {
  recipe: SuggestedRecipe;
  kitchen: KitchenAccess;
  /** Set when the recipe is a summary whose details could not be read. */
  onRetry?: () => void;
}

function LibraryRecipeScreen({ recipe, kitchen, onRetry }: LibraryRecipeScreenProps) {
  const base = recipe.servings ?? 1;
  const [servings, setServings] = useState(base);
  const [cooking, setCooking] = useState(false);
  const factor = servings / base;
  const librarySlug = recipe.saved ? '' : recipe.slug;
  useEffect(() => recordRecipeOpen(librarySlug), [librarySlug]);
  return (
    <article className="mt-2">
      <style>{PRINT_CSS}</style>
      <div className="flex items-start justify-between gap-3">
        <h1 className={headingClass}>{recipe.title}</h1>
        <RecipeFavorite recipe={recipe} className="print:hidden" />
      </div>
      <LogItSlot recipe={recipe} className="mt-2 print:hidden" />
      <AddToPlanSlot recipe={recipe} className="mt-2 print:hidden" />
      {recipe.saved?.url && (
        <p className="mt-2">
          <a
            href={recipe.saved.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
          >
            {T.originalLink(recipe.saved.siteName)}
          </a>
        </p>
      )}
      {recipe.description && (
        <p className="mt-2 text-lg text-stone-700 dark:text-stone-300">{recipe.description}</p>
      )}
      <Meta recipe={recipe} />
      <div className="mt-4 flex flex-wrap items-center gap-2 print:hidden">
        {recipe.steps.length > 0 && (
          <button type="button" className={primaryButton} onClick={() => setCooking(true)}>
            <ChefHat aria-hidden="true" className="size-4" />
            {T.startCooking}
          </button>
        )}
        {recipe.complete && (
          <button type="button" className={secondaryButton} onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {T.print}
          </button>
        )}
      </div>
      {onRetry && <DetailsError onRetry={onRetry} />}
      {recipe.complete && (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:block">
          <section aria-labelledby="ingredients-heading" className="min-w-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="ingredients-heading" className="text-xl font-semibold">
                {T.ingredients}
              </h2>
              {recipe.servings !== null && (
                <ServingsControl value={servings} onChange={setServings} />
              )}
            </div>
            <p className="hidden print:block">{T.servings(servings)}</p>
            <div className="mt-3">
              <RecipeIngredients
                ingredients={recipe.ingredients}
                kitchen={kitchen.ingredients}
                missingNames={recipe.missingNames}
                factor={factor}
              />
            </div>
            {recipe.equipment.length > 0 && (
              <p className="mt-4 text-sm text-stone-600 print:hidden dark:text-stone-400">
                <span className="font-semibold">{T.equipment}: </span>
                {recipe.equipment.join(', ')}
              </p>
            )}
          </section>
          <section aria-labelledby="steps-heading" className="min-w-0 print:mt-6">
            <h2 id="steps-heading" className="text-xl font-semibold">
              {T.steps}
            </h2>
            <ol className="mt-3 space-y-3">
              {recipe.steps.map((step, i) => (
                <li key={i} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-green-700 text-sm font-bold text-white print:bg-transparent print:text-black"
                  >
                    {i + 1}
                  </span>
                  <span className="pt-0.5 text-stone-800 dark:text-stone-200">{step}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>
      )}
      {recipe.nutrition && (
        <div className="mt-8">
          <NutritionPanel nutrition={recipe.nutrition} />
        </div>
      )}
      {cooking && (
        <CookMode title={recipe.title} steps={recipe.steps} onClose={() => setCooking(false)} />
      )}
    </article>
  );
}

/** Opened from /favorites (router state `{ backTo: 'favorites' }`). */
function cameFromFavorites(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { backTo?: unknown }).backTo === 'favorites'
  );
}

function safeTitle(raw: string | undefined): string {
  return (raw ?? '').slice(0, 500);
}

/** /recipe/{title} and /recipe-instructions/{title}: the recipe, scaling, cook mode and print. */
export default function RecipeDetailPage({ kitchen }: { kitchen: KitchenAccess }) {
  const title = safeTitle(useParams().recipeTitle);
  const location = useLocation();
  const lookup = useRecipeLookup(title, location.state);
  const fromFavorites = cameFromFavorites(location.state);

  return (
    <main id="main" className={pageClass}>
      <Link
        to={fromFavorites ? '/favorites' : '/recipe-results'}
        className={`${ghostButton} -ml-3 print:hidden`}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {fromFavorites ? T.backToFavorites : T.backToResults}
      </Link>
      {lookup.status === 'loading' && <Spinner label={T.loading} />}
      {lookup.status === 'not-found' && (
        <>
          <h1 className={`${headingClass} mt-2`}>{T.recipeTitle}</h1>
          <EmptyState title={T.notFound} text={T.notFoundText(title.slice(0, 80))} />
        </>
      )}
      {lookup.status === 'found' && (
        <LibraryRecipeScreen key={lookup.recipe.id} recipe={lookup.recipe} kitchen={kitchen} />
      )}
      {lookup.status === 'details-error' && (
        <LibraryRecipeScreen
          key={lookup.recipe.id}
          recipe={lookup.recipe}
          kitchen={kitchen}
          onRetry={lookup.retry}
        />
      )}
    </main>
  );
}

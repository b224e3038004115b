import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { Clock, Printer, RotateCcw, Users } from 'lucide-react';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';
import {
  CookModeButton,
  NumberedSteps,
  RecipeBackLink,
  RecipeColumns,
} from '@/components/recipe/recipe-layout';
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
        <CookModeButton title={recipe.title} steps={recipe.steps} />
        {recipe.complete && (
          <button type="button" className={secondaryButton} onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {T.print}
          </button>
        )}
      </div>
      {onRetry && <DetailsError onRetry={onRetry} />}
      {recipe.complete && (
        <RecipeColumns
          className="mt-6"
          print
          servings={
            recipe.servings !== null && <ServingsControl value={servings} onChange={setServings} />
          }
          ingredients={
            <>
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
            </>
          }
          steps={<NumberedSteps steps={recipe.steps} />}
        />
      )}
      {recipe.nutrition && (
        <div className="mt-8">
          <NutritionPanel nutrition={recipe.nutrition} />
        </div>
      )}
    </article>
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

  return (
    <main id="main" className={pageClass}>
      <RecipeBackLink state={location.state} to="/recipe-results" label={T.backToResults} />
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

import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Clock, ExternalLink, Trash2 } from 'lucide-react';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { AddToPlanSlot } from '@/components/add-to-plan-slot';
import { FavoriteSlot } from '@/components/favorite-slot';
import { LogItSlot } from '@/components/log-it-slot';
import { CookModeButton, RecipeBackLink, RecipeColumns } from '@/components/recipe/recipe-layout';
import { ServingsControl } from '@/components/recipe/servings-control';
import { Spinner } from '@/components/spinner';
import { queryCache, SERVER_KEYS, useServerQuery } from '@/lib/server-cache';
import { supabase } from '@/lib/supabase';
import { deleteWithUndo } from './delete-with-undo';
import { NotesTagsEditor } from './notes-tags-editor';
import { GuestInvitation, LoadError, Panel, headingClass, pageClass } from './panel';
import { RecipeImage, SavedTags } from './saved-recipe-card';
import { SavedIngredients, SavedSteps } from './saved-recipe-body';
import { SavedNutritionSection } from './saved-nutrition-section';
import { getSavedRecipe } from './saved-recipes-api';
import {
  PASTED_SOURCE_BASE,
  safeMediaUrl,
  savedMealType,
  savedNutrition,
  savedNutritionView,
  servingsOf,
} from '@domain';
import { totalMinutesOf, type SavedRecipe } from './saved-recipe';
import type { SavedPageProps } from './saved-recipes-page';
import { SAVED_TEXTS as T } from './texts';

type Lookup =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'missing' }
  | { status: 'found'; recipe: SavedRecipe };

/** One saved recipe, held in the app's server-data cache (under the user's saved recipes). */
function useSavedRecipe(id: string, userId: string | null) {
  const key = userId ? [...SERVER_KEYS.savedRecipes(userId), 'one', id] : null;
  const query = useServerQuery(key, () => getSavedRecipe(supabase, id));
  const lookup: Lookup =
    query.data !== undefined
      ? query.data
        ? { status: 'found', recipe: query.data }
        : { status: 'missing' }
      : query.status === 'error'
        ? { status: 'error' }
        : { status: 'loading' };
  /** Notes and tags saved: this page and the list show the row the server answered. */
  const update = (recipe: SavedRecipe) => {
    if (!key || !userId) return;
    queryCache.setData(key, () => recipe);
    const listKey = SERVER_KEYS.savedRecipes(userId);
    if (queryCache.peek(listKey).data === undefined) return;
    queryCache.setData(listKey, (list: SavedRecipe[] = []) =>
      list.map((r) => (r.id === recipe.id ? recipe : r)),
    );
  };
  return { lookup, retry: query.refetch, update };
}

function Meta({ recipe }: { recipe: SavedRecipe }) {
  const total = totalMinutesOf(recipe);
  return (
    <p
      className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-stone-700 dark:text-stone-300"
      data-testid="saved-meta"
    >
      {recipe.prep_minutes !== null && (
        <span>{`${T.prep}: ${T.minutes(recipe.prep_minutes)}`}</span>
      )}
      {recipe.cook_minutes !== null && (
        <span>{`${T.cook}: ${T.minutes(recipe.cook_minutes)}`}</span>
      )}
      {total !== null && (
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          {`${T.total}: ${T.minutes(total)}`}
        </span>
      )}
      {recipe.yields && <span>{`${T.yields}: ${recipe.yields}`}</span>}
      {recipe.cuisine && <span>{recipe.cuisine}</span>}
      {recipe.category && <span>{recipe.category}</span>}
    </p>
  );
}

function SavedRecipeScreen({
  recipe,
  userId,
  onSaved,
}: {
  recipe: SavedRecipe;
  userId: string;
  onSaved: (r: SavedRecipe) => void;
}) {
  const navigate = useNavigate();
  const base = servingsOf(recipe.yields);
  const [servings, setServings] = useState(base ?? 1);
  const factor = base ? servings / base : 1;
  // A recipe pasted without its page's address has no page to link to; the link is shown only when
  // it passes the rule the database holds stored URLs to (https:, or http: to this machine).
  const source = recipe.url.startsWith(PASTED_SOURCE_BASE) ? null : safeMediaUrl(recipe.url);
  const nutrition = useMemo(() => savedNutrition(recipe), [recipe]);
  const steps = recipe.instructions.map((s) => s.text);

  const remove = async () => {
    if (await deleteWithUndo(recipe, userId)) void navigate('/saved-recipes');
  };

  return (
    <article className="mt-2">
      <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0">
          <div className="flex items-start gap-2">
            <h1 className={`${headingClass} min-w-0 flex-1 break-words`}>{recipe.title}</h1>
            <FavoriteSlot target={{ kind: 'saved', id: recipe.id }} title={recipe.title} />
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-2 print:hidden">
            <LogItSlot
              recipe={{
                ...recipe,
                slug: '',
                nutrition: savedNutritionView(nutrition),
                saved: true,
              }}
            />
            <AddToPlanSlot
              recipe={{
                id: recipe.id,
                slug: '',
                title: recipe.title,
                mealType: savedMealType(recipe.category),
                servings: servingsOf(recipe.yields),
                saved: true,
              }}
            />
          </div>
          {source && (
            <p className="mt-2">
              <a
                href={source}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
              >
                {T.originalLink(recipe.site_name)}
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            </p>
          )}
          {recipe.author && (
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{T.by(recipe.author)}</p>
          )}
          {recipe.description && (
            <p className="mt-3 text-lg text-stone-700 dark:text-stone-300">{recipe.description}</p>
          )}
          <Meta recipe={recipe} />
          <SavedTags tags={recipe.tags} className="mt-3 flex flex-wrap gap-1" testId="saved-tags" />
          <div className="mt-4 flex flex-wrap gap-2 print:hidden">
            <CookModeButton title={recipe.title} steps={steps} />
            <button
              type="button"
              className={`${secondaryButton} text-red-700 dark:text-red-400`}
              onClick={() => void remove()}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {T.delete}
            </button>
          </div>
        </div>
        {recipe.image_url && (
          <RecipeImage src={recipe.image_url} className="aspect-[4/3] w-full rounded-xl" />
        )}
      </div>
      <RecipeColumns
        className="mt-8"
        servings={base !== null && <ServingsControl value={servings} onChange={setServings} />}
        ingredients={
          <div className="mt-3">
            <SavedIngredients lines={recipe.ingredients} factor={factor} />
          </div>
        }
        steps={<SavedSteps steps={recipe.instructions} />}
      />
      <div className="mt-8">
        <SavedNutritionSection nutrition={nutrition} />
      </div>
      <NotesTagsEditor key={recipe.updated_at} recipe={recipe} onSaved={onSaved} />
    </article>
  );
}

/** /saved-recipe/{id}: one saved recipe, with scaling, cook mode, nutrition, notes and tags. */
export default function SavedRecipePage({ userId, authLoading }: SavedPageProps) {
  const id = (useParams().id ?? '').slice(0, 100);
  const { lookup, retry, update } = useSavedRecipe(id, userId);
  const state: unknown = useLocation().state;
  return (
    <main id="main" className={pageClass}>
      <RecipeBackLink state={state} to="/saved-recipes" label={T.backToSaved} />
      {(authLoading || (userId && lookup.status === 'loading')) && <Spinner label={T.loading} />}
      {!authLoading && lookup.status !== 'found' && lookup.status !== 'loading' && (
        <h1 className={`${headingClass} mt-2`}>{T.detailTitle}</h1>
      )}
      {!authLoading && !userId && <h1 className={`${headingClass} mt-2`}>{T.detailTitle}</h1>}
      {!authLoading && !userId && <GuestInvitation />}
      {userId && lookup.status === 'missing' && (
        <Panel title={T.notFound} text={T.notFoundText} testId="saved-not-found">
          <Link to="/saved-recipes" className={primaryButton}>
            {T.backToSaved}
          </Link>
        </Panel>
      )}
      {userId && lookup.status === 'error' && <LoadError onRetry={retry} />}
      {userId && lookup.status === 'found' && (
        <SavedRecipeScreen
          key={lookup.recipe.id}
          recipe={lookup.recipe}
          userId={userId}
          onSaved={update}
        />
      )}
    </main>
  );
}

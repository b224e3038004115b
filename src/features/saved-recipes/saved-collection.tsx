import { useMemo, useState } from 'react';
import { secondaryButton } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';
import { CollectionToolbar } from './collection-toolbar';
import { tagsOf, viewCollection, type CollectionQuery } from './collection-view';
import { deleteWithUndo } from './delete-with-undo';
import { ImportExport } from './import-export';
import { LoadError, Panel } from './panel';
import { SavedRecipeCard } from './saved-recipe-card';
import type { SavedRecipe } from './saved-recipe';
import { useSavedCollection } from './use-saved-collection';
import { SAVED_TEXTS as T } from './texts';

const EMPTY_QUERY: CollectionQuery = { search: '', sort: 'newest', tag: null };

/** A signed-in user's collection on /saved-recipes: import and export, search, sort, tags, cards. */
export default function SavedCollection({ userId }: { userId: string }) {
  const { state, retry } = useSavedCollection(userId);
  const [query, setQuery] = useState<CollectionQuery>(EMPTY_QUERY);
  const recipes = useMemo(() => (state.status === 'ready' ? state.recipes : []), [state]);
  const tags = useMemo(() => tagsOf(recipes), [recipes]);
  // A tag filter whose last recipe was deleted falls back to every tag.
  const effective = useMemo(
    () =>
      query.tag !== null && !tags.some((t) => t.toLowerCase() === query.tag?.toLowerCase())
        ? { ...query, tag: null }
        : query,
    [query, tags],
  );
  const shown = useMemo(() => viewCollection(recipes, effective), [recipes, effective]);

  // Off the list at once; back in it if the delete is refused.
  const remove = (recipe: SavedRecipe) => void deleteWithUndo(recipe, userId);

  return (
    <>
      <div className="mt-4">
        <ImportExport userId={userId} canExport={recipes.length > 0} />
      </div>
      {state.status === 'loading' && <Spinner label={T.loading} />}
      {state.status === 'error' && <LoadError onRetry={retry} />}
      {state.status === 'ready' && recipes.length === 0 && (
        <Panel title={T.emptyTitle} text={T.emptyText} testId="saved-empty" />
      )}
      {state.status === 'ready' && recipes.length > 0 && (
        <>
          <CollectionToolbar query={effective} tags={tags} onChange={setQuery} />
          <p
            className="mt-3 text-sm text-stone-600 dark:text-stone-400"
            aria-live="polite"
            data-testid="saved-count"
          >
            {T.count(shown.length, recipes.length)}
          </p>
          {shown.length === 0 ? (
            <Panel title={T.noMatches} testId="saved-no-matches">
              <button
                type="button"
                className={secondaryButton}
                onClick={() => setQuery(EMPTY_QUERY)}
              >
                {T.clearSearch}
              </button>
            </Panel>
          ) : (
            <ul
              aria-label={T.listLabel}
              className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
            >
              {shown.map((r) => (
                <SavedRecipeCard key={r.id} recipe={r} onDelete={remove} />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

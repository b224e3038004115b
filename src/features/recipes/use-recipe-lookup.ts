import { useEffect, useMemo, useState } from 'react';
import { toRecipeView, toRecipeViews, type RecipeView } from './recipe-data';
import { readSearchContext, readStoredRecipes } from './recipe-session';

export type RecipeLookup =
  | { status: 'loading' }
  | { status: 'found'; recipe: RecipeView; offline: boolean }
  | { status: 'not-found' };

/** Titles longer than this are not looked up (no recipe has one). */
const MAX_TITLE = 200;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function fromCurrent(title: string, state: unknown): RecipeView | null {
  if (typeof state === 'object' && state !== null && 'recipe' in state) {
    const carried = toRecipeView((state as { recipe: unknown }).recipe);
    if (carried && same(carried.title, title)) return carried;
  }
  const stored = readStoredRecipes();
  if (stored.status !== 'ok') return null;
  return toRecipeViews(stored.value)?.find((r) => same(r.title, title)) ?? null;
}

/**
 * The recipe called `title`: the one carried in router state or in the current results, else the
 * bundled library (loaded on demand), else not found. Any title is safe: it is only compared.
 */
export function useRecipeLookup(title: string, state: unknown): RecipeLookup {
  const current = useMemo(
    () => (title.length > MAX_TITLE ? null : fromCurrent(title, state)),
    [title, state],
  );
  const [library, setLibrary] = useState<{ title: string; recipe: RecipeView | null } | null>(null);

  useEffect(() => {
    if (current || title.length > MAX_TITLE || title.trim() === '') return;
    let cancelled = false;
    import('./offline-library')
      .then(({ findLibraryRecipe }) => {
        const found = findLibraryRecipe(title, readSearchContext()?.ingredients ?? []);
        if (!cancelled) setLibrary({ title, recipe: found ? toRecipeView(found) : null });
      })
      .catch((error: unknown) => {
        console.error('Could not load the recipe library:', error);
        if (!cancelled) setLibrary({ title, recipe: null });
      });
    return () => {
      cancelled = true;
    };
  }, [current, title]);

  if (current) return { status: 'found', recipe: current, offline: false };
  if (title.length > MAX_TITLE || title.trim() === '') return { status: 'not-found' };
  if (!library || library.title !== title) return { status: 'loading' };
  return library.recipe
    ? { status: 'found', recipe: library.recipe, offline: true }
    : { status: 'not-found' };
}

import { notify } from '@/components/notify';
import { queryCache, favoritesChanged, savedRecipesChanged, SERVER_KEYS } from '@/lib/server-cache';
import { supabase } from '@/lib/supabase';
import { deleteSavedRecipe, favoritesOf, restoreSavedRecipe } from './saved-recipes-api';
import type { SavedRecipe } from './saved-recipe';
import { SAVED_TEXTS as T } from './texts';

/** Long enough to notice and reach "Undo". */
const UNDO_MS = 8000;

/**
 * Takes the recipe off the list at once and deletes it (so nothing is left half-done if the user
 * leaves), then offers "Undo" in a toast, which puts the same row back (same id, same date) with
 * its favourites. When the delete is refused the recipe is back in the list. The toast lives in
 * the app's toaster, so Undo still works after navigating to another page.
 */
export async function deleteWithUndo(recipe: SavedRecipe, userId: string): Promise<boolean> {
  let favorites: Record<string, unknown>[] = [];
  try {
    await queryCache.mutate(SERVER_KEYS.savedRecipes(userId), {
      tag: recipe.id,
      apply: (list: SavedRecipe[] | undefined) => list?.filter((r) => r.id !== recipe.id) ?? [],
      run: async () => {
        favorites = await favoritesOf(supabase, recipe.id).catch(() => []);
        await deleteSavedRecipe(supabase, recipe.id);
      },
    });
  } catch {
    notify.error(T.deleteFailed);
    return false;
  }
  // Its favourites went with it.
  if (favorites.length > 0) favoritesChanged();
  const { toast } = await import('sonner');
  toast.dismiss();
  toast.success(T.deleted(recipe.title), {
    duration: UNDO_MS,
    action: {
      label: T.undo,
      onClick: () => {
        restoreSavedRecipe(supabase, recipe, userId, favorites).then(
          () => {
            savedRecipesChanged();
            if (favorites.length > 0) favoritesChanged();
            notify.success(T.restored(recipe.title));
          },
          () => notify.error(T.restoreFailed),
        );
      },
    },
  });
  return true;
}

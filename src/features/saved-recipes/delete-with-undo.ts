import { notify } from '@/components/notify';
import { supabase } from '@/lib/supabase';
import { collectionChanged } from '@/lib/saved-recipes-events';
import { deleteSavedRecipe, favoritesOf, restoreSavedRecipe } from './saved-recipes-api';
import type { SavedRecipe } from './saved-recipe';
import { SAVED_TEXTS as T } from './texts';

/** Long enough to notice and reach "Undo". */
const UNDO_MS = 8000;

/**
 * Deletes at once (so nothing is left half-done if the user leaves), then offers "Undo" in a
 * toast, which puts the same row back (same id, same date). The toast lives in the app's toaster,
 * so Undo still works after navigating to another page.
 */
export async function deleteWithUndo(recipe: SavedRecipe, userId: string): Promise<boolean> {
  const favorites = await favoritesOf(supabase, recipe.id).catch(() => []);
  try {
    await deleteSavedRecipe(supabase, recipe.id);
  } catch {
    notify.error(T.deleteFailed);
    return false;
  }
  const { toast } = await import('sonner');
  toast.dismiss();
  toast.success(T.deleted(recipe.title), {
    duration: UNDO_MS,
    action: {
      label: T.undo,
      onClick: () => {
        restoreSavedRecipe(supabase, recipe, userId, favorites).then(
          () => {
            collectionChanged();
            notify.success(T.restored(recipe.title));
          },
          () => notify.error(T.restoreFailed),
        );
      },
    },
  });
  return true;
}

import { SERVER_KEYS, useServerQuery } from '@/lib/server-cache';
import { supabase } from '@/lib/supabase';
import { listSavedRecipes } from './saved-recipes-api';
import type { SavedRecipe } from './saved-recipe';

export type CollectionState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; recipes: SavedRecipe[] };

/**
 * The signed-in user's saved recipes, held in the app's server-data cache: read when shown (the
 * last list shows meanwhile), on focus, and again when they change elsewhere (saved from the
 * header dialog, restored by Undo, imported: `savedRecipesChanged()`).
 */
export function useSavedCollection(userId: string | null) {
  const query = useServerQuery(userId ? SERVER_KEYS.savedRecipes(userId) : null, () =>
    listSavedRecipes(supabase),
  );
  const state: CollectionState =
    query.data !== undefined
      ? { status: 'ready', recipes: query.data }
      : query.status === 'error'
        ? { status: 'error' }
        : { status: 'loading' };
  return { state, retry: query.refetch };
}

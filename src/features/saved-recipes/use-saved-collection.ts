import { useCallback, useEffect, useState } from 'react';
import { supabase } from '@/lib/supabase';
import { onCollectionChanged } from '@/lib/saved-recipes-events';
import { listSavedRecipes } from './saved-recipes-api';
import type { SavedRecipe } from './saved-recipe';

export type CollectionState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; recipes: SavedRecipe[] };

/** The signed-in user's saved recipes, reloaded when they change elsewhere (Undo, import). */
export function useSavedCollection(userId: string | null) {
  const [state, setState] = useState<CollectionState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => onCollectionChanged(reload), [reload]);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    listSavedRecipes(supabase).then(
      (recipes) => live && setState({ status: 'ready', recipes }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [userId, version]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    reload();
  }, [reload]);

  /** Takes a recipe off the list at once (its delete is under way). */
  const drop = useCallback((id: string) => {
    setState((s) => (s.status === 'ready' ? { status: 'ready', recipes: s.recipes.filter((r) => r.id !== id) } : s));
  }, []);

  return { state, reload, retry, drop };
}

import { useEffect, useState } from 'react';
import type { SyncOwner } from '@/lib/sync-engine';
import { savedLoggable, type LoggableRecipe } from './recipe-sources';

/** Most saved recipes the add dialog lists (the newest first). */
const SAVED_LIMIT = 500;

/** The signed-in user's saved recipes for the add dialog's Recipes tab. */
export type SavedLoggables =
  | { readonly status: 'guest' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly recipes: readonly LoggableRecipe[] };

/**
 * Reads the owner's saved recipes (title, the page's nutrition, ingredients and yields) once the
 * dialog opens; guests have none (the tab offers to sign in). `retry` reads them again.
 */
export function useSavedLoggables(owner: SyncOwner): SavedLoggables & { retry: () => void } {
  const [state, setState] = useState<{ key: string; value: SavedLoggables }>({
    key: '',
    value: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  const key = `${owner ?? ''}|${attempt}`;
  useEffect(() => {
    if (!owner) return;
    let live = true;
    void (async () => {
      try {
        const { supabase } = await import('@/lib/supabase');
        const { data, error } = await supabase
          .from('saved_recipes')
          .select('id, title, nutrition, ingredients, yields')
          .eq('user_id', owner)
          .order('created_at', { ascending: false })
          .limit(SAVED_LIMIT);
        if (error) throw new Error(error.message);
        const recipes = (data ?? []).flatMap((row) => {
          const loggable = savedLoggable(row);
          return loggable ? [loggable] : [];
        });
        if (live) setState({ key, value: { status: 'ready', recipes } });
      } catch (error) {
        console.warn('Could not load your saved recipes for the diary.', error);
        if (live) setState({ key, value: { status: 'failed' } });
      }
    })();
    return () => {
      live = false;
    };
  }, [owner, key]);
  const retry = () => setAttempt((n) => n + 1);
  if (!owner) return { status: owner === null ? 'guest' : 'loading', retry };
  return { ...(state.key === key ? state.value : { status: 'loading' }), retry };
}

import { useEffect, useState } from 'react';
import { savedPlanRecipe, type PlanRecipe, type SavedPlanRow } from '@domain';

interface SavedState {
  key: string;
  recipes: ReadonlyMap<string, PlanRecipe>;
  loaded: boolean;
}

const EMPTY: ReadonlyMap<string, PlanRecipe> = new Map();

/**
 * The saved recipes a signed-in user's plan points at, by row id. `loaded` turns true once the
 * answer is in, so an id missing from the map is then a deleted recipe ("Recipe removed").
 */
export function useSavedPlanRecipes(userId: string | null, ids: readonly string[]) {
  const key = `${userId ?? ''}|${[...new Set(ids)].sort().join(',')}`;
  const [state, setState] = useState<SavedState>({ key: '', recipes: EMPTY, loaded: false });
  useEffect(() => {
    if (!userId || ids.length === 0) return;
    let live = true;
    void (async () => {
      try {
        const { supabase } = await import('@/lib/supabase');
        const { data, error } = await supabase
          .from('saved_recipes')
          .select('id, title, ingredients, yields, prep_minutes, cook_minutes, cuisine, category')
          .in('id', [...new Set(ids)]);
        if (error) throw new Error(error.message);
        const recipes = new Map(
          ((data ?? []) as SavedPlanRow[]).map((row) => [row.id, savedPlanRecipe(row)]),
        );
        if (live) setState({ key, recipes, loaded: true });
      } catch (error) {
        console.warn('Could not load the saved recipes of the plan.', error);
      }
    })();
    return () => {
      live = false;
    };
    // `key` stands for userId and ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : { key, recipes: EMPTY, loaded: false };
}

/** Most saved recipes "Plan my week" considers (the newest first). */
const PLANNABLE_SAVED_LIMIT = 500;

/** The signed-in user's saved recipes as plannable recipes (empty for guests or until loaded). */
export function useSavedCollection(userId: string | null): readonly PlanRecipe[] {
  const [state, setState] = useState<{ userId: string | null; recipes: readonly PlanRecipe[] }>({
    userId: null,
    recipes: [],
  });
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void (async () => {
      try {
        const { supabase } = await import('@/lib/supabase');
        const { data, error } = await supabase
          .from('saved_recipes')
          .select('id, title, ingredients, yields, prep_minutes, cook_minutes, cuisine, category')
          .eq('user_id', userId)
          .order('created_at', { ascending: false })
          .limit(PLANNABLE_SAVED_LIMIT);
        if (error) throw new Error(error.message);
        if (live)
          setState({ userId, recipes: ((data ?? []) as SavedPlanRow[]).map(savedPlanRecipe) });
      } catch (error) {
        console.warn('Could not load the saved recipes for planning.', error);
      }
    })();
    return () => {
      live = false;
    };
  }, [userId]);
  return state.userId === userId && userId ? state.recipes : [];
}

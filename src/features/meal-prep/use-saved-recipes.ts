import { savedPlanRecipe, type PlanRecipe, type SavedPlanRow } from '@domain';
import { SERVER_KEYS, useServerQuery } from '@/lib/server-cache';

const EMPTY: ReadonlyMap<string, PlanRecipe> = new Map();
const NONE: readonly PlanRecipe[] = [];

const COLUMNS = 'id, title, ingredients, yields, prep_minutes, cook_minutes, cuisine, category';

/**
 * The saved recipes a signed-in user's plan points at, by row id, held in the app's server-data
 * cache under the user's saved recipes (so a recipe saved, deleted or restored elsewhere shows
 * here). `loaded` turns true once the answer is in, so an id missing from the map is then a
 * deleted recipe ("Recipe removed").
 */
export function useSavedPlanRecipes(userId: string | null, ids: readonly string[]) {
  const unique = [...new Set(ids)].sort();
  const key =
    userId && unique.length > 0
      ? [...SERVER_KEYS.savedRecipes(userId), 'plan', unique.join(',')]
      : null;
  const query = useServerQuery(key, async () => {
    try {
      const { supabase } = await import('@/lib/supabase');
      const { data, error } = await supabase.from('saved_recipes').select(COLUMNS).in('id', unique);
      if (error) throw new Error(error.message);
      return new Map(((data ?? []) as SavedPlanRow[]).map((row) => [row.id, savedPlanRecipe(row)]));
    } catch (error) {
      console.warn('Could not load the saved recipes of the plan.', error);
      throw error;
    }
  });
  return { recipes: query.data ?? EMPTY, loaded: query.data !== undefined };
}

/** Most saved recipes "Plan my week" considers (the newest first). */
const PLANNABLE_SAVED_LIMIT = 500;

/** The signed-in user's saved recipes as plannable recipes (empty for guests or until loaded). */
export function useSavedCollection(userId: string | null): readonly PlanRecipe[] {
  const query = useServerQuery(
    userId ? [...SERVER_KEYS.savedRecipes(userId), 'plannable'] : null,
    async () => {
      try {
        const { supabase } = await import('@/lib/supabase');
        const { data, error } = await supabase
          .from('saved_recipes')
          .select(COLUMNS)
          .eq('user_id', userId ?? '')
          .order('created_at', { ascending: false })
          .limit(PLANNABLE_SAVED_LIMIT);
        if (error) throw new Error(error.message);
        return ((data ?? []) as SavedPlanRow[]).map(savedPlanRecipe);
      } catch (error) {
        console.warn('Could not load the saved recipes for planning.', error);
        throw error;
      }
    },
  );
  return query.data ?? NONE;
}

import { useEffect, useState } from 'react';

export interface DailyGoals {
  kcal: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
}

/** The signed-in user's daily goals from the nutrition tracker's table (null when none are set). */
export function useNutritionGoals(userId: string | null): DailyGoals | null {
  const [goals, setGoals] = useState<DailyGoals | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void (async () => {
      try {
        const { supabase } = await import('@/lib/supabase');
        const { data, error } = await supabase
          .from('nutrition_goals')
          .select('calories, protein_g, carbs_g, fat_g')
          .eq('user_id', userId)
          .maybeSingle();
        if (error || !data || !live) return;
        const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
        setGoals({
          kcal: n(data.calories),
          protein: n(data.protein_g),
          carbs: n(data.carbs_g),
          fat: n(data.fat_g),
        });
      } catch (error) {
        console.warn('Could not read the nutrition goals.', error);
      }
    })();
    return () => {
      live = false;
    };
  }, [userId]);
  return userId ? goals : null;
}

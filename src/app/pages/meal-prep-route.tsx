import { useCallback, useMemo } from 'react';
import { useAuth } from '@/features/auth';
import { useKitchen } from '@/features/kitchen';
import { MealPrepPage } from '@/features/meal-prep';
import { useDailyGoals } from '@/features/nutrition';

/**
 * /meal-prep: the Meal Prep Assistant, given the session, the kitchen and the nutrition tracker's
 * daily goals (features never import each other).
 */
export default function MealPrepRoute() {
  const { loading, userId } = useAuth();
  const { kitchen, add } = useKitchen();
  const addToKitchen = useCallback((names: readonly string[]) => add(names).ok, [add]);
  const { goals, chosen } = useDailyGoals(loading ? undefined : userId);
  const planGoals = useMemo(
    () =>
      goals && {
        daily: { kcal: goals.kcal, protein: goals.protein, carbs: goals.carbs, fat: goals.fat },
        chosen,
      },
    [goals, chosen],
  );
  return (
    <MealPrepPage
      userId={userId}
      authLoading={loading}
      kitchenItems={kitchen.ingredients}
      addToKitchen={addToKitchen}
      goals={planGoals}
    />
  );
}

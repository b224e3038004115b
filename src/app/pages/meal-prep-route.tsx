import { useCallback } from 'react';
import { useAuth } from '@/features/auth';
import { useKitchen } from '@/features/kitchen';
import { MealPrepPage } from '@/features/meal-prep';

/** /meal-prep: the Meal Prep Assistant, given the session and the kitchen (features never import each other). */
export default function MealPrepRoute() {
  const { loading, userId } = useAuth();
  const { kitchen, add } = useKitchen();
  const addToKitchen = useCallback((names: readonly string[]) => add(names).ok, [add]);
  return (
    <MealPrepPage
      userId={userId}
      authLoading={loading}
      kitchenItems={kitchen.ingredients}
      addToKitchen={addToKitchen}
    />
  );
}

import { useMemo } from 'react';
import { useAuth } from '@/features/auth';
import { BarPage, DrinkPage, DrinkResultsPage, type KitchenItems } from '@/features/bar';
import { useKitchen, useKitchenStatus } from '@/features/kitchen';

/** The kitchen as the bar sees it ("use my kitchen too"): its items, once loaded. */
function useKitchenItems(): KitchenItems {
  const status = useKitchenStatus();
  const { kitchen } = useKitchen();
  return useMemo(
    () => ({ ingredients: kitchen.ingredients, ready: status === 'ready' }),
    [kitchen.ingredients, status],
  );
}

/** /bar */
export default function BarRoute() {
  const { loading } = useAuth();
  return <BarPage kitchen={useKitchenItems()} authLoading={loading} />;
}

/** /drink-recipe-results */
export function DrinkResultsRoute() {
  const { loading } = useAuth();
  return <DrinkResultsPage kitchen={useKitchenItems()} authLoading={loading} />;
}

/** /bar-recipe/{recipeTitle} */
export function DrinkRoute() {
  const { loading } = useAuth();
  return <DrinkPage kitchen={useKitchenItems()} authLoading={loading} />;
}

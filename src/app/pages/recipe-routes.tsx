import { useMemo } from 'react';
import { useKitchen, useKitchenStatus } from '@/features/kitchen';
import {
  RecipeDetailPage,
  RecipeResultsPage,
  ShoppingSuggestionsPage,
  type KitchenAccess,
} from '@/features/recipes';

/** The kitchen as the recipe screens see it: its items (loaded from the device) "add" and "remove". */
function useKitchenAccess(): KitchenAccess {
  const status = useKitchenStatus();
  const { kitchen, add, remove } = useKitchen();
  return useMemo(
    () => ({
      ingredients: kitchen.ingredients,
      ready: status === 'ready',
      add: (item) => void add(item),
      remove: (item) => void remove(item),
    }),
    [kitchen.ingredients, status, add, remove],
  );
}

/** /recipe-results */
export default function RecipeResultsRoute() {
  return <RecipeResultsPage />;
}

/** /recipe/{title} and /recipe-instructions/{title}: composed with the kitchen for have/missing marks. */
export function RecipeRoute() {
  return <RecipeDetailPage kitchen={useKitchenAccess()} />;
}

/** /shopping-suggestions: composed with the kitchen for "add to kitchen". */
export function ShoppingSuggestionsRoute() {
  return <ShoppingSuggestionsPage kitchen={useKitchenAccess()} />;
}

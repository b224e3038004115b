import { useMemo } from 'react';
import { useAuth } from '@/features/auth';
import { BarPage, type KitchenItems } from '@/features/bar';
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

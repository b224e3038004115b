import { useAuth } from '@/features/auth';
import { KitchenPage } from '@/features/kitchen';
import { useRecipeSearch } from '@/features/recipes';
import { useOfferTourOnce } from '@/features/tour';

/** / and /kitchen: the kitchen, with the tutorial offered once to a first-time visitor. */
export default function KitchenRoute() {
  const { loading } = useAuth();
  useOfferTourOnce(!loading);
  const { search, cooking } = useRecipeSearch();
  return (
    <KitchenPage authLoading={loading} onCook={(items) => void search(items)} cooking={cooking} />
  );
}

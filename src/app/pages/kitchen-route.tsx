import { useAuth } from '@/features/auth';
import { KitchenPage } from '@/features/kitchen';
import { useRecipeSearch } from '@/features/recipes';
import { useOfferTourOnce, useTourStepId } from '@/features/tour';

/** / and /kitchen: the kitchen, with the tutorial offered once to a first-time visitor. */
export default function KitchenRoute() {
  const { loading } = useAuth();
  useOfferTourOnce(!loading);
  const { search, cooking } = useRecipeSearch();
  // The tour's last step points at "Let's Cook!": shown (greyed) even before there is an ingredient.
  const showLetsCook = useTourStepId() === 'lets-cook';
  return (
    <KitchenPage
      authLoading={loading}
      onCook={(items) => void search(items)}
      cooking={cooking}
      showLetsCook={showLetsCook}
    />
  );
}

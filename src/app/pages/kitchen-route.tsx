import { useAuth } from '@/features/auth';
import { KitchenPage } from '@/features/kitchen';
import { useOfferTourOnce } from '@/features/tour';

/** / and /kitchen: the kitchen, with the tutorial offered once to a first-time visitor. */
export default function KitchenRoute() {
  const { loading } = useAuth();
  useOfferTourOnce(!loading);
  return <KitchenPage authLoading={loading} />;
}

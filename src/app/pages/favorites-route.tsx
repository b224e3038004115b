import { useAuth } from '@/features/auth';
import { FavoritesPage } from '@/features/favorites';

/** /favorites (behind RequireSession): the signed-in user's favourites. */
export default function FavoritesRoute() {
  const { userId } = useAuth();
  return userId ? <FavoritesPage userId={userId} /> : null;
}

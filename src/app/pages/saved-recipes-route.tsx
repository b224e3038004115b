import { useAuth } from '@/features/auth';
import { SavedRecipePage, SavedRecipesPage } from '@/features/saved-recipes';

/** /saved-recipes: the collection of the signed-in user (guests see an invitation to sign in). */
export default function SavedRecipesRoute() {
  const { loading, userId } = useAuth();
  return <SavedRecipesPage userId={userId} authLoading={loading} />;
}

/** /saved-recipe/{id} */
export function SavedRecipeRoute() {
  const { loading, userId } = useAuth();
  return <SavedRecipePage userId={userId} authLoading={loading} />;
}

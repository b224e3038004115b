import { SAVED_RECIPE_ID_PREFIX, type SuggestedRecipe } from '@domain';
import { FavoriteSlot, type FavoriteTarget } from '@/components/favorite-slot';

/**
 * What a recipe's heart points at: a library recipe by its slug, one of the user's saved recipes
 * by its row id (results carry it as "saved:{id}"), nothing for AI suggestions (not stored anywhere).
 */
export function favoriteTargetOf(recipe: SuggestedRecipe): FavoriteTarget | null {
  if (recipe.ai) return null;
  if (recipe.saved) {
    const id = recipe.id.startsWith(SAVED_RECIPE_ID_PREFIX)
      ? recipe.id.slice(SAVED_RECIPE_ID_PREFIX.length)
      : recipe.id;
    return id ? { kind: 'saved', id } : null;
  }
  return recipe.slug ? { kind: 'recipe', slug: recipe.slug } : null;
}

/** The favourites heart of a recipe card or page (nothing when the recipe cannot be a favourite). */
export function RecipeFavorite({
  recipe,
  className,
}: {
  recipe: SuggestedRecipe;
  className?: string;
}) {
  const target = favoriteTargetOf(recipe);
  if (!target) return null;
  return (
    <div className={className}>
      <FavoriteSlot target={target} title={recipe.title} />
    </div>
  );
}

import { Suspense } from 'react';
import { SAVED_RECIPE_ID_PREFIX, isLibraryDrinkSlug, isLibraryRecipeSlug } from '@domain';
import type { AddToPlanProps, PlannableView } from '@/components/add-to-plan-slot';
import { AddToPlan, type PlanTarget } from './add-to-plan';

/**
 * What a recipe view points at in a plan: a library recipe, a saved recipe, a drink of the bar's
 * library, or nothing (AI ideas, unknown drinks). The libraries are known by their slugs only, so
 * the button's chunk stays small (the libraries load with the planner, not with every card).
 */
export function planTargetOf(recipe: PlannableView, drink = false): PlanTarget | null {
  if (recipe.ai) return null;
  if (drink)
    return isLibraryDrinkSlug(recipe.slug)
      ? { kind: 'drink', ref: recipe.slug, title: recipe.title, mealType: null, servings: 1 }
      : null;
  if (recipe.saved) {
    const id = recipe.id.startsWith(SAVED_RECIPE_ID_PREFIX)
      ? recipe.id.slice(SAVED_RECIPE_ID_PREFIX.length)
      : recipe.id;
    return id
      ? {
          kind: 'saved',
          ref: id,
          title: recipe.title,
          mealType: recipe.mealType,
          servings: recipe.servings,
        }
      : null;
  }
  return recipe.slug && isLibraryRecipeSlug(recipe.slug)
    ? {
        kind: 'recipe',
        ref: recipe.slug,
        title: recipe.title,
        mealType: recipe.mealType,
        servings: recipe.servings,
      }
    : null;
}

/** "Add to plan" for a recipe card or page (nothing for recipes a plan cannot hold). */
export default function RecipePlanButton({ recipe, drink, className }: AddToPlanProps) {
  const target = planTargetOf(recipe, drink);
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <AddToPlan target={target} className={className} />
    </Suspense>
  );
}

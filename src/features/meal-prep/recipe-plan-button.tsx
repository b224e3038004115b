import { Suspense } from 'react';
import { DRINK_LIBRARY, SAVED_RECIPE_ID_PREFIX, libraryPlanRecipe } from '@domain';
import type { AddToPlanProps, PlannableView } from '@/components/add-to-plan-slot';
import { AddToPlan, type PlanTarget } from './add-to-plan';

/**
 * What a recipe view points at in a plan: a library recipe, a saved recipe, a drink of the bar's
 * library, or nothing (AI ideas, unknown drinks).
 */
export function planTargetOf(recipe: PlannableView, drink = false): PlanTarget | null {
  if (recipe.ai) return null;
  if (drink)
    return DRINK_LIBRARY.some((d) => d.slug === recipe.slug)
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
  return recipe.slug && libraryPlanRecipe(recipe.slug)
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

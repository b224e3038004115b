import { createSlot } from './slot';

/** The fields of a recipe card or page that "Add to plan" reads (the domain's SuggestedRecipe fits). */
export interface PlannableView {
  id: string;
  slug: string;
  title: string;
  mealType: string | null;
  servings: number | null;
  /** Set for one of the user's saved recipes. */
  saved?: unknown;
  ai?: boolean;
}

export interface AddToPlanProps {
  recipe: PlannableView;
  /** A drink of the bar's library (`slug` is the drink's): planned as a drink entry. */
  drink?: boolean;
  className?: string;
}

/**
 * Like the favourites heart: `src/app/` provides the meal-prep feature's "Add to plan" button
 * (`<AddToPlanProvider button={…}>`) and recipe cards and pages render `<AddToPlanSlot …/>`
 * (nothing when none is provided). The button's code loads on demand: until it has, a card or page
 * shows without it rather than the whole page falling back to the route's spinner.
 */
const slot = createSlot<AddToPlanProps, 'button'>('button', { lazy: true });

export const AddToPlanProvider = slot.Provider;
export const AddToPlanSlot = slot.Slot;

import { createSlot } from './slot';
import type { NutritionView } from './recipe/recipe-view-types';

/** What "Log it" needs of a recipe, drink or saved recipe page (the recipe pages' views satisfy it). */
export interface LoggableRecipeView {
  /** "saved:<id>" for the user's saved recipes (as results carry them), else the library id. */
  id: string;
  slug: string;
  title: string;
  /** Per serving. */
  nutrition: NutritionView | null;
  /** Set for the user's saved recipes. */
  saved?: unknown;
  /** AI suggestions are not stored anywhere and cannot be logged by reference. */
  ai?: boolean;
}

/** A planned meal's one-tap "Log it": what goes to today's diary without asking. */
export interface PlannedLog {
  /** The diary's meal: the plan's slot, or Drinks. */
  meal: 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'drink';
  servings: number;
}

export interface LogItProps {
  recipe: LoggableRecipeView;
  /** Logs to Drinks and records it as a drink. */
  drink?: boolean;
  /** Logs at once (one tap, with undo) instead of asking for the meal and servings. */
  planned?: PlannedLog;
  className?: string;
}

/**
 * Features never import each other (STYLE.md), yet recipe, drink and saved-recipe pages of other
 * features offer the nutrition tracker's "Log it". `src/app/` provides the button here
 * (`<LogItProvider button={…}>`, loaded on demand); the pages render `<LogItSlot …/>`, which shows
 * nothing when no button is provided.
 */
const slot = createSlot<LogItProps, 'button'>('button', { lazy: true });

export const LogItProvider = slot.Provider;
export const LogItSlot = slot.Slot;

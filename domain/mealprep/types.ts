import type { IngredientKey } from '../ingredients/canonical-types.ts';
import type { Unit } from '../ingredients/normalise-units.ts';
import type { NutritionPerServing } from '../nutrition/compute.ts';
import type { Cuisine, DietTag, MealType } from '../recipes/types.ts';

/** The slots of a planned day, in the order they are shown. */
export const PLAN_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type PlanSlot = (typeof PLAN_SLOTS)[number];

/** What an entry is: a built-in recipe (by slug), a saved recipe (by row id), a drink (by slug) or a note. */
export const PLAN_ENTRY_KINDS = ['recipe', 'saved', 'drink', 'note'] as const;
export type PlanEntryKind = (typeof PLAN_ENTRY_KINDS)[number];

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 100;
/** Longest note or title a plan entry keeps (the meal_plans check allows 300 for titles). */
export const NOTE_MAX_LENGTH = 200;
/** Most entries one week may hold (7 days × 4 slots × a few entries each). */
export const MAX_ENTRIES = 400;

export interface PlanEntry {
  readonly id: string;
  /** Calendar day, YYYY-MM-DD. */
  readonly date: string;
  readonly slot: PlanSlot;
  readonly kind: PlanEntryKind;
  /** Library slug, saved recipe id or drink slug; null for a note. */
  readonly ref: string | null;
  /** The recipe's title when added, or the note's text ("Leftovers", "Eating out"). */
  readonly title: string;
  readonly servings: number;
  readonly locked: boolean;
  /** Order within the slot. */
  readonly position: number;
  /** Why the planner chose it (one line), if the planner did. */
  readonly reason?: string;
  /** For a leftovers note: the entry that was cooked for it. */
  readonly leftoverOf?: string;
}

export interface MealPlan {
  readonly entries: readonly PlanEntry[];
}

export const EMPTY_PLAN: MealPlan = { entries: [] };

/** One ingredient amount of a plannable recipe (the library's line structure). */
export interface PlanIngredient {
  readonly key: IngredientKey;
  readonly quantity: number | null;
  readonly unit: Unit;
  readonly optional?: boolean;
  /** The line as written, shown when nothing better is known. */
  readonly text?: string;
}

/** What the planner, the shopping list and the prep day need to know about a recipe. */
export interface PlanRecipe {
  /** Library slug or `saved:{id}`. */
  readonly id: string;
  readonly title: string;
  readonly servings: number;
  readonly prepMinutes: number;
  readonly cookMinutes: number;
  readonly ingredients: readonly PlanIngredient[];
  /** Distinct keys of the non-optional ingredients. */
  readonly ingredientKeys: readonly IngredientKey[];
  readonly cuisine: Cuisine | string | null;
  readonly mealType: MealType | string | null;
  readonly dietTags: readonly DietTag[];
  readonly equipment: readonly string[];
  readonly steps: readonly string[];
  readonly nutrition: NutritionPerServing | null;
}

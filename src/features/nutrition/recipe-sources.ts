import {
  SAVED_RECIPE_ID_PREFIX,
  emptyNutrients,
  localDay,
  recipeEntry,
  savedNutrition,
  savedNutritionView,
  type DiaryEntry,
  type MacroView,
  type MealSlot,
  type NutrientKey,
  type RecipeServing,
} from '@domain';
import type { LogItProps } from '@/components/log-it-slot';

/** A recipe or drink that can be logged by servings. */
export interface LoggableRecipe {
  readonly key: string;
  readonly name: string;
  readonly kind: 'recipe' | 'drink' | 'saved-recipe';
  readonly slug: string | null;
  readonly savedRecipeId: string | null;
  readonly perServing: RecipeServing;
}

/**
 * A serving's nutrients from what a recipe states: the macros it gives; every other nutrient
 * (the vitamins and minerals, and any macro it does not give) unknown, so totals say "at least".
 */
export function servingFromMacros(view: MacroView | null): RecipeServing {
  const nutrients = emptyNutrients();
  if (view) {
    for (const [key, value] of Object.entries(view) as [NutrientKey, number | undefined][]) {
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0) nutrients[key] = value;
    }
  }
  return { nutrients, incomplete: [] };
}

/**
 * A saved_recipes row (id, title, nutrition, ingredients, yields) as something to log by servings:
 * per serving, the figures its page gave, else the estimate from its ingredients (the same
 * reading as the saved-recipe page's panel and "Log it"); null for a row without id or title.
 */
export function savedLoggable(row: {
  id?: unknown;
  title?: unknown;
  nutrition?: unknown;
  ingredients?: unknown;
  yields?: unknown;
}): LoggableRecipe | null {
  const id = typeof row.id === 'string' ? row.id : '';
  const title = typeof row.title === 'string' ? row.title.trim() : '';
  if (!id || !title) return null;
  const nutrition = savedNutrition({
    nutrition: row.nutrition,
    ingredients: row.ingredients,
    yields: row.yields,
  });
  return {
    key: `saved:${id}`,
    name: title,
    kind: 'saved-recipe',
    slug: null,
    savedRecipeId: id,
    perServing: servingFromMacros(savedNutritionView(nutrition)),
  };
}

/** Recipes whose name has every word of the query. */
export function searchLoggables(
  all: readonly LoggableRecipe[],
  query: string,
  limit = 20,
): LoggableRecipe[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return all.filter((r) => words.every((w) => r.name.toLowerCase().includes(w))).slice(0, limit);
}

/** The meal a logging now goes to: by the time of day; drinks to Drinks. */
export function mealForNow(now: Date, drink = false): MealSlot {
  if (drink) return 'drink';
  const minutes = now.getHours() * 60 + now.getMinutes();
  if (minutes < 10 * 60 + 30) return 'breakfast';
  if (minutes < 15 * 60) return 'lunch';
  if (minutes < 17 * 60) return 'snack';
  if (minutes < 22 * 60) return 'dinner';
  return 'snack';
}

/** What a recipe, drink or saved-recipe page's "Log it" logs (nothing for AI suggestions). */
export function loggableOf({
  recipe,
  drink,
}: Pick<LogItProps, 'recipe' | 'drink'>): LoggableRecipe | null {
  if (recipe.ai) return null;
  const saved = recipe.saved
    ? recipe.id.startsWith(SAVED_RECIPE_ID_PREFIX)
      ? recipe.id.slice(SAVED_RECIPE_ID_PREFIX.length)
      : recipe.id
    : null;
  return {
    key: saved ? `saved:${saved}` : `${drink ? 'drink' : 'recipe'}:${recipe.slug}`,
    name: recipe.title,
    kind: saved ? 'saved-recipe' : drink ? 'drink' : 'recipe',
    slug: saved ? null : recipe.slug || null,
    savedRecipeId: saved,
    perServing: servingFromMacros(recipe.nutrition),
  };
}

/** The diary entry a planned meal's one-tap "Log it" adds: its servings, to its meal of today. */
export function plannedEntry(
  props: Pick<LogItProps, 'recipe' | 'drink'> & { planned: NonNullable<LogItProps['planned']> },
  id: string,
  now: Date,
): DiaryEntry | null {
  const loggable = loggableOf(props);
  if (!loggable) return null;
  const draft = { date: localDay(now), meal: props.planned.meal };
  return recipeEntry(draft, loggable, props.planned.servings, id, now.toISOString());
}

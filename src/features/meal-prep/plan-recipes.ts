import {
  DRINK_LIBRARY,
  SAVED_RECIPE_ID_PREFIX,
  drinkMacros,
  libraryPlanRecipe,
  type NutritionPerServing,
  type PlanEntry,
  type PlanRecipe,
} from '@domain';
import type { LogItProps } from '@/components/log-it-slot';

/** The recipe behind an entry (library recipes only for now; saved recipes resolve through `saved`). */
export function resolveEntry(
  entry: PlanEntry,
  saved: ReadonlyMap<string, PlanRecipe> = new Map(),
): PlanRecipe | null {
  if (entry.kind === 'recipe' && entry.ref) return libraryPlanRecipe(entry.ref);
  if (entry.kind === 'saved' && entry.ref) return saved.get(entry.ref) ?? null;
  return null;
}

/** Whether an entry points at a recipe that no longer exists (a deleted saved recipe). */
export function isRemoved(
  entry: PlanEntry,
  saved: ReadonlyMap<string, PlanRecipe>,
  savedLoaded: boolean,
): boolean {
  if (entry.kind === 'saved') return entry.ref === null || (savedLoaded && !saved.has(entry.ref));
  if (entry.kind === 'recipe') return entry.ref !== null && libraryPlanRecipe(entry.ref) === null;
  if (entry.kind === 'drink') return !DRINK_LIBRARY.some((d) => d.slug === entry.ref);
  return false;
}

/** The nutrition tracker's daily goals the plan's days are measured against (given by the app). */
export interface DailyGoals {
  kcal: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
}

export interface PlanGoals {
  daily: DailyGoals;
  /** Whether the user set these goals (then "Plan my week" starts from their calories). */
  chosen: boolean;
}

export interface DayTotals {
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  /**
   * Entries whose nutrition is not (fully) known: drinks (their estimated kcal count, their
   * macros do not), notes other than leftovers, removed recipes.
   */
  unknown: number;
}

/**
 * One person's planned intake for a day: each recipe entry counts one serving (the library's
 * per-serving nutrition, computed by domain/nutrition); a leftovers note counts a serving of the
 * dish it came from; a drink counts one drink's estimated kcal.
 */
export function dayTotals(
  entries: readonly PlanEntry[],
  all: readonly PlanEntry[],
  saved: ReadonlyMap<string, PlanRecipe> = new Map(),
): DayTotals {
  const totals: DayTotals = { kcal: 0, protein: 0, carbs: 0, fat: 0, unknown: 0 };
  for (const entry of entries) {
    let source: PlanEntry | undefined = entry;
    if (entry.kind === 'note')
      source = entry.leftoverOf ? all.find((e) => e.id === entry.leftoverOf) : undefined;
    const nutrition: NutritionPerServing | null | undefined = source
      ? resolveEntry(source, saved)?.nutrition
      : null;
    if (!nutrition) {
      if (entry.kind !== 'note' || entry.leftoverOf) totals.unknown += 1;
      // A drink's energy is estimated from its alcohol and sugars; its macros stay unknown.
      const drink =
        entry.kind === 'drink' ? DRINK_LIBRARY.find((d) => d.slug === entry.ref) : undefined;
      if (drink) totals.kcal += drinkMacros(drink.figures).kcal;
      continue;
    }
    totals.kcal += nutrition.kcal;
    totals.protein += nutrition.protein;
    totals.carbs += nutrition.carbs;
    totals.fat += nutrition.fat;
  }
  return totals;
}

/**
 * What a planned entry of today logs in one tap: one serving (one person's plate, as the day's
 * totals count it) of its recipe or drink, to the entry's meal (a drink to Drinks); a leftovers
 * note logs a serving of the dish it came from. Nothing for other notes and removed recipes.
 */
export function plannedLog(
  entry: PlanEntry,
  all: readonly PlanEntry[],
  saved: ReadonlyMap<string, PlanRecipe> = new Map(),
): (Required<Pick<LogItProps, 'recipe' | 'planned'>> & { drink: boolean }) | null {
  const source = entry.kind === 'note' ? all.find((e) => e.id === entry.leftoverOf) : entry;
  if (!source?.ref) return null;
  const meal = entry.slot;
  if (source.kind === 'drink') {
    const drink = DRINK_LIBRARY.find((d) => d.slug === source.ref);
    if (!drink) return null;
    return {
      recipe: {
        id: drink.id,
        slug: drink.slug,
        title: drink.title,
        nutrition: drinkMacros(drink.figures),
      },
      drink: true,
      planned: { meal: 'drink', servings: 1 },
    };
  }
  const recipe = resolveEntry(source, saved);
  if (!recipe) return null;
  const view =
    source.kind === 'saved'
      ? { id: `${SAVED_RECIPE_ID_PREFIX}${source.ref}`, slug: '', saved: true }
      : { id: source.ref, slug: source.ref };
  return {
    recipe: { ...view, title: recipe.title, nutrition: recipe.nutrition },
    drink: false,
    planned: { meal, servings: 1 },
  };
}

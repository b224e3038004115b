import type { SuggestedRecipe } from '@domain';

export type RecipeSort = 'best' | 'quickest' | 'fewest-missing';

export interface RecipeFilters {
  query: string;
  mealType: string;
  cuisine: string;
  diet: string;
  /** 0 means any. */
  maxTotalMinutes: number;
  /** -1 means any. */
  maxMissing: number;
  sort: RecipeSort;
}

export const NO_FILTERS: RecipeFilters = {
  query: '',
  mealType: '',
  cuisine: '',
  diet: '',
  maxTotalMinutes: 0,
  maxMissing: -1,
  sort: 'best',
};

/** Whether any filter narrows the list (the sort order aside). */
export function filtersApplied(filters: RecipeFilters): boolean {
  return JSON.stringify({ ...filters, sort: NO_FILTERS.sort }) !== JSON.stringify(NO_FILTERS);
}

export const TIME_CHOICES = [15, 30, 45, 60, 90] as const;
export const MISSING_CHOICES = [0, 1, 2] as const;

/** The best-match order of the matcher: can make now, fewest missing, larger share used, title. */
function compareBest(a: SuggestedRecipe, b: SuggestedRecipe): number {
  if (a.canMake !== b.canMake) return a.canMake ? -1 : 1;
  if (a.missingCount !== b.missingCount) return a.missingCount - b.missingCount;
  if (a.usedShare !== b.usedShare) return b.usedShare - a.usedShare;
  return a.title.localeCompare(b.title);
}

function compareTime(a: SuggestedRecipe, b: SuggestedRecipe): number {
  const ta = a.totalMinutes ?? Number.POSITIVE_INFINITY;
  const tb = b.totalMinutes ?? Number.POSITIVE_INFINITY;
  return ta === tb ? compareBest(a, b) : ta - tb;
}

function compareMissing(a: SuggestedRecipe, b: SuggestedRecipe): number {
  return a.missingCount - b.missingCount || compareBest(a, b);
}

const COMPARE: Record<RecipeSort, (a: SuggestedRecipe, b: SuggestedRecipe) => number> = {
  best: compareBest,
  quickest: compareTime,
  'fewest-missing': compareMissing,
};

/** The recipes passing every filter, in the chosen order (stable for equal inputs). */
export function filterRecipes(
  recipes: readonly SuggestedRecipe[],
  f: RecipeFilters,
): SuggestedRecipe[] {
  const query = f.query.trim().toLowerCase();
  const same = (a: string | null, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();
  return recipes
    .filter(
      (r) =>
        (!query || r.title.toLowerCase().includes(query)) &&
        (!f.mealType || same(r.mealType, f.mealType)) &&
        (!f.cuisine || same(r.cuisine, f.cuisine)) &&
        (!f.diet || r.dietTags.some((t) => same(t, f.diet))) &&
        (f.maxTotalMinutes <= 0 ||
          (r.totalMinutes !== null && r.totalMinutes <= f.maxTotalMinutes)) &&
        (f.maxMissing < 0 || r.missingCount <= f.maxMissing),
    )
    .sort(COMPARE[f.sort]);
}

/** Distinct non-empty values of a field, sorted, for the filter menus. */
export function choicesOf(
  recipes: readonly SuggestedRecipe[],
  pick: (r: SuggestedRecipe) => string[],
): string[] {
  return [...new Set(recipes.flatMap(pick).filter((v) => v !== ''))].sort();
}

/** "middle-eastern" → "Middle Eastern". */
export function labelOf(value: string): string {
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

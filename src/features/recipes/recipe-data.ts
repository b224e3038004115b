import { safeMediaUrl, type RecipeDetailField, type RecipeMatchPayload } from '@domain';
import { finiteNumber, isJsonObject } from '@/lib/json-values';

/** One ingredient line as the recipe pages use it (library and function answers alike). */
export interface RecipeIngredientView {
  key: string;
  quantity: number | null;
  unit: string;
  notes?: string;
  optional: boolean;
  text: string;
}

export type NutritionView = Partial<
  Record<'kcal' | 'protein' | 'fat' | 'carbs' | 'fibre' | 'sugar' | 'sodium', number>
>;

/** A suggested recipe, checked and normalised from whatever carried it (router state, session storage). */
export interface RecipeView {
  id: string;
  slug: string;
  title: string;
  description: string;
  servings: number | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  cuisine: string | null;
  mealType: string | null;
  dietTags: string[];
  equipment: string[];
  ingredients: RecipeIngredientView[];
  steps: string[];
  nutrition: NutritionView | null;
  usedNames: string[];
  missingNames: string[];
  missingCount: number;
  canMake: boolean;
  score: number;
  usedShare: number;
  ai: boolean;
  /** Set when the recipe is one of the user's own saved recipes. */
  saved: { url: string | null; siteName: string | null } | null;
  /**
   * False for a summary (a large corpus's answer): the card and match data only, without the
   * details (description, equipment, ingredients, steps, nutrition), read from the recipes table.
   */
  complete: boolean;
}

/** What a summary leaves out and the recipes table fills in. */
export type RecipeDetails = Pick<RecipeView, RecipeDetailField>;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

function toIngredient(value: unknown): RecipeIngredientView | null {
  if (typeof value === 'string') {
    return value.trim()
      ? { key: '', quantity: null, unit: '', optional: false, text: value }
      : null;
  }
  if (!isJsonObject(value)) return null;
  const text = str(value.text) ?? str(value.name) ?? str(value.key);
  if (!text) return null;
  const quantity = finiteNumber(value.quantity);
  return {
    key: str(value.key) ?? '',
    quantity: quantity !== null && quantity > 0 ? quantity : null,
    unit: str(value.unit) ?? '',
    ...(str(value.notes) ? { notes: str(value.notes) ?? '' } : {}),
    optional: value.optional === true,
    text,
  };
}

function toNutrition(value: unknown): NutritionView | null {
  if (!isJsonObject(value)) return null;
  const out: NutritionView = {};
  for (const key of ['kcal', 'protein', 'fat', 'carbs', 'fibre', 'sugar', 'sodium'] as const) {
    const n = finiteNumber(value[key]);
    if (n !== null && n >= 0) out[key] = n;
  }
  return Object.keys(out).length > 0 ? out : null;
}

function positive(v: unknown): number | null {
  const n = finiteNumber(v);
  return n !== null && n >= 0 ? n : null;
}

/** One recipe from untrusted data, or null when it has no usable title. */
export function toRecipeView(value: unknown): RecipeView | null {
  if (!isJsonObject(value)) return null;
  const title = str(value.title)?.trim();
  if (!title) return null;
  const prep = positive(value.prepMinutes);
  const cook = positive(value.cookMinutes);
  const total =
    positive(value.totalMinutes) ?? (prep !== null && cook !== null ? prep + cook : null);
  const missingNames = strings(value.missingNames);
  const servings = positive(value.servings);
  return {
    id: str(value.id) ?? str(value.slug) ?? title,
    slug: str(value.slug) ?? '',
    title,
    description: str(value.description) ?? '',
    servings: servings !== null && servings > 0 ? servings : null,
    prepMinutes: prep,
    cookMinutes: cook,
    totalMinutes: total,
    cuisine: str(value.cuisine),
    mealType: str(value.mealType),
    dietTags: strings(value.dietTags),
    equipment: strings(value.equipment),
    ingredients: Array.isArray(value.ingredients)
      ? value.ingredients.map(toIngredient).filter((x): x is RecipeIngredientView => x !== null)
      : [],
    steps: strings(value.steps).filter((s) => s.trim() !== ''),
    nutrition: toNutrition(value.nutrition),
    usedNames: strings(value.usedNames),
    missingNames,
    missingCount: positive(value.missingCount) ?? missingNames.length,
    canMake: value.canMake === true,
    score: finiteNumber(value.score) ?? 0,
    usedShare: finiteNumber(value.usedShare) ?? 0,
    ai: value.ai === true,
    saved:
      value.source === 'saved'
        ? { url: safeMediaUrl(value.url), siteName: str(value.siteName) }
        : null,
    // a summary as the function answers it, or one already read and carried on (router state)
    complete: value.summary !== true && value.complete !== false,
  };
}

/** A summary completed with its details; the card and match data (have/missing) stay the summary's. */
export function withDetails(summary: RecipeView, details: RecipeDetails): RecipeView {
  return {
    ...summary,
    description: details.description,
    equipment: details.equipment,
    ingredients: details.ingredients,
    steps: details.steps,
    nutrition: details.nutrition,
    complete: true,
  };
}

/** A list of recipes from untrusted data: null when it is not a list at all. */
export function toRecipeViews(value: unknown): RecipeView[] | null {
  if (!Array.isArray(value)) return null;
  return value.map(toRecipeView).filter((r): r is RecipeView => r !== null);
}

/** The payload type is what the function answers; this states the two agree. */
export type SuggestedRecipe = RecipeMatchPayload;

import type { IngredientKey } from '../ingredients/canonical-types.ts';
import type { Unit } from '../ingredients/normalise-units.ts';
import type { NutritionPerServing } from '../nutrition/compute.ts';

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'side', 'dessert', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const DIET_TAGS = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free'] as const;
export type DietTag = (typeof DIET_TAGS)[number];

export const CUISINES = [
  'american',
  'british',
  'french',
  'italian',
  'spanish',
  'greek',
  'middle-eastern',
  'north-african',
  'indian',
  'thai',
  'chinese',
  'japanese',
  'korean',
  'vietnamese',
  'mexican',
  'caribbean',
  'latin-american',
  'german',
  'west-african',
  'east-african',
  'mediterranean',
  'international',
  'irish',
  'portuguese',
  'turkish',
  'persian',
  'filipino',
  'indonesian',
  'malaysian',
  'polish',
  'hungarian',
  'scandinavian',
  'russian',
  'brazilian',
  'peruvian',
  'cajun',
  'ethiopian',
  'southern-us',
] as const;
export type Cuisine = (typeof CUISINES)[number];

export interface RecipeIngredient {
  readonly key: IngredientKey;
  /** Null for "to taste" amounts. */
  readonly quantity: number | null;
  readonly unit: Unit;
  readonly notes?: string;
  readonly optional?: boolean;
  /** Mostly discarded after cooking (deep-frying oil); only a tenth counts towards nutrition. */
  readonly mostlyDiscarded?: boolean;
  /** Ready-to-show line, e.g. "1½ cups flour, sifted". */
  readonly text: string;
}

export interface LibraryRecipe {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly servings: number;
  readonly prepMinutes: number;
  readonly cookMinutes: number;
  readonly ingredients: readonly RecipeIngredient[];
  /** Distinct keys of the non-optional ingredients, for set matching. */
  readonly ingredientKeys: readonly IngredientKey[];
  /** Distinct keys of the optional ingredients. */
  readonly optionalKeys: readonly IngredientKey[];
  /** Instructions in order; step n is `steps[n - 1]`. */
  readonly steps: readonly string[];
  readonly cuisine: Cuisine;
  readonly mealType: MealType;
  /** Derived from the ingredients' families, so always honest. */
  readonly dietTags: readonly DietTag[];
  readonly equipment: readonly string[];
  /** Computed from the nutrient table, per serving. */
  readonly nutrition: NutritionPerServing;
}

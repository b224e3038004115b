import type { IngredientKey } from '../../../domain/index.ts';
import type { MatchableRecipe } from '../../../domain/index.ts';
import { rowTotalMinutes } from '../../../domain/index.ts';
import type { KeyIndexRecipe } from './key-index.ts';

/** A row of public.recipes as the REST API returns it (the columns this function reads). */
export interface RecipeRow {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  servings: number | null;
  prep_minutes: number | null;
  cook_minutes: number | null;
  total_minutes: number | null;
  cuisine: string | null;
  meal_type: string | null;
  diet_tags: string[] | null;
  equipment: string[] | null;
  ingredients: unknown;
  ingredient_keys: string[] | null;
  optional_keys: string[] | null;
  steps: unknown;
  nutrition: unknown;
  image_url: string | null;
  source: string | null;
}

export const RECIPE_COLUMNS =
  'id,slug,title,description,servings,prep_minutes,cook_minutes,total_minutes,cuisine,meal_type,diet_tags,equipment,ingredients,ingredient_keys,optional_keys,steps,nutrition,image_url,source';

/** A database recipe in the matcher's shape, keeping the row for the answer. */
export interface MatchableRow extends MatchableRecipe {
  readonly row: RecipeRow;
}

export function toMatchableRow(row: RecipeRow): MatchableRow {
  return {
    id: row.slug,
    title: row.title,
    ingredientKeys: (row.ingredient_keys ?? []) as IngredientKey[],
    optionalKeys: (row.optional_keys ?? []) as IngredientKey[],
    totalMinutes: rowTotalMinutes(row),
    mealType: row.meal_type,
    cuisine: row.cuisine,
    dietTags: row.diet_tags ?? [],
    row,
  };
}

export function isRecipeRow(value: unknown): value is RecipeRow {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.slug === 'string' && typeof v.title === 'string';
}

/**
 * A row of public.match_recipe_cards (the SQL path): the card and the keys the matcher reads, no
 * details (description, ingredients, steps, nutrition: the app reads those when a recipe is opened).
 */
export interface CardRow {
  id: string | null;
  slug: string;
  title: string;
  servings: number | null;
  prep_minutes: number | null;
  cook_minutes: number | null;
  total_minutes: number | null;
  cuisine: string | null;
  meal_type: string | null;
  diet_tags: string[] | null;
  ingredient_keys: string[] | null;
  optional_keys: string[] | null;
  image_url: string | null;
  source: string | null;
}

/** A card row in the matcher's shape, as the key index holds its recipes (answered as summaries). */
export function toCardRecipe(row: CardRow): KeyIndexRecipe {
  const required = [...new Set(row.ingredient_keys ?? [])];
  const optional = [...new Set(row.optional_keys ?? [])].filter((key) => !required.includes(key));
  return {
    id: row.slug,
    rowId: row.id ?? row.slug,
    title: row.title,
    ingredientKeys: required as IngredientKey[],
    optionalKeys: optional as IngredientKey[],
    totalMinutes: rowTotalMinutes(row),
    mealType: row.meal_type,
    cuisine: row.cuisine,
    dietTags: row.diet_tags ?? [],
    servings: row.servings,
    prepMinutes: row.prep_minutes,
    cookMinutes: row.cook_minutes,
    imageUrl: row.image_url,
    source: row.source ?? 'larder',
  };
}

import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { DIET_TAGS, MEAL_TYPES } from '../recipes/types.ts';
import type { MatchableRecipe } from './types.ts';
import { rowTotalMinutes } from './total-minutes.ts';

/**
 * The columns of a `saved_recipes` row that matching reads (as the REST API returns them). The
 * `ingredients` jsonb is `[{text, key, optional?, …}]`, with `key` null for unknown ingredients.
 */
export interface SavedRecipeMatchFields {
  readonly id: string;
  readonly title: string;
  readonly ingredients: unknown;
  readonly ingredient_keys: readonly string[] | null;
  readonly prep_minutes: number | null;
  readonly cook_minutes: number | null;
  readonly total_minutes: number | null;
  readonly cuisine: string | null;
  readonly category: string | null;
  readonly keywords: readonly string[] | null;
}

/** Matcher ids of saved recipes carry this prefix, so they never collide with library slugs. */
export const SAVED_RECIPE_ID_PREFIX = 'saved:';

/** Category words that name one of our meal types. */
const MEAL_TYPE_WORDS: ReadonlyMap<string, string> = new Map([
  ...MEAL_TYPES.map((t): [string, string] => [t, t]),
  ['brunch', 'breakfast'],
  ['main', 'dinner'],
  ['main course', 'dinner'],
  ['main dish', 'dinner'],
  ['entree', 'dinner'],
  ['supper', 'dinner'],
  ['side dish', 'side'],
  ['sides', 'side'],
  ['desserts', 'dessert'],
  ['snacks', 'snack'],
  ['appetizer', 'snack'],
  ['appetizers', 'snack'],
]);

function parts(text: string | null): string[] {
  if (!text) return [];
  return text
    .split(/[,;/|]/)
    .map((p) => p.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter((p) => p !== '');
}

/** The first of the page's categories that names a meal type (dessert, dinner …), else null. */
export function savedMealType(category: string | null): string | null {
  for (const part of parts(category)) {
    const type = MEAL_TYPE_WORDS.get(part);
    if (type) return type;
  }
  return null;
}

/** The diet tags among the page's own keywords and categories ("Gluten Free" → gluten-free). */
export function savedDietTags(
  keywords: readonly string[] | null,
  category: string | null,
): string[] {
  const known = new Set<string>(DIET_TAGS);
  const found = new Set<string>();
  for (const word of [...(keywords ?? []).flatMap((k) => parts(k)), ...parts(category)]) {
    const tag = word.replace(/[\s_]+/g, '-');
    if (known.has(tag)) found.add(tag);
  }
  return [...found].sort();
}

/**
 * A required line the vocabulary does not know still has to be bought or checked, so it becomes a
 * required "key" named after the line: no kitchen key equals it, so it is always reported missing
 * and a saved recipe is never claimed "can make now" while it needs something we cannot recognise.
 */
function unrecognisedKey(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const label = name.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 60);
  return label === '' ? null : label;
}

function ingredientKeysOf(ingredients: unknown): {
  required: Set<string>;
  optional: Set<string>;
  listed: Set<string>;
} {
  const required = new Set<string>();
  const optional = new Set<string>();
  const listed = new Set<string>();
  if (!Array.isArray(ingredients)) return { required, optional, listed };
  for (const item of ingredients as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const {
      key,
      name,
      text,
      optional: isOptional,
    } = item as { key?: unknown; name?: unknown; text?: unknown; optional?: unknown };
    if (typeof key === 'string' && key !== '') {
      listed.add(key);
      (isOptional === true ? optional : required).add(key);
    } else if (isOptional !== true) {
      const unknown = unrecognisedKey(typeof name === 'string' && name.trim() !== '' ? name : text);
      if (unknown) required.add(unknown);
    }
  }
  return { required, optional, listed };
}

/**
 * A saved recipe in the matcher's shape, or null when it lists no required ingredient
 * (a link-only save): with nothing to match it would claim "can make now" for every kitchen.
 * Required lines the vocabulary does not know count as always missing (see `unrecognisedKey`);
 * optional ones are never counted missing; a key listed both ways counts as required.
 */
export function toMatchableSavedRecipe(row: SavedRecipeMatchFields): MatchableRecipe | null {
  const { required, optional, listed } = ingredientKeysOf(row.ingredients);
  // Keys the row lists without a matching ingredient line still count (older or hand-made rows).
  for (const key of row.ingredient_keys ?? []) if (!listed.has(key)) required.add(key);
  for (const key of required) optional.delete(key);
  if (required.size === 0) return null;
  return {
    id: `${SAVED_RECIPE_ID_PREFIX}${row.id}`,
    title: row.title,
    ingredientKeys: [...required] as IngredientKey[],
    optionalKeys: [...optional] as IngredientKey[],
    totalMinutes: rowTotalMinutes(row),
    mealType: savedMealType(row.category),
    cuisine: parts(row.cuisine)[0] ?? null,
    dietTags: savedDietTags(row.keywords, row.category),
  };
}

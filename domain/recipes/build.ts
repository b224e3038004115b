import pluralize from 'pluralize';
import { INGREDIENTS } from '../ingredients/canonical.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { dietFlagsOf } from '../ingredients/families.ts';
import type { Unit } from '../ingredients/normalise-units.ts';
import { computeNutrition } from '../nutrition/compute.ts';
import type { Cuisine, DietTag, LibraryRecipe, MealType, RecipeIngredient } from './types.ts';

/**
 * Compact ingredient: [quantity, unit, key, notes?]. Unit '' means a count (piece).
 * A key starting with '?' marks the ingredient optional; '~' marks one that is mostly discarded
 * (deep-frying oil), of which only a tenth counts towards nutrition. Quantity null means "to taste".
 */
export type IngredientTuple = readonly [
  quantity: number | null,
  unit: Unit | '',
  key: string,
  notes?: string,
];

export interface RecipeDraft {
  /** Title. */
  readonly t: string;
  /** Short description. */
  readonly d: string;
  readonly cuisine: Cuisine;
  readonly meal: MealType;
  /** Servings. */
  readonly s: number;
  /** Prep and cook minutes. */
  readonly prep: number;
  readonly cook: number;
  /** Equipment, '|'-separated. */
  readonly eq: string;
  readonly i: readonly IngredientTuple[];
  readonly steps: readonly string[];
}

const FRACTIONS: ReadonlyArray<readonly [number, string]> = [
  [0.125, '⅛'],
  [0.25, '¼'],
  [1 / 3, '⅓'],
  [0.5, '½'],
  [2 / 3, '⅔'],
  [0.75, '¾'],
];

/** 1.5 → "1½", 0.33 → "⅓", 2 → "2". */
export function formatQuantity(n: number): string {
  const whole = Math.floor(n);
  const frac = n - whole;
  if (frac < 0.01) return String(whole);
  const match = FRACTIONS.find(([v]) => Math.abs(v - frac) < 0.02);
  if (!match) return String(Math.round(n * 100) / 100);
  return whole === 0 ? match[1] : `${whole}${match[1]}`;
}

const UNIT_WORDS: Partial<Record<Unit, readonly [string, string]>> = {
  cup: ['cup', 'cups'],
  tbsp: ['tbsp', 'tbsp'],
  tsp: ['tsp', 'tsp'],
  clove: ['clove', 'cloves'],
  slice: ['slice', 'slices'],
  can: ['can', 'cans'],
  bunch: ['bunch', 'bunches'],
  handful: ['handful', 'handfuls'],
  sprig: ['sprig', 'sprigs'],
  pinch: ['pinch', 'pinches'],
  dash: ['dash', 'dashes'],
  stick: ['stick', 'sticks'],
  head: ['head', 'heads'],
  pint: ['pint', 'pints'],
  quart: ['quart', 'quarts'],
  'fl-oz': ['fl oz', 'fl oz'],
};

/** What one piece of these is called ("2 celery sticks", not "2 celeries"). */
const PIECE_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  celery: ['celery stick', 'celery sticks'],
  lemongrass: ['lemongrass stalk', 'lemongrass stalks'],
  'star-anise': ['star anise', 'star anise'],
  cardamom: ['cardamom pod', 'cardamom pods'],
  sage: ['sage leaf', 'sage leaves'],
  corn: ['corn cob', 'corn cobs'],
  fennel: ['fennel bulb', 'fennel bulbs'],
  'rice-paper': ['rice paper wrapper', 'rice paper wrappers'],
};

function ingredientText(
  quantity: number | null,
  unit: Unit,
  key: IngredientKey,
  notes: string | undefined,
): string {
  const name = INGREDIENTS.get(key)?.name.toLowerCase() ?? key;
  const tail = notes ? `, ${notes}` : '';
  if (quantity === null || unit === 'to-taste')
    return `${name}, to taste${notes ? `; ${notes}` : ''}`;
  const q = formatQuantity(quantity);
  if (unit === 'piece') {
    const counted = PIECE_NAMES[key];
    if (counted) return `${q} ${quantity > 1 ? counted[1] : counted[0]}${tail}`;
    return `${q} ${quantity > 1 ? pluralize.plural(name) : name}${tail}`;
  }
  const words = UNIT_WORDS[unit];
  const u = words ? (quantity > 1 ? words[1] : words[0]) : unit;
  return `${q} ${u} ${name}${tail}`;
}

function toIngredient([quantity, unit, rawKey, notes]: IngredientTuple): RecipeIngredient {
  const optional = rawKey.startsWith('?');
  const discarded = rawKey.startsWith('~');
  const key = (optional || discarded ? rawKey.slice(1) : rawKey) as IngredientKey;
  const u: Unit = quantity === null ? 'to-taste' : unit === '' ? 'piece' : unit;
  return {
    key,
    quantity,
    unit: u,
    ...(notes ? { notes } : {}),
    ...(optional ? { optional: true } : {}),
    ...(discarded ? { mostlyDiscarded: true } : {}),
    text: ingredientText(quantity, u, key, notes),
  };
}

export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Diet tags a set of ingredients honestly supports (optional ones included). */
export function dietTagsFor(keys: readonly IngredientKey[]): DietTag[] {
  const flags = new Set(keys.flatMap((k) => [...dietFlagsOf(k)]));
  const tags: DietTag[] = [];
  const vegetarian = !flags.has('meat') && !flags.has('fish') && !flags.has('rennet');
  if (vegetarian) tags.push('vegetarian');
  if (vegetarian && !flags.has('dairy') && !flags.has('egg') && !flags.has('honey'))
    tags.push('vegan');
  if (!flags.has('gluten')) tags.push('gluten-free');
  if (!flags.has('dairy')) tags.push('dairy-free');
  return tags;
}

/** Share of deep-frying oil that ends up in the food. */
const FRYING_OIL_ABSORBED = 0.1;

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** Turns a compact draft into a full library recipe with computed nutrition and diet tags. */
export function buildRecipe(draft: RecipeDraft): LibraryRecipe {
  const ingredients = draft.i.map(toIngredient);
  const ingredientKeys = unique(ingredients.filter((x) => !x.optional).map((x) => x.key));
  const optionalKeys = unique(ingredients.filter((x) => x.optional).map((x) => x.key)).filter(
    (k) => !ingredientKeys.includes(k),
  );
  return {
    slug: slugify(draft.t),
    title: draft.t,
    description: draft.d,
    servings: draft.s,
    prepMinutes: draft.prep,
    cookMinutes: draft.cook,
    ingredients,
    ingredientKeys,
    optionalKeys,
    steps: draft.steps,
    cuisine: draft.cuisine,
    mealType: draft.meal,
    dietTags: dietTagsFor(ingredients.map((x) => x.key)),
    equipment: draft.eq
      .split('|')
      .map((e) => e.trim())
      .filter((e) => e.length > 0),
    nutrition: computeNutrition(
      ingredients.map((x) => (x.mostlyDiscarded ? { ...x, fraction: FRYING_OIL_ABSORBED } : x)),
      draft.s,
    ),
  };
}

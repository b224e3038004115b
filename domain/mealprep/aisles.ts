import { INGREDIENTS } from '../ingredients/canonical.ts';
import type { IngredientCategory, IngredientKey } from '../ingredients/canonical-types.ts';
import { ancestorsOf } from '../ingredients/families.ts';

/** Shop aisles, in the order a shopping list shows them. */
export const AISLES = [
  'produce',
  'meat-and-fish',
  'dairy',
  'bakery',
  'pantry',
  'frozen',
  'drinks',
  'other',
] as const;
export type Aisle = (typeof AISLES)[number];

export const AISLE_LABELS: Readonly<Record<Aisle, string>> = {
  produce: 'Produce',
  'meat-and-fish': 'Meat and fish',
  dairy: 'Dairy',
  bakery: 'Bakery',
  pantry: 'Pantry',
  frozen: 'Frozen',
  drinks: 'Drinks',
  other: 'Other',
};

/** Where each kind in the ingredient vocabulary is shelved. */
const BY_CATEGORY: Readonly<Record<IngredientCategory, Aisle>> = {
  produce: 'produce',
  fruit: 'produce',
  herb: 'produce',
  meat: 'meat-and-fish',
  seafood: 'meat-and-fish',
  dairy: 'dairy',
  egg: 'dairy',
  bakery: 'bakery',
  grain: 'pantry',
  pasta: 'pantry',
  baking: 'pantry',
  oil: 'pantry',
  condiment: 'pantry',
  canned: 'pantry',
  legume: 'pantry',
  nut: 'pantry',
  spice: 'pantry',
  beverage: 'drinks',
  other: 'other',
};

/** Kept in the freezer cabinet whatever their family says. */
const FROZEN: ReadonlySet<string> = new Set(['ice-cream', 'edamame']);
/** Sold chilled next to the dairy (their family is pantry-like). */
const CHILLED: ReadonlySet<string> = new Set(['tofu', 'tempeh', 'pesto']);

/**
 * The aisle for an ingredient: the frozen and chilled exceptions, else its vocabulary family's
 * category (or the nearest family above it that has one); unknown keys go to "other".
 */
export function aisleOf(key: IngredientKey | string): Aisle {
  if (FROZEN.has(key)) return 'frozen';
  if (CHILLED.has(key)) return 'dairy';
  const entry = INGREDIENTS.get(key as IngredientKey);
  if (entry) return BY_CATEGORY[entry.category];
  for (const parent of ancestorsOf(key as IngredientKey)) {
    const up = INGREDIENTS.get(parent);
    if (up) return BY_CATEGORY[up.category];
  }
  return 'other';
}

import { INGREDIENTS } from '../ingredients/canonical.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { ancestorsOf } from '../ingredients/families.ts';
import type { PlanRecipe } from './types.ts';

/**
 * How long cooked dishes keep, written in our own words after the cold-storage guidance of the
 * USDA FSIS FoodKeeper (foodsafety.gov "Cold Food Storage Chart", FoodKeeper app data, 2024) and
 * the UK Food Standards Agency's leftovers advice. Fridge at or below 4 °C (40 °F), freezer at
 * −18 °C (0 °F); the freezer figure is for best quality (frozen food stays safe longer). We use
 * the low end of each range, so eat-by dates err on the safe side.
 */
export interface StorageLife {
  readonly kind: string;
  /** Days in the fridge after cooking. */
  readonly fridgeDays: number;
  /** Months in the freezer for best quality; 0 when it does not freeze well. */
  readonly freezerMonths: number;
  readonly source: string;
}

const FOODKEEPER = 'USDA FSIS FoodKeeper / foodsafety.gov cold food storage chart';
const FSA = 'UK Food Standards Agency, leftovers guidance';

/** Checked in order: the first kind a dish matches decides. */
export const STORAGE_LIFE: readonly StorageLife[] = [
  { kind: 'Fish and seafood dish', fridgeDays: 3, freezerMonths: 3, source: FOODKEEPER },
  { kind: 'Poultry dish', fridgeDays: 3, freezerMonths: 4, source: FOODKEEPER },
  { kind: 'Meat dish', fridgeDays: 3, freezerMonths: 3, source: FOODKEEPER },
  { kind: 'Egg dish', fridgeDays: 3, freezerMonths: 2, source: FOODKEEPER },
  { kind: 'Leafy salad', fridgeDays: 1, freezerMonths: 0, source: FSA },
  { kind: 'Soup or stew', fridgeDays: 3, freezerMonths: 3, source: FOODKEEPER },
  { kind: 'Rice dish', fridgeDays: 1, freezerMonths: 1, source: FSA },
  { kind: 'Pasta or grain dish', fridgeDays: 3, freezerMonths: 2, source: FOODKEEPER },
  { kind: 'Beans, lentils or tofu', fridgeDays: 3, freezerMonths: 3, source: FOODKEEPER },
  { kind: 'Cooked vegetables', fridgeDays: 3, freezerMonths: 2, source: FOODKEEPER },
  { kind: 'Baked goods', fridgeDays: 4, freezerMonths: 3, source: FOODKEEPER },
];

function has(recipe: PlanRecipe, family: string): boolean {
  return recipe.ingredientKeys.some(
    (k: IngredientKey) => k === family || ancestorsOf(k).includes(family as IngredientKey),
  );
}
function category(recipe: PlanRecipe, cat: string): boolean {
  return recipe.ingredientKeys.some((k) => INGREDIENTS.get(k)?.category === cat);
}

/** The storage row for a dish, from its ingredients and title. */
export function storageLifeOf(recipe: PlanRecipe): StorageLife {
  const title = recipe.title.toLowerCase();
  const pick = (kind: string) => STORAGE_LIFE.find((s) => s.kind === kind) as StorageLife;
  if (category(recipe, 'seafood')) return pick('Fish and seafood dish');
  if (has(recipe, 'chicken') || has(recipe, 'turkey')) return pick('Poultry dish');
  if (category(recipe, 'meat')) return pick('Meat dish');
  if (/salad/.test(title) && !/(grain|rice|pasta|bean|lentil|potato)/.test(title))
    return pick('Leafy salad');
  if (/(soup|stew|curry|chili|chilli|dal|daal|broth|tagine)/.test(title))
    return pick('Soup or stew');
  if (/(rice|risotto|paella|pilaf|biryani)/.test(title)) return pick('Rice dish');
  if (category(recipe, 'egg') && /(omelet|frittata|quiche|egg|shakshuka)/.test(title))
    return pick('Egg dish');
  if (category(recipe, 'pasta') || category(recipe, 'grain')) return pick('Pasta or grain dish');
  if (category(recipe, 'legume')) return pick('Beans, lentils or tofu');
  if (/(bread|muffin|cake|cookie|bar|loaf|scone|brownie)/.test(title)) return pick('Baked goods');
  return pick('Cooked vegetables');
}

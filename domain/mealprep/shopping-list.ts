import { INGREDIENTS } from '../ingredients/canonical.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { DEFAULT_STAPLES, isStaple } from '../ingredients/staples.ts';
import { coverageOf } from '../matching/read-kitchen.ts';
import { aisleOf, AISLE_LABELS, AISLES, type Aisle } from './aisles.ts';
import { mergeAmounts, scaleAmount, type Amount, type MergedAmount } from './amounts.ts';
import type { PlanEntry, PlanRecipe } from './types.ts';
import { SLOT_LABELS, WEEKDAY_SHORT, weekdayIndex } from './week.ts';

/** A meal that needs a shopping line. */
export interface MealRef {
  readonly entryId: string;
  /** "Mon dinner: Chili con Carne". */
  readonly label: string;
}

export interface ShoppingLine {
  readonly key: IngredientKey;
  readonly name: string;
  readonly aisle: Aisle;
  readonly amounts: readonly MergedAmount[];
  /** "3", "1⅛ cups", "450 g + 1 can". */
  readonly amountText: string;
  readonly meals: readonly MealRef[];
}

export interface ShoppingList {
  readonly lines: readonly ShoppingLine[];
  /** Ingredients the plan needs that the kitchen (or the staples) already covers. */
  readonly fromKitchen: readonly IngredientKey[];
}

export function ingredientName(key: IngredientKey | string): string {
  return INGREDIENTS.get(key as IngredientKey)?.name ?? String(key).replace(/-/g, ' ');
}

export function mealLabel(entry: Pick<PlanEntry, 'date' | 'slot' | 'title'>): string {
  return `${WEEKDAY_SHORT[weekdayIndex(entry.date)]} ${SLOT_LABELS[entry.slot].toLowerCase()}: ${entry.title}`;
}

/** The ingredients of one planned recipe, scaled to the entry's servings. */
export function scaledIngredients(
  recipe: PlanRecipe,
  servings: number,
): { key: IngredientKey; amount: Amount }[] {
  const factor = servings / Math.max(1, recipe.servings);
  return recipe.ingredients
    .filter((i) => !i.optional)
    .map((i) => ({
      key: i.key,
      amount: scaleAmount({ quantity: i.quantity, unit: i.unit }, factor),
    }));
}

/**
 * The shopping list for planned entries: every planned recipe's ingredients scaled to its servings,
 * minus what the kitchen covers (a kitchen item covers itself and the kinds above it) and the
 * staples, merged per ingredient across units, each line naming the meals that need it, sorted by
 * aisle and then name. Notes, drinks and entries whose recipe is gone add nothing.
 */
export function buildShoppingList(
  entries: readonly PlanEntry[],
  resolve: (entry: PlanEntry) => PlanRecipe | null,
  kitchenKeys: readonly IngredientKey[],
  staples: readonly IngredientKey[] = DEFAULT_STAPLES,
): ShoppingList {
  const covered = coverageOf(kitchenKeys);
  const needs = new Map<IngredientKey, { amounts: Amount[]; meals: MealRef[] }>();
  const fromKitchen = new Set<IngredientKey>();
  const ordered = [...entries].sort(
    (a, b) => a.date.localeCompare(b.date) || slotOrder(a) - slotOrder(b),
  );
  for (const entry of ordered) {
    if (entry.kind !== 'recipe' && entry.kind !== 'saved') continue;
    const recipe = resolve(entry);
    if (!recipe) continue;
    for (const { key, amount } of scaledIngredients(recipe, entry.servings)) {
      if (covered.has(key) || isStaple(key, staples)) {
        fromKitchen.add(key);
        continue;
      }
      const need = needs.get(key) ?? { amounts: [], meals: [] };
      need.amounts.push(amount);
      if (!need.meals.some((m) => m.entryId === entry.id))
        need.meals.push({ entryId: entry.id, label: mealLabel(entry) });
      needs.set(key, need);
    }
  }
  const lines: ShoppingLine[] = [...needs].map(([key, need]) => {
    const amounts = mergeAmounts(key, need.amounts);
    return {
      key,
      name: ingredientName(key),
      aisle: aisleOf(key),
      amounts,
      amountText: amounts.map((a) => a.text).join(' + '),
      meals: need.meals,
    };
  });
  lines.sort(
    (a, b) => AISLES.indexOf(a.aisle) - AISLES.indexOf(b.aisle) || a.name.localeCompare(b.name),
  );
  return { lines, fromKitchen: [...fromKitchen].sort() };
}

function slotOrder(entry: PlanEntry): number {
  return ['breakfast', 'lunch', 'dinner', 'snack'].indexOf(entry.slot);
}

/** The lines grouped by aisle, in aisle order, empty aisles left out. */
export function groupByAisle<T extends { aisle: Aisle }>(
  lines: readonly T[],
): { aisle: Aisle; label: string; lines: T[] }[] {
  return AISLES.map((aisle) => ({
    aisle,
    label: AISLE_LABELS[aisle],
    lines: lines.filter((l) => l.aisle === aisle),
  })).filter((g) => g.lines.length > 0);
}

/** The list as plain text, for copying and sharing. Checked lines are marked done. */
export function shoppingListText(
  lines: readonly ShoppingLine[],
  checked: ReadonlySet<string> = new Set(),
): string {
  const out: string[] = ['Shopping list'];
  for (const group of groupByAisle(lines)) {
    out.push('', `${group.label}:`);
    for (const line of group.lines) {
      const mark = checked.has(line.key) ? '[x]' : '[ ]';
      const amount =
        line.amountText && line.amountText !== 'to taste' ? ` — ${line.amountText}` : '';
      out.push(`${mark} ${line.name}${amount} (${line.meals.map((m) => m.label).join('; ')})`);
    }
  }
  return out.join('\n');
}

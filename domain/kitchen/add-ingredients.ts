import { validateInput } from '../validation/validate-input.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import { MAX_KITCHEN_INGREDIENTS } from './limits.ts';
import { planMerge } from './merge.ts';
import { KITCHEN_MESSAGES } from './messages.ts';
import { parseIngredientInput } from './parse-input.ts';
import { pushRecentIngredients } from './recents.ts';
import type { KitchenResult, KitchenState } from './types.ts';

function refuse(state: KitchenState, kind: 'invalid' | 'too-many', message: string): KitchenResult {
  return { state, outcome: { ok: false, kind, message } };
}

function toItems(raw: string | readonly string[]): string[] {
  if (typeof raw === 'string') return parseIngredientInput(raw);
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * Adds one or several ingredients (spec §5).
 * - A string is split on commas and new lines; an array is taken item by item.
 * - Every item passes the generic input check (required, ≤ 1000 characters,
 *   unsafe content refused, HTML stripped). One bad item refuses the whole
 *   input with that item's message, so nothing is half-added and the user can
 *   fix the text.
 * - Duplicates are case-insensitive: "Eggs" is refused when "eggs" is there.
 *   One item → "{item} is already in your kitchen!"; several all present →
 *   "All ingredients are already in your kitchen!"; otherwise the new ones are
 *   added and existing ones skipped.
 * - chicken thighs / chicken breasts also add "Chicken" if absent (not counted
 *   in the message, listed in `added`).
 * - The kitchen stays sorted; the new items go to the front of the recents.
 * - More than MAX_KITCHEN_INGREDIENTS in total → 'too-many', nothing changes.
 */
export function addIngredients(
  state: KitchenState,
  raw: string | readonly string[],
): KitchenResult {
  if (typeof raw === 'string' && raw.trim() === '')
    return refuse(state, 'invalid', VALIDATION_MESSAGES.required);
  const items = toItems(raw);
  if (items.length === 0) return refuse(state, 'invalid', KITCHEN_MESSAGES.nothingToAdd);
  if (items.length > MAX_KITCHEN_INGREDIENTS)
    return refuse(state, 'too-many', KITCHEN_MESSAGES.tooMany);

  const clean: string[] = [];
  for (const item of items) {
    const check = validateInput(item);
    if (!check.ok) return refuse(state, 'invalid', check.error);
    clean.push(check.value);
  }

  const plan = planMerge(state.ingredients, clean);
  if (plan.kind === 'too-many') return refuse(state, 'too-many', KITCHEN_MESSAGES.tooMany);
  if (plan.kind === 'none-new') {
    const [only] = plan.unique;
    if (plan.unique.length === 1 && only !== undefined) {
      return {
        state,
        outcome: { ok: false, kind: 'duplicate', message: KITCHEN_MESSAGES.duplicate(only) },
      };
    }
    return {
      state,
      outcome: { ok: false, kind: 'all-duplicates', message: KITCHEN_MESSAGES.allDuplicates },
    };
  }

  const [first] = plan.fresh;
  const message =
    plan.fresh.length === 1 && first !== undefined
      ? KITCHEN_MESSAGES.addedOne(first)
      : KITCHEN_MESSAGES.addedMany(plan.fresh.length);
  return {
    state: {
      ...state,
      ingredients: plan.ingredients,
      recentIngredients: pushRecentIngredients(state.recentIngredients, plan.fresh),
    },
    outcome: { ok: true, kind: 'added', added: [...plan.fresh, ...plan.extras], message },
  };
}

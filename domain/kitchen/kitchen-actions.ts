import { kitchenItemKey } from './item-key.ts';
import { KITCHEN_MESSAGES } from './messages.ts';
import type { KitchenResult, KitchenState } from './types.ts';

/** Removes one item: the exact spelling if present, else its case-insensitive match. */
export function removeIngredient(state: KitchenState, item: string): KitchenResult {
  const text = String(item ?? '');
  let index = state.ingredients.indexOf(text);
  if (index === -1) {
    const key = kitchenItemKey(text);
    index =
      key === '' ? -1 : state.ingredients.findIndex((existing) => kitchenItemKey(existing) === key);
  }
  const removed = state.ingredients[index];
  if (index === -1 || removed === undefined) {
    return {
      state,
      outcome: {
        ok: false,
        kind: 'not-found',
        message: KITCHEN_MESSAGES.notInKitchen(text.trim()),
      },
    };
  }
  return {
    state: { ...state, ingredients: state.ingredients.filter((_, i) => i !== index) },
    outcome: { ok: true, kind: 'removed', message: KITCHEN_MESSAGES.removed(removed) },
  };
}

/** Empties the kitchen; templates and recent ingredients stay. */
export function clearKitchen(state: KitchenState): KitchenResult {
  return {
    state: { ...state, ingredients: [] },
    outcome: { ok: true, kind: 'cleared', message: KITCHEN_MESSAGES.cleared },
  };
}

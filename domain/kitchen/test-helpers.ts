import type { KitchenState } from './types.ts';

/** A kitchen with the given ingredients (and optional templates/recents), for tests. */
export function kitchen(ingredients: string[], extra: Partial<KitchenState> = {}): KitchenState {
  return { ingredients, templates: [], recentIngredients: [], ...extra };
}

import type { IngredientKey } from './canonical-types.ts';

/** Pantry staples assumed present unless the user changes the list. */
export const DEFAULT_STAPLES: readonly IngredientKey[] = [
  'salt',
  'black-pepper',
  'water',
] as IngredientKey[];

/**
 * Their display names (the vocabulary's, lower-case), kept beside them so the kitchen's staples
 * panel can name them without loading the whole vocabulary; a test checks them against INGREDIENTS.
 */
export const DEFAULT_STAPLE_NAMES: Readonly<Record<string, string>> = {
  salt: 'salt',
  'black-pepper': 'black pepper',
  water: 'water',
};

import { createSlot } from './slot';

/**
 * What a favourite points at: a built-in recipe (by its stable slug), one of the user's saved
 * recipes, or a drink of the built-in bar library (by its title, as /bar-recipe/{title} names it).
 */
export type FavoriteTarget =
  | { kind: 'recipe'; slug: string }
  | { kind: 'saved'; id: string }
  | { kind: 'drink'; title: string };

export interface FavoriteToggleProps {
  target: FavoriteTarget;
  /** The recipe's title, for the button's accessible name and its toasts. */
  title: string;
  className?: string;
}

/**
 * Features never import each other (STYLE.md), yet recipe cards and detail pages of several
 * features show the favourites toggle. `src/app/` provides the favorites feature's toggle here
 * (`<FavoriteToggleProvider toggle={…}>`); the other features render `<FavoriteSlot …/>`, which
 * shows nothing when no toggle is provided.
 */
const slot = createSlot<FavoriteToggleProps, 'toggle'>('toggle', { lazy: false });

export const FavoriteToggleProvider = slot.Provider;
export const FavoriteSlot = slot.Slot;

import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';

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

type RenderToggle = (props: FavoriteToggleProps) => ReactNode;

const FavoriteToggleContext = createContext<RenderToggle | null>(null);

/**
 * Features never import each other (STYLE.md), yet recipe cards and detail pages of several
 * features show the favourites toggle. `src/app/` provides the favorites feature's toggle here;
 * the other features render `<FavoriteSlot …/>`, which shows nothing when no toggle is provided.
 */
export function FavoriteToggleProvider({
  toggle,
  children,
}: {
  toggle: ComponentType<FavoriteToggleProps>;
  children: ReactNode;
}) {
  const Toggle = toggle;
  const render = useMemo<RenderToggle>(() => (props) => <Toggle {...props} />, [Toggle]);
  return <FavoriteToggleContext.Provider value={render}>{children}</FavoriteToggleContext.Provider>;
}

export function FavoriteSlot(props: FavoriteToggleProps) {
  const render = useContext(FavoriteToggleContext);
  return render ? render(props) : null;
}

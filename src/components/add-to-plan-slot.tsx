import {
  createContext,
  Suspense,
  useContext,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';

/** The fields of a recipe card or page that "Add to plan" reads (the domain's SuggestedRecipe fits). */
export interface PlannableView {
  id: string;
  slug: string;
  title: string;
  mealType: string | null;
  servings: number | null;
  /** Set for one of the user's saved recipes. */
  saved?: unknown;
  ai?: boolean;
}

export interface AddToPlanProps {
  recipe: PlannableView;
  /** A drink of the bar's library (`slug` is the drink's): planned as a drink entry. */
  drink?: boolean;
  className?: string;
}

type Render = (props: AddToPlanProps) => ReactNode;

const AddToPlanContext = createContext<Render | null>(null);

/**
 * Like the favourites heart: `src/app/` provides the meal-prep feature's "Add to plan" button here
 * and recipe cards and pages render `<AddToPlanSlot …/>` (nothing when none is provided).
 */
export function AddToPlanProvider({
  button,
  children,
}: {
  button: ComponentType<AddToPlanProps>;
  children: ReactNode;
}) {
  const Button = button;
  // The button's code loads on demand: until it has, a card or page shows without it rather than
  // the whole page falling back to the route's spinner.
  const render = useMemo<Render>(
    () => (props) => (
      <Suspense fallback={null}>
        <Button {...props} />
      </Suspense>
    ),
    [Button],
  );
  return <AddToPlanContext.Provider value={render}>{children}</AddToPlanContext.Provider>;
}

export function AddToPlanSlot(props: AddToPlanProps) {
  const render = useContext(AddToPlanContext);
  return render ? render(props) : null;
}

import {
  createContext,
  Suspense,
  useContext,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';

type Render = () => ReactNode;

const PlanTodayContext = createContext<Render | null>(null);

/**
 * "From your plan today" on the food diary: `src/app/` provides the meal planner's list of today's
 * planned meals (each with the tracker's one-tap "Log it") and the diary renders
 * `<PlanTodaySlot />`, which shows nothing when none is provided.
 */
export function PlanTodayProvider({
  panel,
  children,
}: {
  panel: ComponentType;
  children: ReactNode;
}) {
  const Panel = panel;
  const render = useMemo<Render>(
    () => () => (
      <Suspense fallback={null}>
        <Panel />
      </Suspense>
    ),
    [Panel],
  );
  return <PlanTodayContext.Provider value={render}>{children}</PlanTodayContext.Provider>;
}

export function PlanTodaySlot() {
  const render = useContext(PlanTodayContext);
  return render ? render() : null;
}

import { useEffect, useState } from 'react';
import type { NutritionGoals } from '@domain';

/**
 * The current user's daily goals for other features (the meal planner): the signed-in user's saved
 * goals, a guest's goals on this device, else the Daily Values. `owner`: the user id, null for a
 * guest, undefined while the session is unknown. `goals` is null until read (or when it failed).
 * Small on purpose: the tracker's code loads only when the goals are asked for.
 */
export function useDailyGoals(owner: string | null | undefined): {
  goals: NutritionGoals | null;
  error: boolean;
} {
  const [state, setState] = useState<{
    owner: string | null | undefined;
    goals: NutritionGoals | null;
    error: boolean;
  }>({
    owner: undefined,
    goals: null,
    error: false,
  });
  useEffect(() => {
    if (owner === undefined) return;
    let live = true;
    import('./nutrition-store')
      .then((m) => m.readDailyGoals(owner))
      .then(
        (goals) => live && setState({ owner, goals, error: false }),
        (error: unknown) => {
          console.warn('Could not read the nutrition goals', error);
          if (live) setState({ owner, goals: null, error: true });
        },
      );
    return () => {
      live = false;
    };
  }, [owner]);
  return state.owner === owner
    ? { goals: state.goals, error: state.error }
    : { goals: null, error: false };
}

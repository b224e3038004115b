import { useEffect, useState } from 'react';
import type { NutritionGoals } from '@domain';

export interface DailyGoalsState {
  /** The goals the diary measures against (the Daily Values until the user sets their own). */
  goals: NutritionGoals | null;
  /** Whether the user has set goals of their own (not the defaults). */
  chosen: boolean;
  error: boolean;
}

const NONE: DailyGoalsState = { goals: null, chosen: false, error: false };

/**
 * The current user's daily goals for other features (the meal planner): the signed-in user's saved
 * goals, a guest's goals on this device, else the Daily Values. `owner`: the user id, null for a
 * guest, undefined while the session is unknown. `goals` is null until read (or when it failed).
 * Small on purpose: the tracker's code loads only when the goals are asked for.
 */
export function useDailyGoals(owner: string | null | undefined): DailyGoalsState {
  const [state, setState] = useState<DailyGoalsState & { owner: string | null | undefined }>({
    owner: undefined,
    ...NONE,
  });
  useEffect(() => {
    if (owner === undefined) return;
    let live = true;
    import('./nutrition-store')
      .then(async (m) => {
        const goals = await m.readDailyGoals(owner);
        return { goals, chosen: !m.isDefaultGoals(goals) };
      })
      .then(
        ({ goals, chosen }) => live && setState({ owner, goals, chosen, error: false }),
        (error: unknown) => {
          console.warn('Could not read the nutrition goals', error);
          if (live) setState({ owner, ...NONE, error: true });
        },
      );
    return () => {
      live = false;
    };
  }, [owner]);
  return state.owner === owner
    ? { goals: state.goals, chosen: state.chosen, error: state.error }
    : NONE;
}

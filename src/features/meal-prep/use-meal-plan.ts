import { useCallback, useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { moveEntry, type MealPlan, type PlanEntry, type PlanSlot } from '@domain';
import { mealPlanAtom, mealPlanStatusAtom } from './plan-state';

export function newEntryId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
        (Number(c) ^ (Math.floor(Math.random() * 16) >> (Number(c) / 4))).toString(16),
      );
}

/** The plan and its edits; the sync host saves every change. */
export function useMealPlan() {
  const store = useStore();
  const plan = useAtomValue(mealPlanAtom);
  const status = useAtomValue(mealPlanStatusAtom);

  const update = useCallback(
    (change: (plan: MealPlan) => MealPlan) =>
      store.set(mealPlanAtom, change(store.get(mealPlanAtom))),
    [store],
  );

  const actions = useMemo(
    () => ({
      setEntries: (entries: readonly PlanEntry[]) => update(() => ({ entries })),
      add: (entry: Omit<PlanEntry, 'id' | 'position' | 'locked'>) => {
        const id = newEntryId();
        update((p) => {
          const position =
            Math.max(
              -1,
              ...p.entries
                .filter((e) => e.date === entry.date && e.slot === entry.slot)
                .map((e) => e.position),
            ) + 1;
          return { entries: [...p.entries, { ...entry, id, position, locked: false }] };
        });
        return id;
      },
      patch: (id: string, fields: Partial<Omit<PlanEntry, 'id'>>) =>
        update((p) => ({ entries: p.entries.map((e) => (e.id === id ? { ...e, ...fields } : e)) })),
      remove: (id: string) =>
        update((p) => ({
          entries: p.entries
            .filter((e) => e.id !== id)
            .map((e) => (e.leftoverOf === id ? { ...e, leftoverOf: undefined } : e)),
        })),
      restore: (entry: PlanEntry) =>
        update((p) =>
          p.entries.some((e) => e.id === entry.id) ? p : { entries: [...p.entries, entry] },
        ),
      move: (id: string, date: string, slot: PlanSlot) =>
        update((p) => moveEntry(p, id, date, slot)),
    }),
    [update],
  );

  return { plan, status, ...actions };
}

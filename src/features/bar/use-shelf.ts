import { useCallback, useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { notify, TOAST_DURATION } from '@/components/notify';
import {
  addBottles,
  removeBottle,
  replaceBottle,
  type ShelfOutcome,
  type ShelfResult,
} from './shelf-actions';
import { EMPTY_SHELF, type BarShelf } from './shelf-model';
import { presetNames, type ShelfPreset } from './shelf-vocabulary';
import { shelfAtom } from './shelf-state';
import { BAR_TEXTS as T } from './texts';

/** Long enough to reach the Undo button from the keyboard (as on /favorites). */
export const UNDO_MS = 6000;

function announce(outcome: ShelfOutcome) {
  const options = { duration: TOAST_DURATION.kitchen };
  if (outcome.ok) notify.success(outcome.message, options);
  else notify.error(outcome.message, options);
}

/** The shelf and its actions; each shows its outcome as one short toast (clear offers Undo). */
export function useShelf() {
  const store = useStore();
  const shelf = useAtomValue(shelfAtom);

  const run = useCallback(
    (action: (shelf: BarShelf) => ShelfResult, quiet = false): ShelfOutcome => {
      let outcome: ShelfOutcome;
      try {
        const result = action(store.get(shelfAtom));
        store.set(shelfAtom, result.shelf);
        outcome = result.outcome;
      } catch (error) {
        console.error('Bar action failed:', error);
        outcome = { ok: false, message: 'Something went wrong. Please try again.' };
      }
      if (!quiet) announce(outcome);
      return outcome;
    },
    [store],
  );

  const actions = useMemo(
    () => ({
      add: (raw: string | readonly string[]) => run((s) => addBottles(s, raw)),
      remove: (name: string) => run((s) => removeBottle(s, name)),
      replace: (from: string, to: string) => run((s) => replaceBottle(s, from, to)),
      addPreset: (preset: ShelfPreset) => {
        const names = presetNames(preset);
        const outcome = run((s) => addBottles(s, names), true);
        const added = outcome.ok ? outcome.added.length : 0;
        notify.success(T.presetAdded(preset.title, added), { duration: TOAST_DURATION.kitchen });
        return outcome;
      },
      clear: () => {
        const before = store.get(shelfAtom);
        if (before.bottles.length === 0) return;
        store.set(shelfAtom, EMPTY_SHELF);
        notify.success(T.cleared, {
          duration: UNDO_MS,
          action: {
            label: T.undo,
            onClick: () => {
              // Bottles added since the clear stay; the cleared ones come back.
              run((s) => addBottles(s, before.bottles), true);
              notify.success(T.restored, { duration: TOAST_DURATION.kitchen });
            },
          },
        });
      },
    }),
    [run, store],
  );

  return { shelf, ...actions };
}

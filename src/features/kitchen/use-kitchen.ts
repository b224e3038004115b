import { useCallback, useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import {
  addIngredients,
  applyTemplate,
  clearKitchen,
  createTemplate,
  deleteTemplate,
  removeIngredient,
  type KitchenOutcome,
  type KitchenResult,
  type KitchenState,
} from '@domain';
import { notify, TOAST_DURATION } from '@/components/notify';
import { kitchenAtom } from './kitchen-state';

function announce(outcome: KitchenOutcome) {
  const options = { duration: TOAST_DURATION.kitchen };
  if (outcome.ok) notify.success(outcome.message, options);
  else notify.error(outcome.message, options);
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The kitchen and its actions; every action shows its outcome as a 2 s toast. */
export function useKitchen() {
  const store = useStore();
  const kitchen = useAtomValue(kitchenAtom);

  const run = useCallback(
    (action: (state: KitchenState) => KitchenResult): KitchenOutcome => {
      let outcome: KitchenOutcome;
      try {
        const result = action(store.get(kitchenAtom));
        store.set(kitchenAtom, result.state);
        outcome = result.outcome;
      } catch (error) {
        console.error('Kitchen action failed:', error);
        outcome = {
          ok: false,
          kind: 'invalid',
          message: 'Something went wrong. Please try again.',
        };
      }
      announce(outcome);
      return outcome;
    },
    [store],
  );

  const actions = useMemo(
    () => ({
      add: (raw: string | readonly string[]) => run((state) => addIngredients(state, raw)),
      remove: (item: string) => run((state) => removeIngredient(state, item)),
      clear: () => run((state) => clearKitchen(state)),
      createTemplate: (name: string) =>
        run((state) =>
          createTemplate(state, name, state.ingredients, { id: newId(), now: new Date() }),
        ),
      applyTemplate: (id: string) => run((state) => applyTemplate(state, id)),
      deleteTemplate: (id: string) => run((state) => deleteTemplate(state, id)),
    }),
    [run],
  );

  return { kitchen, ...actions };
}

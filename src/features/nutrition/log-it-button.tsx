import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'jotai';
import { Check, NotebookPen } from 'lucide-react';
import { MEAL_LABELS, MEAL_SLOTS, localDay, type DiaryEntry, type MealSlot } from '@domain';
import type { LogItProps } from '@/components/log-it-slot';
import type { SyncOwner } from '@/lib/sync-engine';
import { secondaryButton, textInput } from '@/components/button-styles';
import { notify } from '@/components/notify';
import { Modal, fieldLabel } from './modal';
import { UNDO_MS, addEntriesWhenReady, newEntryId, removeEntry } from './nutrition-store';
import { RecipeServingsForm } from './recipe-servings-form';
import { loggableOf, mealForNow, plannedEntry } from './recipe-sources';
import { NUTRITION_TEXTS as T } from './texts';

/**
 * "Log it": logs servings of this recipe or drink to a meal of today, in one step. `owner`: the
 * user id, null for a guest, undefined while the session is unknown (given by the app).
 */
export default function LogItButton({ owner, ...props }: LogItProps & { owner: SyncOwner }) {
  const loggable = loggableOf(props);
  const store = useStore();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [meal, setMeal] = useState<MealSlot>(() => mealForNow(new Date(), props.drink));
  const [loggedId, setLoggedId] = useState<string | null>(null);
  if (!loggable) return null;
  if (props.planned) {
    const planned = props.planned;
    const logPlanned = () => {
      const entry = plannedEntry({ ...props, planned }, newEntryId(), new Date());
      if (!entry) return;
      setLoggedId(entry.id);
      void addEntriesWhenReady(store, owner, [entry]).then(() =>
        notify.success(T.logged(entry.name, MEAL_LABELS[entry.meal]), {
          duration: UNDO_MS,
          action: {
            label: T.undo,
            onClick: () => {
              removeEntry(store, entry.id);
              setLoggedId(null);
              notify.info(T.unlogged(entry.name));
            },
          },
        }),
      );
    };
    return (
      <div className={props.className}>
        <button
          type="button"
          className={secondaryButton}
          onClick={logPlanned}
          // The diary is not known until the session is.
          disabled={owner === undefined}
          aria-label={T.logPlanned(
            loggedId ? T.loggedShort : T.logIt,
            loggable.name,
            MEAL_LABELS[planned.meal],
          )}
        >
          {loggedId ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <NotebookPen aria-hidden="true" className="size-4" />
          )}
          {loggedId ? T.loggedShort : T.logIt}
        </button>
      </div>
    );
  }
  const log = (entry: DiaryEntry) => {
    setOpen(false);
    void addEntriesWhenReady(store, owner, [entry]).then(() =>
      notify.success(T.logged(entry.name, MEAL_LABELS[entry.meal]), {
        action: { label: T.title, onClick: () => void navigate('/nutrition') },
      }),
    );
  };
  return (
    <div className={props.className}>
      <button
        type="button"
        className={secondaryButton}
        disabled={owner === undefined}
        onClick={() => {
          setMeal(mealForNow(new Date(), props.drink));
          setOpen(true);
        }}
      >
        <NotebookPen aria-hidden="true" className="size-4" />
        {T.logIt}
      </button>
      <Modal open={open} title={T.logItTitle(loggable.name)} onClose={() => setOpen(false)}>
        {open && (
          <div className="space-y-3">
            {props.recipe.nutrition === null && (
              <p className="text-sm text-stone-600 dark:text-stone-400">{T.logItNoNutrition}</p>
            )}
            <div>
              <label className={fieldLabel} htmlFor="log-it-meal">
                {T.mealLabel} ({T.logItToday})
              </label>
              <select
                id="log-it-meal"
                className={`${textInput} mt-1`}
                value={meal}
                onChange={(e) => setMeal(e.target.value as MealSlot)}
              >
                {MEAL_SLOTS.map((m) => (
                  <option key={m} value={m}>
                    {MEAL_LABELS[m]}
                  </option>
                ))}
              </select>
            </div>
            <RecipeServingsForm
              recipe={loggable}
              draft={{ date: localDay(new Date()), meal }}
              submitLabel={T.logIt}
              onAdd={log}
              idPrefix="log-it"
            />
          </div>
        )}
      </Modal>
    </div>
  );
}

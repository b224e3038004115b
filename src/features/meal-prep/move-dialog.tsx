import { useId, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { PLAN_SLOTS, SLOT_LABELS, shortDayLabel, type PlanEntry, type PlanSlot } from '@domain';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';

interface Props {
  entry: PlanEntry;
  days: readonly string[];
  onClose: () => void;
  onMove: (date: string, slot: PlanSlot) => void;
}

/** "Move to…": the keyboard way to move an entry (drag and drop does the same with a pointer). */
export function MoveDialog({ entry, days, onClose, onMove }: Props) {
  const id = useId();
  const [date, setDate] = useState(
    days.includes(entry.date) ? entry.date : (days[0] ?? entry.date),
  );
  const [slot, setSlot] = useState<PlanSlot>(entry.slot);
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-xl bg-white p-5 shadow-xl dark:bg-stone-900">
          <DialogTitle className="text-lg font-semibold text-stone-900 dark:text-stone-50">
            Move {entry.title}
          </DialogTitle>
          <form
            className="mt-4 flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              onMove(date, slot);
            }}
          >
            <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${id}-day`}>
              Day
              <select
                id={`${id}-day`}
                className={textInput}
                value={date}
                onChange={(e) => setDate(e.target.value)}
              >
                {days.map((d) => (
                  <option key={d} value={d}>
                    {shortDayLabel(d)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${id}-slot`}>
              Meal
              <select
                id={`${id}-slot`}
                className={textInput}
                value={slot}
                onChange={(e) => setSlot(e.target.value as PlanSlot)}
              >
                {PLAN_SLOTS.map((s) => (
                  <option key={s} value={s}>
                    {SLOT_LABELS[s]}
                  </option>
                ))}
              </select>
            </label>
            <div className="mt-2 flex justify-end gap-2">
              <button type="button" className={secondaryButton} onClick={onClose}>
                Cancel
              </button>
              <button type="submit" className={primaryButton}>
                Move
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

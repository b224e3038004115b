import { useId, useState } from 'react';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { CalendarPlus } from 'lucide-react';
import {
  addDays,
  localIsoDate,
  mondayOf,
  PLAN_SLOTS,
  SLOT_LABELS,
  shortDayLabel,
  weekDays,
  type PlanEntryKind,
  type PlanSlot,
} from '@domain';
import { focusRing, primaryButton, textInput } from '@/components/button-styles';
import { notify } from '@/components/notify';
import { useMealPlan } from './use-meal-plan';

export interface PlanTarget {
  kind: Extract<PlanEntryKind, 'recipe' | 'saved' | 'drink'>;
  /** Library slug, saved recipe id or drink slug. */
  ref: string;
  title: string;
  mealType?: string | null;
  servings?: number | null;
}

function defaultSlot(mealType: string | null | undefined): PlanSlot {
  if (mealType === 'breakfast' || mealType === 'lunch' || mealType === 'snack') return mealType;
  if (mealType === 'dessert') return 'snack';
  return 'dinner';
}

/** "Add to plan" for recipe pages and result cards: pick a day this week or next and a meal. */
export function AddToPlan({ target, className }: { target: PlanTarget; className?: string }) {
  const id = useId();
  const { add, status } = useMealPlan();
  const today = localIsoDate(new Date());
  // The rest of this week and all of next week.
  const monday = mondayOf(today);
  const choices = [...weekDays(monday), ...weekDays(addDays(monday, 7))].filter((d) => d >= today);
  const [date, setDate] = useState(choices[0] ?? today);
  const [slot, setSlot] = useState<PlanSlot>(defaultSlot(target.mealType));
  return (
    <Popover className={`relative ${className ?? ''}`}>
      <PopoverButton
        className={`inline-flex items-center gap-1 rounded-lg border border-stone-300 bg-white px-2 py-1 text-sm font-medium text-stone-800 hover:bg-stone-100 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700 ${focusRing}`}
        aria-label={`Add ${target.title} to plan`}
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
        Add to plan
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        className="z-40 w-64 rounded-xl border border-stone-200 bg-white p-3 shadow-lg dark:border-stone-700 dark:bg-stone-900"
      >
        {({ close }) => (
          <form
            className="flex flex-col gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (status !== 'ready') return;
              add({
                date,
                slot,
                kind: target.kind,
                ref: target.ref,
                title: target.title,
                servings: Math.min(100, Math.max(1, target.servings ?? 2)),
              });
              notify.success(
                `Added ${target.title} to ${shortDayLabel(date)} ${SLOT_LABELS[slot].toLowerCase()}.`,
              );
              close();
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
                {choices.map((d) => (
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
            <button type="submit" className={primaryButton} disabled={status !== 'ready'}>
              Add
            </button>
          </form>
        )}
      </PopoverPanel>
    </Popover>
  );
}

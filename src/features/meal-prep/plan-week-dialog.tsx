import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import {
  DIET_TAGS,
  PLAN_SLOTS,
  SLOT_LABELS,
  shortDayLabel,
  type DietTag,
  type PlanChoices,
  type PlanSlot,
} from '@domain';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';

export type DialogChoices = Omit<PlanChoices, 'seed'>;

const DIET_LABELS: Readonly<Record<DietTag, string>> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
};
/** Cuisines offered in the dialog (the library's most common ones). */
export const PLAN_CUISINES = [
  'italian',
  'indian',
  'mexican',
  'chinese',
  'thai',
  'japanese',
  'french',
  'british',
  'american',
  'middle-eastern',
  'mediterranean',
  'korean',
  'vietnamese',
  'greek',
  'spanish',
] as const;
const label = (c: string) => c.replace(/-/g, ' ').replace(/^./, (x) => x.toUpperCase());
const TIME_OPTIONS = [null, 20, 30, 45, 60] as const;

interface Props {
  open: boolean;
  days: readonly string[];
  initial: Omit<DialogChoices, 'days'> | null;
  /** The daily calorie goal from the nutrition tracker, when set. */
  kcalGoal: number | null;
  onClose: () => void;
  onPlan: (choices: DialogChoices) => void;
}

const fieldset = 'rounded-lg border border-stone-200 p-3 dark:border-stone-700';
const legend = 'px-1 text-sm font-semibold text-stone-800 dark:text-stone-100';
const check = 'inline-flex items-center gap-2 text-sm text-stone-800 dark:text-stone-200';

/** "Plan my week": the user's choices for the planner. */
export function PlanWeekDialog({ open, days, initial, kcalGoal, onClose, onPlan }: Props) {
  const id = useId();
  const [chosenDays, setDays] = useState<string[]>([...days]);
  const [slots, setSlots] = useState<PlanSlot[]>(
    initial ? [...initial.slots] : ['breakfast', 'lunch', 'dinner'],
  );
  const [household, setHousehold] = useState(String(initial?.household ?? 2));
  const [diet, setDiet] = useState<DietTag[]>(initial ? [...initial.diet] : []);
  const [maxTime, setMaxTime] = useState<number | null>(initial?.maxWeekdayMinutes ?? 45);
  const [prefer, setPrefer] = useState<string[]>(initial ? [...initial.preferCuisines] : []);
  const [avoid, setAvoid] = useState<string[]>(initial ? [...initial.avoidCuisines] : []);
  const [leftovers, setLeftovers] = useState(initial?.leftovers ?? false);
  const [kcal, setKcal] = useState(
    initial?.kcalTarget != null
      ? String(initial.kcalTarget)
      : kcalGoal != null
        ? String(kcalGoal)
        : '',
  );
  const [error, setError] = useState<string | null>(null);

  const toggle = <T,>(list: T[], item: T, set: (next: T[]) => void) =>
    set(list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const size = Number(household);
    if (!/^\d+$/.test(household.trim()) || size < 1 || size > 100) {
      setError('Household size must be a whole number from 1 to 100');
      return;
    }
    const target = kcal.trim() === '' ? null : Number(kcal);
    if (target !== null && (!Number.isInteger(target) || target < 800 || target > 6000)) {
      setError('Daily calories must be a whole number from 800 to 6000, or empty');
      return;
    }
    if (chosenDays.length === 0 || slots.length === 0) {
      setError('Choose at least one day and one meal');
      return;
    }
    setError(null);
    onPlan({
      days: days.filter((d) => chosenDays.includes(d)),
      slots: PLAN_SLOTS.filter((s) => slots.includes(s)),
      household: size,
      diet,
      maxWeekdayMinutes: maxTime,
      preferCuisines: prefer,
      avoidCuisines: avoid.filter((c) => !prefer.includes(c)),
      leftovers,
      kcalTarget: target,
    });
  };

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-xl rounded-xl bg-white p-5 shadow-xl dark:bg-stone-900">
          <DialogTitle className="text-lg font-semibold text-stone-900 dark:text-stone-50">
            Plan my week
          </DialogTitle>
          <form className="mt-4 flex flex-col gap-3" onSubmit={submit} noValidate>
            <fieldset className={fieldset}>
              <legend className={legend}>Days</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {days.map((d) => (
                  <label key={d} className={check}>
                    <input
                      type="checkbox"
                      checked={chosenDays.includes(d)}
                      onChange={() => toggle(chosenDays, d, setDays)}
                    />
                    {shortDayLabel(d)}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className={fieldset}>
              <legend className={legend}>Meals</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {PLAN_SLOTS.map((s) => (
                  <label key={s} className={check}>
                    <input
                      type="checkbox"
                      checked={slots.includes(s)}
                      onChange={() => toggle(slots, s, setSlots)}
                    />
                    {SLOT_LABELS[s]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-3 sm:grid-cols-2">
              <label
                className="flex flex-col gap-1 text-sm font-medium text-stone-800 dark:text-stone-100"
                htmlFor={`${id}-household`}
              >
                Household size
                <input
                  id={`${id}-household`}
                  className={textInput}
                  inputMode="numeric"
                  value={household}
                  onChange={(e) => setHousehold(e.target.value)}
                />
              </label>
              <label
                className="flex flex-col gap-1 text-sm font-medium text-stone-800 dark:text-stone-100"
                htmlFor={`${id}-time`}
              >
                Maximum cooking time on weekdays
                <select
                  id={`${id}-time`}
                  className={textInput}
                  value={maxTime === null ? '' : String(maxTime)}
                  onChange={(e) =>
                    setMaxTime(e.target.value === '' ? null : Number(e.target.value))
                  }
                >
                  {TIME_OPTIONS.map((t) => (
                    <option key={String(t)} value={t === null ? '' : String(t)}>
                      {t === null ? 'No limit' : `${t} minutes`}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <fieldset className={fieldset}>
              <legend className={legend}>Diet</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {DIET_TAGS.map((t) => (
                  <label key={t} className={check}>
                    <input
                      type="checkbox"
                      checked={diet.includes(t)}
                      onChange={() => toggle(diet, t, setDiet)}
                    />
                    {DIET_LABELS[t]}
                  </label>
                ))}
              </div>
            </fieldset>
            <details className={fieldset}>
              <summary className="cursor-pointer text-sm font-semibold text-stone-800 dark:text-stone-100">
                Cuisines to prefer or avoid
              </summary>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {(
                  [
                    ['Prefer', prefer, setPrefer],
                    ['Avoid', avoid, setAvoid],
                  ] as const
                ).map(([name, list, set]) => (
                  <fieldset key={name}>
                    <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">
                      {name}
                    </legend>
                    <div className="mt-1 flex flex-col gap-1">
                      {PLAN_CUISINES.map((c) => (
                        <label key={c} className={check}>
                          <input
                            type="checkbox"
                            checked={list.includes(c)}
                            onChange={() => toggle([...list], c, set)}
                          />
                          {label(c)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ))}
              </div>
            </details>
            <label className={check}>
              <input
                type="checkbox"
                checked={leftovers}
                onChange={(e) => setLeftovers(e.target.checked)}
              />
              Cook once, eat twice (dinner leftovers for the next day&apos;s lunch)
            </label>
            <label
              className="flex flex-col gap-1 text-sm font-medium text-stone-800 dark:text-stone-100"
              htmlFor={`${id}-kcal`}
            >
              Daily calorie target (optional{kcalGoal != null ? ', from your nutrition goals' : ''})
              <input
                id={`${id}-kcal`}
                className={textInput}
                inputMode="numeric"
                value={kcal}
                onChange={(e) => setKcal(e.target.value)}
                placeholder="e.g. 2000"
              />
            </label>
            {error && (
              <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
                {error}
              </p>
            )}
            <div className="mt-2 flex justify-end gap-2">
              <button type="button" className={secondaryButton} onClick={onClose}>
                Cancel
              </button>
              <button type="submit" className={primaryButton}>
                Plan
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

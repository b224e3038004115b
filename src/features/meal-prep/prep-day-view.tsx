import { useId, useMemo, useState } from 'react';
import { Snowflake, Timer } from 'lucide-react';
import {
  clockAt,
  prepDay,
  shortDayLabel,
  SLOT_LABELS,
  type PlanEntry,
  type PlanRecipe,
} from '@domain';
import { textInput } from '@/components/button-styles';

interface Props {
  days: readonly string[];
  entries: readonly PlanEntry[];
  resolve: (entry: PlanEntry) => PlanRecipe | null;
}

const hours = (m: number) =>
  m >= 60 ? `${Math.floor(m / 60)} h ${m % 60 ? `${m % 60} min` : ''}`.trim() : `${m} min`;

/** The prep day: one batch-cooking session for the week, with storage and freezing advice. */
export default function PrepDayView({ days, entries, resolve }: Props) {
  const id = useId();
  const firstPlanned = days.find((d) => entries.some((e) => e.date === d)) ?? days[0] ?? '';
  const [prepDate, setPrepDate] = useState(firstPlanned);
  const [start, setStart] = useState('10:00');
  const [ovens, setOvens] = useState(1);
  const plan = useMemo(() => {
    try {
      return prepDay(entries, resolve, prepDate, { ovens, hobs: 4 });
    } catch (error) {
      console.warn('Could not schedule the prep day.', error);
      return null;
    }
  }, [entries, resolve, prepDate, ovens]);

  return (
    <section aria-labelledby="prep-title" data-testid="prep-day">
      <h2 id="prep-title" className="text-lg font-semibold">
        Prep day
      </h2>
      <div className="mt-2 flex flex-wrap gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${id}-day`}>
          Prep on
          <select
            id={`${id}-day`}
            className={textInput}
            value={prepDate}
            onChange={(e) => setPrepDate(e.target.value)}
          >
            {days.map((d) => (
              <option key={d} value={d}>
                {shortDayLabel(d)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${id}-start`}>
          Start at
          <input
            id={`${id}-start`}
            type="time"
            className={textInput}
            value={start}
            onChange={(e) => setStart(e.target.value || '10:00')}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${id}-ovens`}>
          Ovens
          <select
            id={`${id}-ovens`}
            className={textInput}
            value={ovens}
            onChange={(e) => setOvens(Number(e.target.value))}
          >
            <option value={1}>1</option>
            <option value={2}>2</option>
          </select>
        </label>
      </div>
      {!plan || plan.tasks.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-stone-300 p-6 text-center text-sm dark:border-stone-600">
          No recipes are planned from {shortDayLabel(prepDate)} on, so there is nothing to prep.
        </p>
      ) : (
        <>
          <p
            className="mt-4 inline-flex items-center gap-2 text-sm font-medium"
            data-testid="prep-totals"
          >
            <Timer aria-hidden="true" className="size-4" />
            Hands-on {hours(plan.handsOnMinutes)} · Elapsed {hours(plan.elapsedMinutes)} · Done by{' '}
            {clockAt(start, plan.elapsedMinutes)}
          </p>
          <ol className="mt-3 flex flex-col gap-1" aria-label="Schedule">
            {plan.tasks.map((t) => (
              <li
                key={t.id}
                className="flex gap-3 rounded-lg border border-stone-200 bg-white p-2 text-sm dark:border-stone-700 dark:bg-stone-900"
              >
                <span className="w-24 shrink-0 font-mono tabular-nums">
                  {clockAt(start, t.start)}–{clockAt(start, t.end)}
                </span>
                <span className="min-w-0">
                  {t.label}
                  <span className="block text-xs text-stone-600 dark:text-stone-400">
                    {t.minutes} min ·{' '}
                    {t.handsOn
                      ? 'hands-on'
                      : t.resource === 'oven'
                        ? 'in the oven'
                        : 'on the hob, unattended'}
                  </span>
                </span>
              </li>
            ))}
          </ol>
          <h3 className="mt-6 text-base font-semibold">Storing what you cook</h3>
          <ul className="mt-2 grid gap-2 md:grid-cols-2">
            {plan.dishes.map((dish) => (
              <li
                key={dish.recipeId}
                className="rounded-lg border border-stone-200 bg-white p-3 text-sm dark:border-stone-700 dark:bg-stone-900"
              >
                <p className="font-semibold">{dish.title}</p>
                <p className="text-stone-700 dark:text-stone-300">
                  {dish.storage.kind}: keeps {dish.storage.fridgeDays}{' '}
                  {dish.storage.fridgeDays === 1 ? 'day' : 'days'} in the fridge
                  {dish.storage.freezerMonths > 0
                    ? `, ${dish.storage.freezerMonths} months in the freezer`
                    : '; does not freeze well'}
                  . Eat by {shortDayLabel(dish.eatBy)}.
                </p>
                <ul className="mt-1">
                  {dish.portions.map((p) => (
                    <li key={p.entryId} className="text-xs">
                      {shortDayLabel(p.date)} {SLOT_LABELS[p.slot].toLowerCase()}
                      {p.freeze && (
                        <span className="ml-2 inline-flex items-center gap-1 font-semibold text-sky-800 dark:text-sky-300">
                          <Snowflake aria-hidden="true" className="size-3" />
                          Freeze this portion; thaw it in the fridge the day before.
                        </span>
                      )}
                      {p.cookFresh && (
                        <span className="ml-2 font-semibold text-amber-800 dark:text-amber-300">
                          Past its fridge life and it does not freeze well: make this one fresh on
                          the day.
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
                <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">
                  Source: {dish.storage.source}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

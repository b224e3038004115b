import { lazy, Suspense, useMemo, useState } from 'react';
import {
  FOOD_NUTRIENTS,
  nutrientDef,
  type DiaryEntry,
  type NutrientKey,
  type NutritionGoals,
} from '@domain';
import { Spinner } from '@/components/spinner';
import { textInput } from '@/components/button-styles';
import { fieldLabel } from './modal';
import { trendPoints, type TrendRange } from './trend-data';
import { NUTRITION_TEXTS as T } from './texts';

const TrendChart = lazy(() => import('./trend-chart'));

const rangeButton = (pressed: boolean) =>
  `rounded-lg px-3 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 ${
    pressed ? 'bg-teal-700 text-white' : 'text-stone-700 dark:text-stone-200'
  }`;

const shortDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T12:00:00Z`));

/** A week or month of one nutrient against its goal: a chart, and the same numbers as a table. */
export function TrendsPanel({
  entries,
  goals,
  end,
  nutrient,
  onNutrient,
}: {
  entries: readonly DiaryEntry[];
  goals: NutritionGoals;
  end: string;
  nutrient: NutrientKey;
  onNutrient: (key: NutrientKey) => void;
}) {
  const [range, setRange] = useState<TrendRange>('week');
  const def = nutrientDef(nutrient);
  const points = useMemo(
    () => trendPoints(entries, nutrient, end, range),
    [entries, nutrient, end, range],
  );
  const goal = goals[nutrient];
  const first = points[0]?.day ?? end;
  return (
    <section
      id="trends"
      aria-labelledby="trends-heading"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="trends-heading" className="text-lg font-semibold">
          {T.trendsTitle}
        </h2>
        <div
          className="flex gap-1 rounded-xl bg-stone-100 p-1 dark:bg-stone-800"
          role="group"
          aria-label={T.trendsTitle}
        >
          {(['week', 'month'] as const).map((r) => (
            <button
              key={r}
              type="button"
              className={rangeButton(range === r)}
              aria-pressed={range === r}
              onClick={() => setRange(r)}
            >
              {r === 'week' ? T.week : T.month}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-3 max-w-xs">
        <label className={fieldLabel} htmlFor="trend-nutrient">
          {T.trendNutrient}
        </label>
        <select
          id="trend-nutrient"
          className={`${textInput} mt-1`}
          value={nutrient}
          onChange={(e) => onNutrient(e.target.value as NutrientKey)}
        >
          {FOOD_NUTRIENTS.map((n) => (
            <option key={n.key} value={n.key}>
              {n.label}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-3 min-h-[220px]">
        <Suspense
          fallback={
            <p className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
              <Spinner /> {T.chartLoading}
            </p>
          }
        >
          <TrendChart points={points} goal={goal} unit={def.unit} />
        </Suspense>
      </div>
      <div className="sr-only">
        <table data-trend-table="">
          <caption>{T.trendTableCaption(def.label, first, end)}</caption>
          <thead>
            <tr>
              <th scope="col">{T.dayColumn}</th>
              <th scope="col">
                {T.totalColumn} ({def.unit})
              </th>
              <th scope="col">
                {T.goalColumn} ({def.unit})
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day}>
                <th scope="row">{dayLabel(p.day)}</th>
                <td>
                  {p.value === null
                    ? T.noData
                    : `${p.complete ? '' : 'at least '}${Math.round(p.value * 10) / 10}`}
                </td>
                <td>{goal === null ? T.noGoal : goal}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

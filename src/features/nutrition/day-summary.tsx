import {
  FOOD_NUTRIENTS,
  formatTotal,
  percentOfGoal,
  type DiaryEntry,
  type NutrientKey,
  type NutritionGoals,
  diaryTotals,
} from '@domain';
import { NUTRITION_TEXTS as T } from './texts';

const digitsFor = (unit: string, value: number) =>
  unit === 'kcal' || unit === 'mg' || value >= 100 ? 0 : 1;

function GoalBar({ label, percent }: { label: string; percent: number }) {
  const width = Math.min(100, percent);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.min(percent, 100)}
      aria-valuetext={T.percentOfGoal(percent)}
      className="mt-1 h-2 w-full overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700"
    >
      {/* One calm colour whether under or over the goal: the number says which. */}
      <div
        className="h-full rounded-full bg-teal-600 dark:bg-teal-400"
        style={{ width: `${width}%` }}
      />
    </div>
  );
}

function NutrientRow({
  nutrient,
  total,
  goal,
  onNutrient,
}: {
  nutrient: (typeof FOOD_NUTRIENTS)[number];
  total: ReturnType<typeof diaryTotals>[NutrientKey];
  goal: number | null;
  onNutrient: (key: NutrientKey) => void;
}) {
  const percent = percentOfGoal(total.value, goal);
  const digits = digitsFor(nutrient.unit, total.value);
  return (
    <li data-nutrient={nutrient.key} className="py-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <button
          type="button"
          className="rounded font-medium text-stone-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-stone-100"
          aria-label={`${nutrient.label}: ${T.showHistory}`}
          onClick={() => onNutrient(nutrient.key)}
        >
          {nutrient.label}
        </button>
        <span className="text-sm text-stone-700 dark:text-stone-300">
          <span data-total="">
            {formatTotal(total, digits)} {nutrient.unit}
          </span>
          {goal !== null && (
            <>
              {' / '}
              {goal.toLocaleString('en-US')} {nutrient.unit}
              {percent !== null && (
                <span className="ml-2 font-semibold" data-percent="">
                  {percent}%
                </span>
              )}
            </>
          )}
        </span>
      </div>
      {percent !== null && (
        <GoalBar label={`${nutrient.label}: ${T.percentOfGoal(percent)}`} percent={percent} />
      )}
      {!total.complete && (
        <p className="mt-1 text-xs text-stone-600 dark:text-stone-400" data-missing="">
          {T.atLeastNote(total.missingFrom.join(', '))}
        </p>
      )}
    </li>
  );
}

/** The day's totals per nutrient against the goals, saying "at least" where data is missing. */
export function DaySummary({
  entries,
  goals,
  onNutrient,
}: {
  entries: readonly DiaryEntry[];
  goals: NutritionGoals;
  onNutrient: (key: NutrientKey) => void;
}) {
  const totals = diaryTotals(entries);
  const macros = FOOD_NUTRIENTS.filter((n) => n.macro);
  const micros = FOOD_NUTRIENTS.filter((n) => !n.macro);
  return (
    <section
      aria-labelledby="totals-heading"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id="totals-heading" className="text-lg font-semibold">
        {T.totalsTitle}
      </h2>
      <ul className="mt-1 divide-y divide-stone-100 dark:divide-stone-800">
        {macros.map((n) => (
          <NutrientRow
            key={n.key}
            nutrient={n}
            total={totals[n.key]}
            goal={goals[n.key]}
            onNutrient={onNutrient}
          />
        ))}
      </ul>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-teal-800 dark:text-teal-300">
          {T.micronutrients}
        </summary>
        <ul className="mt-1 divide-y divide-stone-100 dark:divide-stone-800">
          {micros.map((n) => (
            <NutrientRow
              key={n.key}
              nutrient={n}
              total={totals[n.key]}
              goal={goals[n.key]}
              onNutrient={onNutrient}
            />
          ))}
        </ul>
      </details>
    </section>
  );
}

import type { NutritionView } from './recipe-view-types';
import { RECIPE_PIECE_TEXTS as T } from './recipe-texts';

const ROWS = [
  ['kcal', T.kcal, 'kcal'],
  ['protein', T.protein, 'g'],
  ['fat', T.fat, 'g'],
  ['carbs', T.carbs, 'g'],
  ['fibre', T.fibre, 'g'],
  ['sugar', T.sugar, 'g'],
  ['sodium', T.sodium, 'mg'],
] as const;

function shown(n: number, unit: string): string {
  return unit === 'g' ? n.toFixed(n < 10 ? 1 : 0) : String(Math.round(n));
}

/** Nutrition per serving: it does not change with the number of servings cooked. */
export function NutritionPanel({ nutrition, note }: { nutrition: NutritionView; note?: string }) {
  return (
    <section aria-labelledby="nutrition-heading" className="print:hidden">
      <h2 id="nutrition-heading" className="text-xl font-semibold">
        {T.nutrition}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {ROWS.map(([key, label, unit]) => {
          const value = nutrition[key];
          if (value === undefined) return null;
          return (
            <div
              key={key}
              className="rounded-lg border border-stone-200 bg-white p-2 dark:border-stone-700 dark:bg-stone-900"
            >
              <dt className="text-xs uppercase tracking-wide text-stone-600 dark:text-stone-400">
                {label}
              </dt>
              <dd className="text-lg font-semibold">
                {shown(value, unit)} <span className="text-sm font-normal">{unit}</span>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
        {note ? `${note} ${T.nutritionNote}` : T.nutritionNote}
      </p>
    </section>
  );
}

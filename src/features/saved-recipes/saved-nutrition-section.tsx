import { NutritionPanel } from '@/components/recipe/nutrition-panel';
import type { SavedNutrition } from '@domain';
import { SAVED_TEXTS as T } from './texts';

/** Nutrition "like the built-in recipes", saying whether it was given, estimated or is unavailable. */
export function SavedNutritionSection({ nutrition }: { nutrition: SavedNutrition }) {
  if (nutrition.kind === 'given')
    return <NutritionPanel nutrition={nutrition.view} note={T.nutritionGiven} />;
  if (nutrition.kind === 'estimate')
    return <NutritionPanel nutrition={nutrition.view} note={T.nutritionEstimate} />;
  return (
    <section aria-labelledby="saved-nutrition-heading" className="print:hidden">
      <h2 id="saved-nutrition-heading" className="text-xl font-semibold">
        {T.nutritionTitle}
      </h2>
      {nutrition.kind === 'listed' ? (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {nutrition.listed.map(([label, value]) => (
              <div
                key={label}
                className="rounded-lg border border-stone-200 bg-white p-2 dark:border-stone-700 dark:bg-stone-900"
              >
                <dt className="text-xs uppercase tracking-wide text-stone-600 dark:text-stone-400">
                  {label}
                </dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{T.nutritionListed}</p>
        </>
      ) : (
        <p className="mt-2 text-stone-600 dark:text-stone-400" data-testid="nutrition-unavailable">
          {T.nutritionUnavailable}
        </p>
      )}
    </section>
  );
}

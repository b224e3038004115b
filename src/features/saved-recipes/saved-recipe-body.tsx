import { NumberedSteps } from '@/components/recipe/recipe-layout';
import { groupRuns } from './grouped';
import type { SavedIngredient, SavedInstruction } from './saved-recipe';
import { scaleSavedLine } from './scale-saved-line';
import { SAVED_TEXTS as T } from './texts';

const groupHeading = 'mt-3 text-base font-semibold text-stone-800 dark:text-stone-200';

/** Ingredient lines, scaled by `factor`, under their group names when the recipe has groups. */
export function SavedIngredients({
  lines,
  factor,
}: {
  lines: readonly SavedIngredient[];
  factor: number;
}) {
  if (lines.length === 0)
    return <p className="text-stone-600 dark:text-stone-400">{T.noIngredients}</p>;
  return (
    <div data-testid="ingredient-lines">
      {groupRuns(lines).map((run, r) => (
        <div key={r}>
          {run.name && <h3 className={groupHeading}>{run.name}</h3>}
          <ul className="mt-2 space-y-2">
            {run.items.map(({ item, index }) => (
              <li key={index} className="flex gap-2 text-stone-800 dark:text-stone-200">
                <span
                  aria-hidden="true"
                  className="mt-2 size-1.5 shrink-0 rounded-full bg-green-700 dark:bg-green-400"
                />
                <span data-testid="ingredient-line">
                  {scaleSavedLine(item, factor)}
                  {item.optional && (
                    <span className="text-sm text-stone-500 dark:text-stone-400">
                      {' '}
                      ({T.optional})
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Numbered steps, numbered across groups, under their group names. */
export function SavedSteps({ steps }: { steps: readonly SavedInstruction[] }) {
  if (steps.length === 0) return <p className="text-stone-600 dark:text-stone-400">{T.noSteps}</p>;
  return (
    <div>
      {groupRuns(steps).map((run, r) => (
        <div key={r}>
          {run.name && <h3 className={groupHeading}>{run.name}</h3>}
          <NumberedSteps
            steps={run.items.map(({ item }) => item.text)}
            first={run.items[0]?.index ?? 0}
          />
        </div>
      ))}
    </div>
  );
}

import { useMemo } from 'react';
import { Link } from 'react-router';
import { Check, ShoppingBasket } from 'lucide-react';
import { coverageOf, isStaple, readKitchen, type IngredientKey, type RecipeLine } from '@domain';
import { stapleList, useAssumedStaples } from '@/lib/staples';
import { scaleIngredientText } from '@/components/recipe/scale-ingredient';
import { RECIPE_TEXTS as T } from './texts';

interface RecipeIngredientsProps {
  ingredients: readonly RecipeLine[];
  kitchen: readonly string[];
  /** Names the search reported missing (used for lines without a canonical key). */
  missingNames: readonly string[];
  factor: number;
}

type Mark = 'have' | 'assumed' | 'need' | null;

/** The ingredient lines, scaled, each marked as in the kitchen or not. */
export function RecipeIngredients({
  ingredients,
  kitchen,
  missingNames,
  factor,
}: RecipeIngredientsProps) {
  const covered = useMemo(() => coverageOf(readKitchen(kitchen).keys), [kitchen]);
  const staples = useAssumedStaples();
  const markOf = (line: RecipeLine): Mark => {
    if (line.key) {
      const key = line.key as IngredientKey;
      if (covered.has(key)) return 'have';
      return isStaple(key, staples) ? 'assumed' : 'need';
    }
    const text = line.text.toLowerCase();
    return missingNames.some((name) => text.includes(name)) ? 'need' : null;
  };
  const assumed = [
    ...new Set(
      ingredients
        .filter((line) => !line.optional && markOf(line) === 'assumed')
        .map((line) => line.key as IngredientKey),
    ),
  ];
  return (
    <>
      {assumed.length > 0 && (
        <p
          className="mb-3 text-sm text-stone-700 dark:text-stone-300"
          data-testid="assumed-staples"
        >
          {T.assumes(stapleList(assumed))}{' '}
          <Link
            to="/kitchen#staples"
            className="font-medium underline underline-offset-2 print:hidden"
          >
            {T.changeStaples}
          </Link>
        </p>
      )}
      <ul className="space-y-2" data-testid="ingredient-lines">
        {ingredients.map((line, i) => {
          const mark = markOf(line);
          return (
            <li key={`${line.key}-${i}`} className="flex items-start gap-2">
              {mark === 'assumed' && (
                <Check
                  role="img"
                  aria-label={T.assumedStaple}
                  className="mt-0.5 size-5 shrink-0 text-stone-500 print:hidden dark:text-stone-400"
                />
              )}
              {mark === 'have' && (
                <Check
                  role="img"
                  aria-label={T.have}
                  className="mt-0.5 size-5 shrink-0 text-green-700 print:hidden dark:text-green-400"
                />
              )}
              {mark === 'need' && (
                <ShoppingBasket
                  role="img"
                  aria-label={T.need}
                  className="mt-0.5 size-5 shrink-0 text-orange-700 print:hidden dark:text-orange-400"
                />
              )}
              {mark === null && <span className="size-5 shrink-0" aria-hidden="true" />}
              <span
                data-testid="ingredient-line"
                className={
                  mark === 'need'
                    ? 'text-stone-900 dark:text-stone-100'
                    : 'text-stone-800 dark:text-stone-200'
                }
              >
                {scaleIngredientText(line, factor)}
                {line.optional && (
                  <span className="text-sm text-stone-500 dark:text-stone-400">
                    {' '}
                    ({T.optional})
                  </span>
                )}
                {mark === 'assumed' && (
                  <span className="text-sm text-stone-600 dark:text-stone-400">
                    {' '}
                    ({T.assumedShort})
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

import { useMemo } from 'react';
import { Check, ShoppingBasket } from 'lucide-react';
import { DEFAULT_STAPLES, coverageOf, isStaple, readKitchen, type IngredientKey } from '@domain';
import type { RecipeIngredientView } from './recipe-data';
import { scaleIngredientText } from '@/components/recipe/scale-ingredient';
import { RECIPE_TEXTS as T } from './texts';

interface RecipeIngredientsProps {
  ingredients: readonly RecipeIngredientView[];
  kitchen: readonly string[];
  /** Names the search reported missing (used for lines without a canonical key). */
  missingNames: readonly string[];
  factor: number;
}

type Mark = 'have' | 'need' | null;

/** The ingredient lines, scaled, each marked as in the kitchen or not. */
export function RecipeIngredients({
  ingredients,
  kitchen,
  missingNames,
  factor,
}: RecipeIngredientsProps) {
  const covered = useMemo(() => coverageOf(readKitchen(kitchen).keys), [kitchen]);
  const markOf = (line: RecipeIngredientView): Mark => {
    if (line.key) {
      const key = line.key as IngredientKey;
      return covered.has(key) || isStaple(key, DEFAULT_STAPLES) ? 'have' : 'need';
    }
    const text = line.text.toLowerCase();
    return missingNames.some((name) => text.includes(name)) ? 'need' : null;
  };
  return (
    <ul className="space-y-2" data-testid="ingredient-lines">
      {ingredients.map((line, i) => {
        const mark = markOf(line);
        return (
          <li key={`${line.key}-${i}`} className="flex items-start gap-2">
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
                <span className="text-sm text-stone-500 dark:text-stone-400"> ({T.optional})</span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

import { useLocation } from 'react-router';
import { InfoPage } from './info-page';

function ingredientsFrom(state: unknown): string[] {
  if (typeof state !== 'object' || state === null || !('ingredients' in state)) return [];
  const { ingredients } = state as { ingredients: unknown };
  return Array.isArray(ingredients)
    ? ingredients.filter((item): item is string => typeof item === 'string')
    : [];
}

/** Until recipe matching lands (issue 5) this says so honestly and shows what was asked for. */
export default function RecipeResultsPage() {
  const ingredients = ingredientsFrom(useLocation().state);
  return (
    <InfoPage page="recipeResults">
      {ingredients.length > 0 && (
        <section aria-labelledby="asked-for" className="mt-6">
          <h2
            id="asked-for"
            className="text-sm font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400"
          >
            Your ingredients
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {ingredients.map((item) => (
              <li
                key={item}
                className="rounded-full bg-green-100 px-3 py-1 text-sm text-green-900 dark:bg-green-900 dark:text-green-100"
              >
                {item}
              </li>
            ))}
          </ul>
        </section>
      )}
    </InfoPage>
  );
}

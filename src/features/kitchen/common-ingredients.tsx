import { useMemo } from 'react';
import { Check } from 'lucide-react';
import { filterIngredients, INGREDIENT_CATEGORIES } from '@domain';
import { KITCHEN_TEXTS as T } from './texts';

interface CommonIngredientsProps {
  query: string;
  inKitchen: ReadonlySet<string>;
  onAdd: (item: string) => void;
}

/** The nine categories of the built-in catalogue; click a name to add it. */
export function CommonIngredients({ query, inKitchen, onAdd }: CommonIngredientsProps) {
  const groups = useMemo(
    () =>
      INGREDIENT_CATEGORIES.map((category) => ({
        ...category,
        names: filterIngredients(query, category.names),
      })).filter((category) => category.names.length > 0),
    [query],
  );

  if (groups.length === 0)
    return (
      <p className="py-6 text-center text-stone-600 dark:text-stone-400">{T.noIngredientsFound}</p>
    );

  return (
    <div className="max-h-[28rem] space-y-4 overflow-y-auto pr-1">
      {groups.map((category) => (
        <section
          key={category.id}
          aria-labelledby={`category-${category.id}`}
          className="[contain-intrinsic-size:auto_12rem] [content-visibility:auto]"
        >
          <h3
            id={`category-${category.id}`}
            className="mb-2 text-sm font-semibold text-stone-700 dark:text-stone-300"
          >
            {category.label}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {category.names.map((name) => {
              const present = inKitchen.has(name.toLocaleLowerCase('en'));
              return (
                <li key={name}>
                  <button
                    type="button"
                    className={`chip ${present ? 'chip-added' : 'chip-idle'}`}
                    title={present ? T.inKitchen : T.addItem(name)}
                    onClick={() => onAdd(name)}
                  >
                    {present && <Check aria-hidden="true" className="size-3.5" />}
                    {name}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

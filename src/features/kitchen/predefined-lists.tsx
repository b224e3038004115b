import { useMemo, useState } from 'react';
import { Check, ChevronDown, ChevronRight, ListPlus } from 'lucide-react';
import { filterIngredients, PREDEFINED_LISTS } from '@domain';
import { focusRing, secondaryButton } from '@/components/button-styles';
import { KITCHEN_TEXTS as T } from './texts';

interface PredefinedListsProps {
  query: string;
  inKitchen: ReadonlySet<string>;
  onAdd: (items: string | readonly string[]) => void;
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** The eight predefined lists; each expands to its items and can be added whole. */
export function PredefinedLists({ query, inKitchen, onAdd }: PredefinedListsProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const searching = query.trim() !== '';
  const lists = useMemo(
    () =>
      PREDEFINED_LISTS.map((list) => {
        const visible = searching ? new Set(filterIngredients(query, list.ingredients)) : null;
        return {
          ...list,
          shown: visible ? list.ingredients.filter((item) => visible.has(item)) : list.ingredients,
        };
      }).filter((list) => list.shown.length > 0),
    [query, searching],
  );

  if (lists.length === 0)
    return (
      <p className="py-6 text-center text-stone-600 dark:text-stone-400">{T.noIngredientsFound}</p>
    );

  const toggle = (name: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  return (
    <ul className="max-h-[28rem] space-y-2 overflow-y-auto pr-1">
      {lists.map((list) => {
        const open = searching || expanded.has(list.name);
        const panelId = `list-${slug(list.name)}`;
        return (
          <li key={list.name} className="rounded-lg border border-stone-200 dark:border-stone-700">
            <div className="flex items-center gap-2 p-2">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={open ? panelId : undefined}
                onClick={() => toggle(list.name)}
                className={`flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1 text-left font-medium text-stone-900 hover:bg-stone-100 dark:text-stone-100 dark:hover:bg-stone-800 ${focusRing}`}
              >
                {open ? (
                  <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
                ) : (
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
                )}
                <span className="truncate">{list.name}</span>
                <span className="shrink-0 text-xs font-normal text-stone-600 dark:text-stone-400">
                  {T.itemCount(list.ingredients.length)}
                </span>
              </button>
              <button
                type="button"
                className={secondaryButton}
                aria-label={T.addAllLabel(list.name)}
                onClick={() => onAdd(list.ingredients)}
              >
                <ListPlus aria-hidden="true" className="size-4" />
                <span aria-hidden="true">{T.addAll}</span>
              </button>
            </div>
            {open && (
              <ul
                id={panelId}
                aria-label={list.name}
                className="flex flex-wrap gap-2 border-t border-stone-200 p-3 dark:border-stone-700"
              >
                {list.shown.map((item) => {
                  const present = inKitchen.has(item.toLocaleLowerCase('en'));
                  return (
                    <li key={item}>
                      <button
                        type="button"
                        className={`chip ${present ? 'chip-added' : 'chip-idle'}`}
                        onClick={() => onAdd(item)}
                      >
                        {present && <Check aria-hidden="true" className="size-3.5" />}
                        {item}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

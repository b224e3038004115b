import { Plus } from 'lucide-react';
import { kitchenItemKey } from '@domain';
import { focusRing } from '@/components/button-styles';
import { KITCHEN_TEXTS as T } from './texts';

interface RecentIngredientsProps {
  recent: readonly string[];
  /** The kitchen: recent items already in it are not offered again. */
  inKitchen: readonly string[];
  onAdd: (item: string) => void;
}

/** Recently added ingredients not in the kitchen now, most recent first, for a one-click re-add. */
export function RecentIngredients({ recent: all, inKitchen, onAdd }: RecentIngredientsProps) {
  const have = new Set(inKitchen.map(kitchenItemKey));
  const recent = all.filter((item) => !have.has(kitchenItemKey(item)));
  return (
    <section
      aria-labelledby="recent-heading"
      data-tour="recent-ingredients"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="recent-heading" className="mb-3 text-lg font-semibold">
        {T.recentHeading}
      </h2>
      {recent.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {all.length === 0 ? T.recentEmpty : T.recentAllInKitchen}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {recent.map((item) => (
            <li key={item} className="max-w-full">
              <button
                type="button"
                onClick={() => onAdd(item)}
                className={`inline-flex max-w-full items-center gap-1 rounded-full border border-dashed border-stone-400 px-3 py-1 text-sm text-stone-800 hover:border-green-600 hover:bg-green-50 dark:border-stone-500 dark:text-stone-100 dark:hover:bg-stone-800 ${focusRing}`}
              >
                <Plus aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="truncate">{item}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

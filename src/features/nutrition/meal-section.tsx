import { Copy, Pencil, Plus, Trash2 } from 'lucide-react';
import { MEAL_LABELS, diaryTotals, formatTotal, type DiaryEntry, type MealSlot } from '@domain';
import { ghostButton, secondaryButton } from '@/components/button-styles';
import { NUTRITION_TEXTS as T } from './texts';

function kcalOf(entry: DiaryEntry): string {
  const kcal = entry.nutrients.kcal;
  if (kcal === null) return '? kcal';
  const shown = `${Math.round(kcal)} kcal`;
  return entry.incomplete.includes('kcal') ? `≥ ${shown}` : shown;
}

function EntryRow({
  entry,
  onEdit,
  onDelete,
}: {
  entry: DiaryEntry;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li data-entry={entry.name} className="flex items-center gap-2 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-stone-900 dark:text-stone-100" title={entry.name}>
          {entry.name}
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          <span data-amount="">{entry.amountLabel}</span> ·{' '}
          <span data-kcal="">{kcalOf(entry)}</span>
          {entry.nutrients.kcal === null && <span className="sr-only">{T.noEnergyValue}</span>}
        </p>
      </div>
      <button
        type="button"
        className={`${ghostButton} shrink-0 px-2`}
        aria-label={T.edit(entry.name)}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={`${ghostButton} shrink-0 px-2 text-red-700 dark:text-red-400`}
        aria-label={T.remove(entry.name)}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** One meal of the day: its entries, its energy, and ways to add to it or copy it. */
export function MealSection({
  meal,
  entries,
  onAdd,
  onEdit,
  onDelete,
  onCopy,
}: {
  meal: MealSlot;
  entries: readonly DiaryEntry[];
  onAdd: () => void;
  onEdit: (entry: DiaryEntry) => void;
  onDelete: (entry: DiaryEntry) => void;
  onCopy: () => void;
}) {
  const label = MEAL_LABELS[meal];
  const kcal = diaryTotals(entries).kcal;
  const headingId = `meal-${meal}`;
  return (
    <section
      aria-labelledby={headingId}
      data-meal={meal}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {label}
          {entries.length > 0 && (
            <span className="ml-2 text-sm font-normal text-stone-600 dark:text-stone-400">
              {formatTotal(kcal)} kcal
            </span>
          )}
        </h2>
        <div className="flex gap-1">
          {entries.length > 0 && (
            <button
              type="button"
              className={`${ghostButton} px-2`}
              aria-label={T.copyMeal(label)}
              onClick={onCopy}
            >
              <Copy aria-hidden="true" className="size-4" />
            </button>
          )}
          <button
            type="button"
            className={secondaryButton}
            onClick={onAdd}
            aria-label={T.addTo(label)}
          >
            <Plus aria-hidden="true" className="size-4" />
            <span>{T.add}</span>
          </button>
        </div>
      </div>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{T.emptyMeal}</p>
      ) : (
        <ul className="mt-1 divide-y divide-stone-100 dark:divide-stone-800">
          {entries.map((entry) => (
            <EntryRow
              key={entry.id}
              entry={entry}
              onEdit={() => onEdit(entry)}
              onDelete={() => onDelete(entry)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

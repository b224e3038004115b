import { useMemo } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { ClipboardCopy, Printer, Share2, ShoppingBasket } from 'lucide-react';
import {
  buildShoppingList,
  groupByAisle,
  shoppingListText,
  type IngredientKey,
  type PlanEntry,
  type PlanRecipe,
} from '@domain';
import { notify } from '@/components/notify';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { shoppingChecksAtom, shoppingStatusAtom } from './shopping-sync';

interface Props {
  monday: string;
  entries: readonly PlanEntry[];
  resolve: (entry: PlanEntry) => PlanRecipe | null;
  kitchenKeys: readonly IngredientKey[];
  addToKitchen: (names: readonly string[]) => boolean;
}

/** Printing the list prints the list alone (the same approach as the recipe page). */
const PRINT_CSS =
  '@media print { header, nav, [role=tablist], [data-sonner-toaster], [data-print-hide] { display: none !important; } body { background: #fff !important; color: #000 !important; } }';

/** The week's shopping list: by aisle, tick off, move bought items into the kitchen, copy, print, share. */
export default function ShoppingListView({
  monday,
  entries,
  resolve,
  kitchenKeys,
  addToKitchen,
}: Props) {
  const list = useMemo(
    () => buildShoppingList(entries, resolve, kitchenKeys),
    [entries, resolve, kitchenKeys],
  );
  const [checks, setChecks] = useAtom(shoppingChecksAtom);
  const status = useAtomValue(shoppingStatusAtom);
  const checked = useMemo(() => new Set(checks.weeks[monday] ?? []), [checks, monday]);
  const lineKeys = new Set(list.lines.map((l) => l.key as string));
  const checkedLines = list.lines.filter((l) => checked.has(l.key));

  const setWeek = (keys: readonly string[]) =>
    setChecks({ weeks: { ...checks.weeks, [monday]: [...keys] } });
  const toggle = (key: string) =>
    setWeek(checked.has(key) ? [...checked].filter((k) => k !== key) : [...checked, key]);

  const moveToKitchen = () => {
    if (checkedLines.length === 0) return;
    if (addToKitchen(checkedLines.map((l) => l.name)))
      setWeek(
        [...checked].filter((k) => !lineKeys.has(k) || !checkedLines.some((l) => l.key === k)),
      );
  };

  const text = () => shoppingListText(list.lines, checked);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      notify.success('Shopping list copied.');
    } catch {
      notify.error('Could not copy the list', {
        description: 'Your browser did not allow copying.',
      });
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ title: 'Shopping list', text: text() });
    } catch (error) {
      if ((error as { name?: string }).name !== 'AbortError')
        notify.error('Could not share the list');
    }
  };

  if (list.lines.length === 0) {
    return (
      <div
        className="rounded-xl border border-dashed border-stone-300 p-6 text-center dark:border-stone-600"
        data-testid="shopping-empty"
      >
        <ShoppingBasket aria-hidden="true" className="mx-auto size-8 text-stone-500" />
        <p className="mt-2 font-semibold">Nothing to buy.</p>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {entries.length === 0
            ? 'Plan some meals for this week and what they need appears here.'
            : 'Your kitchen already has everything the planned recipes need.'}
        </p>
      </div>
    );
  }

  return (
    <section aria-labelledby="shopping-title" data-testid="shopping-list">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <h2 id="shopping-title" className="mr-auto text-lg font-semibold">
          Shopping list{' '}
          <span className="text-sm font-normal text-stone-600 dark:text-stone-400">
            ({list.lines.length} items)
          </span>
        </h2>
        <button type="button" className={secondaryButton} onClick={() => void copy()}>
          <ClipboardCopy aria-hidden="true" className="size-4" />
          Copy as text
        </button>
        <button type="button" className={secondaryButton} onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </button>
        {canShare && (
          <button type="button" className={secondaryButton} onClick={() => void share()}>
            <Share2 aria-hidden="true" className="size-4" />
            Share
          </button>
        )}
      </div>
      {list.fromKitchen.length > 0 && (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          {list.fromKitchen.length}{' '}
          {list.fromKitchen.length === 1 ? 'ingredient comes' : 'ingredients come'} from your
          kitchen.
        </p>
      )}
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {groupByAisle(list.lines).map((group) => (
          <section key={group.aisle} aria-labelledby={`aisle-${group.aisle}`}>
            <h3
              id={`aisle-${group.aisle}`}
              className="text-sm font-semibold uppercase tracking-wide text-stone-700 dark:text-stone-300"
            >
              {group.label}
            </h3>
            <ul className="mt-1 flex flex-col gap-1">
              {group.lines.map((line) => (
                <li
                  key={line.key}
                  className="rounded-lg border border-stone-200 bg-white p-2 dark:border-stone-700 dark:bg-stone-900"
                >
                  <label className="flex cursor-pointer items-start gap-2">
                    <input
                      type="checkbox"
                      className="mt-1"
                      checked={checked.has(line.key)}
                      disabled={status !== 'ready'}
                      onChange={() => toggle(line.key)}
                    />
                    <span className="min-w-0">
                      <span
                        className={`font-medium ${checked.has(line.key) ? 'line-through' : ''}`}
                      >
                        {line.name}
                      </span>
                      {line.amountText && line.amountText !== 'to taste' && (
                        <span className="text-stone-700 dark:text-stone-300">
                          {' '}
                          — {line.amountText}
                        </span>
                      )}
                      <span className="block text-xs text-stone-600 dark:text-stone-400">
                        For {line.meals.map((m) => m.label).join('; ')}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="mt-4 print:hidden">
        <button
          type="button"
          className={primaryButton}
          onClick={moveToKitchen}
          disabled={checkedLines.length === 0}
        >
          Add checked items to my kitchen
        </button>
      </div>
    </section>
  );
}

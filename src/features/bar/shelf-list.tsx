import { useMemo, useState } from 'react';
import { Trash2, X } from 'lucide-react';
import { SHELF_TABS, shelfTabOf, type ShelfTab } from '@domain';
import { focusRing, ghostButton, secondaryButton } from '@/components/button-styles';
import { customSuggestions } from './shelf-actions';
import { bottleKey, nameOf } from './shelf-vocabulary';
import { BAR_TEXTS as T, TAB_LABELS } from './texts';

/** Chips shown per group before "Show all": a pasted list of thousands stays quick to draw. */
const GROUP_PREVIEW = 60;

type Group = { tab: ShelfTab | 'custom'; names: string[] };

function groupBottles(bottles: readonly string[]): Group[] {
  const byTab = new Map<ShelfTab | 'custom', string[]>();
  for (const name of bottles) {
    const key = bottleKey(name);
    const tab = key ? shelfTabOf(key) : 'custom';
    const list = byTab.get(tab) ?? [];
    list.push(name);
    byTab.set(tab, list);
  }
  return [...SHELF_TABS, 'custom' as const]
    .filter((tab) => byTab.has(tab))
    .map((tab) => ({ tab, names: byTab.get(tab) ?? [] }));
}

function BottleChip({ name, onRemove }: { name: string; onRemove: (name: string) => void }) {
  const key = bottleKey(name);
  const known = key ? nameOf(key) : null;
  const note =
    known === null
      ? T.customHint
      : known.toLowerCase() !== name.toLowerCase()
        ? T.countsAs(known)
        : null;
  return (
    <li
      className="inline-flex max-w-full items-center gap-1 rounded-full border border-stone-200 bg-white py-1 pl-3 pr-1 text-sm dark:border-stone-700 dark:bg-stone-800"
      data-testid="shelf-bottle"
      title={note ?? undefined}
    >
      <span className="truncate">{name}</span>
      {known === null && (
        <span className="rounded-full bg-amber-100 px-1.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-50">
          {T.customBadge}
        </span>
      )}
      {note && <span className="sr-only">({note})</span>}
      <button
        type="button"
        onClick={() => onRemove(name)}
        aria-label={T.remove(name)}
        className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-red-700 dark:text-stone-300 dark:hover:bg-stone-700 dark:hover:text-red-400 ${focusRing}`}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

function ShelfGroup({ group, onRemove }: { group: Group; onRemove: (name: string) => void }) {
  const [all, setAll] = useState(false);
  const shown = all ? group.names : group.names.slice(0, GROUP_PREVIEW);
  const label = group.tab === 'custom' ? T.customHeading : TAB_LABELS[group.tab];
  return (
    <div>
      <h3 className="text-sm font-semibold text-stone-700 dark:text-stone-300">
        {label} <span className="font-normal">({group.names.length})</span>
      </h3>
      <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={label}>
        {shown.map((name) => (
          <BottleChip key={name} name={name} onRemove={onRemove} />
        ))}
      </ul>
      {group.names.length > GROUP_PREVIEW && (
        <button type="button" className={`${ghostButton} mt-1`} onClick={() => setAll(!all)}>
          {all ? T.showFewer : T.showAll(group.names.length)}
        </button>
      )}
    </div>
  );
}

/** Custom bottles with a close known name: "campary: did you mean Campari?" */
function CustomNotice({
  bottles,
  onReplace,
}: {
  bottles: readonly string[];
  onReplace: (from: string, to: string) => void;
}) {
  const notes = useMemo(
    () =>
      customSuggestions(bottles).filter(
        (n): n is { name: string; suggestion: string } => n.suggestion !== null,
      ),
    [bottles],
  );
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const open = notes.filter((n) => !dismissed.has(n.name));
  if (open.length === 0) return null;
  return (
    <ul
      className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
      aria-label={T.customHeading}
      data-testid="shelf-did-you-mean"
    >
      {open.map(({ name, suggestion }) => (
        <li key={name} className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 flex-1">{T.didYouMean(name, suggestion)}</span>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => onReplace(name, suggestion)}
          >
            {T.pickSuggestion(suggestion)}
          </button>
          <button
            type="button"
            className={ghostButton}
            onClick={() => setDismissed(new Set([...dismissed, name]))}
          >
            {T.keepCustom}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The shelf, grouped by tab (custom bottles last), with remove, clear and "did you mean". */
export function ShelfList({
  bottles,
  onRemove,
  onClear,
  onReplace,
}: {
  bottles: readonly string[];
  onRemove: (name: string) => void;
  onClear: () => void;
  onReplace: (from: string, to: string) => void;
}) {
  const groups = useMemo(() => groupBottles(bottles), [bottles]);
  return (
    <section
      aria-labelledby="shelf-heading"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="shelf-heading" className="text-lg font-semibold">
          {T.yourShelf}{' '}
          <span
            className="text-base font-normal text-stone-600 dark:text-stone-400"
            data-testid="shelf-count"
          >
            ({T.shelfCount(bottles.length)})
          </span>
        </h2>
        {bottles.length > 0 && (
          <button
            type="button"
            className={`${ghostButton} text-red-700 dark:text-red-400`}
            onClick={onClear}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {T.clearShelf}
          </button>
        )}
      </div>
      {bottles.length === 0 ? (
        <div
          className="rounded-lg border border-dashed border-stone-300 p-4 text-center dark:border-stone-700"
          data-testid="shelf-empty"
        >
          <p className="font-semibold">{T.emptyTitle}</p>
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{T.emptyText}</p>
        </div>
      ) : (
        <>
          <CustomNotice bottles={bottles} onReplace={onReplace} />
          {groups.map((group) => (
            <ShelfGroup key={group.tab} group={group} onRemove={onRemove} />
          ))}
        </>
      )}
    </section>
  );
}

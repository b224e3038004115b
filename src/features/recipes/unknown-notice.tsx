import { HelpCircle } from 'lucide-react';
import { secondaryButton } from '@/components/button-styles';
import type { UnknownNote } from './recipe-session';
import { RECIPE_TEXTS as T } from './texts';

interface UnknownNoticeProps {
  notes: readonly UnknownNote[];
  /** The kitchen's items: fixes are offered only for items still in it. */
  kitchen?: readonly string[];
  /** Replaces an item with the suggestion, or removes it (replacement null). */
  onFix?: ((item: string, replacement: string | null) => void) | undefined;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The kitchen items the search could not place, each with the closest known ingredient; with
 * `onFix`, a button to use that ingredient instead and one to remove the item.
 */
export function UnknownNotice({ notes, kitchen = [], onFix }: UnknownNoticeProps) {
  if (notes.length === 0) return null;
  const fixable = onFix ? notes.filter((n) => kitchen.some((k) => same(k, n.item))) : [];
  return (
    <div
      role="note"
      aria-label={T.unknownTitle}
      data-testid="unknown-notice"
      className="mt-4 flex items-start gap-3 rounded-xl border border-stone-300 bg-white p-3 text-sm text-stone-800 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200"
    >
      <HelpCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-500" />
      <div className="min-w-0 flex-1">
        <p className="break-words">
          <strong className="font-semibold">{T.unknownTitle}: </strong>
          {notes.map((n) => T.unknownItem(n.item, n.suggestion)).join(', ')}
        </p>
        {onFix && fixable.length > 0 && (
          <ul className="mt-2 flex flex-col gap-2">
            {fixable.map((n) => {
              const typed = kitchen.find((k) => same(k, n.item)) ?? n.item;
              return (
                <li key={n.item} className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 font-medium break-words">{n.item}</span>
                  {n.suggestion && (
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-label={T.fixUseLabel(n.item, n.suggestion)}
                      onClick={() => onFix(typed, n.suggestion)}
                    >
                      {T.fixUse(n.suggestion)}
                    </button>
                  )}
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={T.fixRemoveLabel(n.item)}
                    onClick={() => onFix(typed, null)}
                  >
                    {T.fixRemove}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

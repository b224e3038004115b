import { HelpCircle } from 'lucide-react';
import type { UnknownNote } from './recipe-session';
import { RECIPE_TEXTS as T } from './texts';

/** The kitchen items the search could not place, each with the closest known ingredient. */
export function UnknownNotice({ notes }: { notes: readonly UnknownNote[] }) {
  if (notes.length === 0) return null;
  return (
    <div
      role="note"
      aria-label={T.unknownTitle}
      data-testid="unknown-notice"
      className="mt-4 flex items-start gap-3 rounded-xl border border-stone-300 bg-white p-3 text-sm text-stone-800 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200"
    >
      <HelpCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-500" />
      <p className="min-w-0 break-words">
        <strong className="font-semibold">{T.unknownTitle}: </strong>
        {notes.map((n) => T.unknownItem(n.item, n.suggestion)).join(', ')}
      </p>
    </div>
  );
}

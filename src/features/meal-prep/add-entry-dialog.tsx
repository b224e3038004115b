import { useId, useMemo, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { DRINK_LIBRARY, plannableLibrary, validateNote, type PlanEntryKind } from '@domain';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { MEAL_PREP_TEXTS as T } from './texts';

export interface NewEntry {
  kind: PlanEntryKind;
  ref: string | null;
  title: string;
}

interface Props {
  where: string;
  onClose: () => void;
  onAdd: (entry: NewEntry) => void;
}

const MAX_RESULTS = 8;

/** Adds a built-in recipe, a drink or a note ("Leftovers", "Eating out", or the user's own words). */
export function AddEntryDialog({ where, onClose, onAdd }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const results = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (q.length < 2) return [];
    const recipes = plannableLibrary()
      .filter((r) => r.title.toLowerCase().includes(q))
      .slice(0, MAX_RESULTS)
      .map((r): NewEntry => ({ kind: 'recipe', ref: r.id, title: r.title }));
    const drinks = DRINK_LIBRARY.filter((d) => d.title.toLowerCase().includes(q))
      .slice(0, 3)
      .map((d): NewEntry => ({ kind: 'drink', ref: d.slug, title: d.title }));
    return [...recipes, ...drinks];
  }, [query]);

  const addNote = (text: string) => {
    const check = validateNote(text);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    onAdd({ kind: 'note', ref: null, title: check.value });
  };

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-5 shadow-xl dark:bg-stone-900">
          <DialogTitle className="text-lg font-semibold text-stone-900 dark:text-stone-50">
            Add to {where}
          </DialogTitle>
          <label className="mt-4 flex flex-col gap-1 text-sm font-medium" htmlFor={`${id}-q`}>
            Recipe, drink or note
            <input
              id={`${id}-q`}
              className={textInput}
              value={query}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-e` : undefined}
              onChange={(e) => {
                setQuery(e.target.value);
                setError(null);
              }}
            />
          </label>
          {error && (
            <p
              id={`${id}-e`}
              role="alert"
              className="mt-1 text-sm font-medium text-red-700 dark:text-red-400"
            >
              {error}
            </p>
          )}
          {results.length > 0 && (
            <ul className="mt-2 flex flex-col gap-1" aria-label="Matching recipes and drinks">
              {results.map((r) => (
                <li key={`${r.kind}:${r.ref}`}>
                  <button
                    type="button"
                    className={`${secondaryButton} w-full justify-start`}
                    onClick={() => onAdd(r)}
                  >
                    {r.title}
                    {r.kind === 'drink' && (
                      <span className="text-xs text-stone-600 dark:text-stone-400">(drink)</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" className={secondaryButton} onClick={() => addNote(T.leftovers)}>
              {T.leftovers}
            </button>
            <button type="button" className={secondaryButton} onClick={() => addNote(T.eatingOut)}>
              {T.eatingOut}
            </button>
            <button type="button" className={secondaryButton} onClick={() => addNote(query)}>
              Add as a note
            </button>
          </div>
          <div className="mt-4 flex justify-end">
            <button type="button" className={primaryButton} onClick={onClose}>
              Done
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

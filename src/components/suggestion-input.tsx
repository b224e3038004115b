import {
  useId,
  useMemo,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Plus } from 'lucide-react';
import { rankSuggestions } from '@domain';
import { primaryButton, textInput } from './button-styles';

/** The segment being typed: what follows the last comma or line break. */
export function currentSegment(input: string): { head: string; segment: string } {
  const cut = Math.max(input.lastIndexOf(','), input.lastIndexOf('\n'));
  return { head: cut === -1 ? '' : input.slice(0, cut + 1), segment: input.slice(cut + 1) };
}

/** Up to 5 of `candidates` for the segment being typed, ranked exact > prefix > shorter. */
export function suggestionsAmong(input: string, candidates: readonly string[]): string[] {
  const { segment } = currentSegment(input);
  if (segment.trim().length === 0 || segment.length > 100) return [];
  return rankSuggestions(segment, candidates);
}

/** `input` with the segment being typed replaced by `suggestion`. */
export function withSuggestion(input: string, suggestion: string): string {
  const { head } = currentSegment(input);
  return head === '' ? suggestion : `${head} ${suggestion}`;
}

export interface SuggestionInputTexts {
  /** The form's and the input's accessible name. */
  inputLabel: string;
  inputPlaceholder: string;
  /** The suggestion list's accessible name. */
  suggestionsLabel: string;
  addButton: string;
}

/** The suggestions for what is typed (see `suggestionsAmong`). */
export type Suggester = (input: string) => string[];

interface SuggestionInputProps {
  /** Adds what was typed (a comma- or line-separated list); false keeps it in the box. */
  onAdd: (raw: string) => boolean;
  /**
   * The suggester, or a loader for it: a loader runs when the box is first focused or typed in, so
   * a long candidate list stays out of the page's first load (the kitchen's).
   */
  suggest: Suggester | { load: () => Promise<Suggester> };
  texts: SuggestionInputTexts;
  /** The form's classes (its layout in the page). */
  className: string;
}

/**
 * A box to add a list of names (ingredients, bottles): an ARIA combobox with up to 5 suggestions
 * for the name being typed (arrow keys move, Enter picks or adds, Escape closes, a click picks),
 * and the Add button. A pasted list keeps its lines as separators.
 */
export function SuggestionInput({ onAdd, suggest, texts: T, className }: SuggestionInputProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loaded, setLoaded] = useState<Suggester | null>(null);
  const suggester = typeof suggest === 'function' ? suggest : loaded;
  const load = () => {
    if (suggester || typeof suggest === 'function') return;
    void suggest.load().then((fn) => setLoaded(() => fn));
  };
  const suggestions = useMemo(() => (suggester ? suggester(value) : []), [suggester, value]);
  const expanded = open && suggestions.length > 0;

  const submit = (raw: string) => {
    setOpen(false);
    setActive(-1);
    setValue(onAdd(raw) ? '' : raw);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (expanded ? (index + 1) % suggestions.length : 0));
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) =>
        expanded ? (index <= 0 ? suggestions.length - 1 : index - 1) : suggestions.length - 1,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const picked = suggestions[active];
      if (picked) submit(withSuggestion(value, picked));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  /** Keep line breaks of a pasted list as separators (an <input> would drop them). */
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[\r\n]/.test(text)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const joined = text.split(/\r\n|\r|\n/).join(', ');
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    setValue(value.slice(0, start) + joined + value.slice(end));
    setOpen(true);
  };

  return (
    <form onSubmit={onSubmit} className={className} role="search" aria-label={T.inputLabel}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {T.inputLabel}
      </label>
      <div className="relative min-w-0 flex-1">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          value={value}
          placeholder={T.inputPlaceholder}
          className={textInput}
          onChange={(event) => {
            load();
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => setOpen(false)}
          onFocus={() => {
            load();
            setOpen(true);
          }}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={T.suggestionsLabel}
          hidden={!expanded}
          className="absolute left-0 right-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-stone-200 bg-white py-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`cursor-pointer px-3 py-2 text-sm ${
                index === active
                  ? 'bg-green-100 text-green-950 dark:bg-green-900 dark:text-green-50'
                  : 'text-stone-800 dark:text-stone-100'
              }`}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => submit(withSuggestion(value, suggestion))}
            >
              {suggestion}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className={primaryButton}>
        <Plus aria-hidden="true" className="size-4" />
        {T.addButton}
      </button>
    </form>
  );
}

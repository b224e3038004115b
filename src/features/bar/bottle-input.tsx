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
import { primaryButton, textInput } from '@/components/button-styles';
import { suggestionNames } from './shelf-vocabulary';
import { BAR_TEXTS as T } from './texts';

/** The segment being typed: what follows the last comma or line break. */
function currentSegment(input: string): { head: string; segment: string } {
  const cut = Math.max(input.lastIndexOf(','), input.lastIndexOf('\n'));
  return { head: cut === -1 ? '' : input.slice(0, cut + 1), segment: input.slice(cut + 1) };
}

function suggestionsFor(input: string): string[] {
  const { segment } = currentSegment(input);
  if (segment.trim().length === 0 || segment.length > 100) return [];
  return rankSuggestions(segment, suggestionNames());
}

function withSuggestion(input: string, suggestion: string): string {
  const { head } = currentSegment(input);
  return head === '' ? suggestion : `${head} ${suggestion}`;
}

/**
 * The bottle box: an ARIA combobox with up to 5 suggestions from the bar vocabulary (arrow keys
 * move, Enter picks or adds, Escape closes) and the Add button. A pasted list keeps its lines.
 */
export function BottleInput({ onAdd }: { onAdd: (raw: string) => boolean }) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => suggestionsFor(value), [value]);
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

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[\r\n]/.test(text)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const joined = text.split(/\r\n|\r|\n/).join(', ');
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    setValue(value.slice(0, start) + joined + value.slice(end));
  };

  return (
    <form
      onSubmit={onSubmit}
      className="flex min-w-0 gap-2"
      role="search"
      aria-label={T.inputLabel}
    >
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
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
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

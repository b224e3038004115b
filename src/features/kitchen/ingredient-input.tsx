import {
  useId,
  useMemo,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Link } from 'react-router';
import { Apple, Heart, Plus } from 'lucide-react';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { withSuggestion } from './segments';
import type { suggestionsFor } from './suggestions';
import { KITCHEN_TEXTS as T } from './texts';

interface IngredientInputProps {
  onAdd: (raw: string) => boolean;
}

/**
 * The ingredient box: an ARIA combobox with up to 5 suggestions
 * (arrow keys move, Enter picks or adds, Escape closes), the Add button,
 * and the Favorites and Nutrition shortcuts.
 */
export function IngredientInput({ onAdd }: IngredientInputProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The candidates and their ranking load when the box is first focused or typed in, not with
  // the kitchen's first render.
  const [suggest, setSuggest] = useState<typeof suggestionsFor | null>(null);
  const loadSuggestions = () => {
    if (suggest) return;
    void import('./suggestions').then((m) => setSuggest(() => m.suggestionsFor));
  };
  const suggestions = useMemo(() => (suggest ? suggest(value) : []), [suggest, value]);
  const expanded = open && suggestions.length > 0;

  const submit = (raw: string) => {
    setOpen(false);
    setActive(-1);
    if (onAdd(raw)) setValue('');
    else setValue(raw);
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
    <div className="grid grid-cols-2 gap-2 sm:flex sm:items-start" data-tour="add-ingredient">
      <Link to="/favorites" className={secondaryButton}>
        <Heart aria-hidden="true" className="size-4" />
        {T.favorites}
      </Link>
      <form
        onSubmit={onSubmit}
        className="relative col-span-2 -order-1 flex min-w-0 flex-1 gap-2 sm:order-none"
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
              loadSuggestions();
              setValue(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onBlur={() => setOpen(false)}
            onFocus={() => {
              loadSuggestions();
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
      <Link to="/nutrition" className={secondaryButton}>
        <Apple aria-hidden="true" className="size-4" />
        {T.nutrition}
      </Link>
    </div>
  );
}

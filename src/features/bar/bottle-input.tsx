import { SuggestionInput, suggestionsAmong } from '@/components/suggestion-input';
import { suggestionNames } from './shelf-vocabulary';
import { BAR_TEXTS as T } from './texts';

/** Up to 5 names of the bar vocabulary for the bottle being typed. */
function suggestionsFor(input: string): string[] {
  return suggestionsAmong(input, suggestionNames());
}

/**
 * The bottle box: an ARIA combobox with up to 5 suggestions from the bar vocabulary (arrow keys
 * move, Enter picks or adds, Escape closes) and the Add button. A pasted list keeps its lines.
 */
export function BottleInput({ onAdd }: { onAdd: (raw: string) => boolean }) {
  return (
    <SuggestionInput
      onAdd={onAdd}
      suggest={suggestionsFor}
      texts={T}
      className="flex min-w-0 gap-2"
    />
  );
}

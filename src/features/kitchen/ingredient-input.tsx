import { Link } from 'react-router';
import { Apple, Heart } from 'lucide-react';
import { secondaryButton } from '@/components/button-styles';
import { SuggestionInput } from '@/components/suggestion-input';
import { KITCHEN_TEXTS as T } from './texts';

/** The candidate list and its ranking load when the box is first used, not with the kitchen. */
const KITCHEN_SUGGESTIONS = { load: () => import('./suggestions').then((m) => m.suggestionsFor) };

interface IngredientInputProps {
  onAdd: (raw: string) => boolean;
}

/**
 * The ingredient box: an ARIA combobox with up to 5 suggestions
 * (arrow keys move, Enter picks or adds, Escape closes), the Add button,
 * and the Favorites and Nutrition shortcuts.
 */
export function IngredientInput({ onAdd }: IngredientInputProps) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:items-start" data-tour="add-ingredient">
      <Link to="/favorites" className={secondaryButton}>
        <Heart aria-hidden="true" className="size-4" />
        {T.favorites}
      </Link>
      <SuggestionInput
        onAdd={onAdd}
        suggest={KITCHEN_SUGGESTIONS}
        texts={T}
        className="relative col-span-2 -order-1 flex min-w-0 flex-1 gap-2 sm:order-none"
      />
      <Link to="/nutrition" className={secondaryButton}>
        <Apple aria-hidden="true" className="size-4" />
        {T.nutrition}
      </Link>
    </div>
  );
}

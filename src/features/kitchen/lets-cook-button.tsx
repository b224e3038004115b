import { useNavigate } from 'react-router';
import { ChefHat, LoaderCircle } from 'lucide-react';
import { focusRing } from '@/components/button-styles';
import { KITCHEN_TEXTS as T } from './texts';

interface LetsCookButtonProps {
  ingredients: readonly string[];
  /** The recipe search (composed in by the app); without it the button opens the results page. */
  onCook?: (ingredients: readonly string[]) => void;
  /** True while a search runs: the button shows "Cooking!" with a spinner and is disabled. */
  cooking?: boolean;
  /** Shown even with no ingredient, disabled (spec §4: disabled with no ingredients). */
  showEmpty?: boolean;
}

/** The floating "Let's Cook!" button (shown once the kitchen has an ingredient). */
export function LetsCookButton({
  ingredients,
  onCook,
  cooking = false,
  showEmpty = false,
}: LetsCookButtonProps) {
  const navigate = useNavigate();
  const empty = ingredients.length === 0;
  if (empty && !showEmpty) return null;
  // Disabled while cooking and with no ingredient, so a click always has something to search.
  const onClick = () => {
    if (onCook) onCook(ingredients);
    else navigate('/recipe-results', { state: { ingredients: [...ingredients] } });
  };
  const Icon = cooking ? LoaderCircle : ChefHat;
  return (
    <button
      type="button"
      data-tour="lets-cook"
      onClick={onClick}
      disabled={cooking || empty}
      aria-busy={cooking || undefined}
      className={`fixed bottom-6 right-4 z-20 inline-flex items-center gap-2 rounded-full bg-orange-700 px-6 py-3 text-base font-bold text-white shadow-xl hover:bg-orange-800 disabled:cursor-not-allowed disabled:bg-stone-500 disabled:opacity-90 aria-busy:cursor-wait aria-busy:bg-orange-700 sm:right-8 dark:bg-orange-700 dark:hover:bg-orange-800 ${focusRing}`}
    >
      <Icon aria-hidden="true" className={`size-5 ${cooking ? 'animate-spin' : ''}`} />
      {cooking ? T.cooking : T.letsCook}
    </button>
  );
}

import { useNavigate } from 'react-router';
import { ChefHat } from 'lucide-react';
import { focusRing } from '@/components/button-styles';
import { notify, TOAST_DURATION } from '@/components/notify';
import { KITCHEN_TEXTS as T } from './texts';

/**
 * The floating "Let's Cook!" button (shown once the kitchen has an ingredient).
 * Until recipe matching lands it opens the results page with the ingredients.
 */
export function LetsCookButton({ ingredients }: { ingredients: readonly string[] }) {
  const navigate = useNavigate();
  if (ingredients.length === 0) return null;
  const onClick = () => {
    if (ingredients.length === 0) {
      notify.error(T.addSomeFirst, { duration: TOAST_DURATION.other });
      return;
    }
    navigate('/recipe-results', { state: { ingredients: [...ingredients] } });
  };
  return (
    <button
      type="button"
      data-tour="lets-cook"
      onClick={onClick}
      className={`fixed bottom-6 right-4 z-20 inline-flex items-center gap-2 rounded-full bg-orange-700 px-6 py-3 text-base font-bold text-white shadow-xl hover:bg-orange-800 sm:right-8 dark:bg-orange-700 dark:hover:bg-orange-800 ${focusRing}`}
    >
      <ChefHat aria-hidden="true" className="size-5" />
      {T.letsCook}
    </button>
  );
}

import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Heart } from 'lucide-react';
import { focusRing } from '@/components/button-styles';
import type { FavoriteToggleProps } from '@/components/favorite-slot';
import { notify, TOAST_DURATION } from '@/components/notify';
import { FAVORITES_TEXTS as T } from './texts';
import { favoritesStore, useFavoriteState } from './use-favorites';

export interface FavoriteToggleButtonProps extends FavoriteToggleProps {
  /** The signed-in user: undefined while auth loads, null for a guest. */
  userId: string | null | undefined;
}

/** The heart on recipe cards and pages: adds or removes the recipe from the user's favourites. */
export default function FavoriteToggle({
  target,
  title,
  className = '',
  userId,
}: FavoriteToggleButtonProps) {
  const navigate = useNavigate();
  const { on, busy } = useFavoriteState(userId, target);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The heart sits on cards whose link covers the whole card: the click is the heart's alone.
    event.preventDefault();
    event.stopPropagation();
    if (userId === null) {
      notify.info(T.signInTitle, {
        description: T.signInText,
        action: { label: T.signIn, onClick: () => void navigate('/auth') },
      });
      return;
    }
    if (userId === undefined || busy) return;
    const short = { description: title, duration: TOAST_DURATION.kitchen };
    if (on) {
      favoritesStore.remove(target).then(
        (removed) => removed && notify.success(T.removed, short),
        () => notify.error(T.removeFailed, { description: T.tryAgain }),
      );
    } else {
      favoritesStore.add(target, title).then(
        () => notify.success(T.added, short),
        () => notify.error(T.addFailed, { description: T.tryAgain }),
      );
    }
  };

  return (
    <button
      type="button"
      aria-pressed={on}
      aria-busy={busy || undefined}
      aria-label={on ? T.remove(title) : T.add(title)}
      onClick={onClick}
      data-testid="favorite-toggle"
      className={`relative z-10 inline-flex size-10 shrink-0 items-center justify-center rounded-full border transition print:hidden ${
        on
          ? 'border-rose-200 bg-rose-50 text-rose-600 hover:bg-rose-100 dark:border-rose-900 dark:bg-rose-950 dark:text-rose-400 dark:hover:bg-rose-900'
          : 'border-stone-200 bg-white text-stone-600 hover:bg-stone-100 hover:text-rose-600 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-rose-400'
      } ${busy ? 'opacity-70' : ''} ${focusRing} ${className}`}
    >
      <Heart aria-hidden="true" className={`size-5 ${on ? 'fill-current' : ''}`} />
    </button>
  );
}

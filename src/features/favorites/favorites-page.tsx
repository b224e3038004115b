import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, BookmarkCheck, ChefHat, Heart, RotateCw, Trash2, Wine } from 'lucide-react';
import { ghostButton, primaryButton, secondaryButton } from '@/components/button-styles';
import { notify } from '@/components/notify';
import { Spinner } from '@/components/spinner';
import { favoritePath, type FavoriteEntry } from './favorites-api';
import { FAVORITES_TEXTS as T } from './texts';
import { favoritesStore, useFavorites } from './use-favorites';

/** Router state the recipe pages read to offer "Back to favorites" instead of their usual way back. */
const FROM_FAVORITES = { backTo: 'favorites' } as const;

/** Long enough to reach the Undo button from the keyboard. */
const UNDO_MS = 6000;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function addedOn(createdAt: string): string | null {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : T.addedOn(dateFormat.format(date));
}

function undoRemoval(entry: FavoriteEntry): void {
  favoritesStore
    .add(entry.target, entry.title, entry.createdAt)
    .catch(() => notify.error(T.addFailed, { description: T.tryAgain }));
}

function FavoriteRow({ entry, onRemove }: { entry: FavoriteEntry; onRemove: () => void }) {
  const Icon =
    entry.target.kind === 'recipe' ? ChefHat : entry.target.kind === 'drink' ? Wine : BookmarkCheck;
  const date = addedOn(entry.createdAt);
  return (
    <li className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4 dark:border-stone-700 dark:bg-stone-900">
      <Heart
        aria-hidden="true"
        className="size-5 shrink-0 fill-current text-rose-600 dark:text-rose-400"
      />
      <div className="min-w-0 flex-1">
        <Link
          to={favoritePath(entry)}
          state={FROM_FAVORITES}
          className="block truncate rounded font-semibold text-stone-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-green-600 dark:text-stone-50 dark:focus-visible:ring-green-400"
        >
          {entry.title}
        </Link>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-stone-600 dark:text-stone-400">
          <span className="inline-flex items-center gap-1">
            <Icon aria-hidden="true" className="size-4" />
            {entry.target.kind === 'recipe'
              ? T.builtIn
              : entry.target.kind === 'drink'
                ? T.drink
                : T.saved}
          </span>
          {date && <span>{date}</span>}
        </p>
      </div>
      <button
        type="button"
        data-remove=""
        className={`${ghostButton} shrink-0 text-red-700 dark:text-red-400`}
        aria-label={T.remove(entry.title)}
        disabled={entry.id === null}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{T.removeShort}</span>
      </button>
    </li>
  );
}

function EmptyFavorites() {
  return (
    <section
      className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center dark:border-stone-700 dark:bg-stone-900"
      data-testid="favorites-empty"
    >
      <Heart aria-hidden="true" className="mx-auto size-8 text-rose-500 dark:text-rose-400" />
      <h2 className="mt-2 text-lg font-semibold text-stone-900 dark:text-stone-50">
        {T.emptyTitle}
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{T.emptyText}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link to="/" className={primaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {T.backToKitchen}
        </Link>
        <Link to="/saved-recipes" className={secondaryButton}>
          <BookmarkCheck aria-hidden="true" className="size-4" />
          {T.savedRecipes}
        </Link>
      </div>
    </section>
  );
}

/** /favorites: the signed-in user's favourite recipes, newest first, each removable (with undo). */
export default function FavoritesPage({ userId }: { userId: string }) {
  const { status, entries } = useFavorites(userId);
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening the page shows the list as it is now (other tabs and devices may have changed it).
  useEffect(() => {
    void favoritesStore.load();
  }, [userId]);

  const remove = (entry: FavoriteEntry, index: number) => {
    favoritesStore.remove(entry.target).then(
      (removed) => {
        if (!removed) return;
        notify.success(T.removed, {
          description: removed.title,
          duration: UNDO_MS,
          action: { label: T.undo, onClick: () => undoRemoval(removed) },
        });
      },
      () => notify.error(T.removeFailed, { description: T.tryAgain }),
    );
    // The row is gone at once: keep the keyboard where it was.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
      (buttons?.[index] ?? buttons?.[index - 1] ?? headingRef.current)?.focus();
    });
  };

  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-3 py-6 sm:px-4">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-stone-900 outline-none sm:text-3xl dark:text-stone-50"
      >
        {T.pageTitle}
      </h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{T.pageIntro}</p>
      {status === 'error' && entries.length === 0 && (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <p>{T.loadFailed}</p>
          <button
            type="button"
            className={`${secondaryButton} mt-3`}
            onClick={() => void favoritesStore.load()}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            {T.retry}
          </button>
        </div>
      )}
      {status !== 'error' && status !== 'ready' && entries.length === 0 && (
        <Spinner label={T.loading} />
      )}
      {status === 'ready' && entries.length === 0 && <EmptyFavorites />}
      {entries.length > 0 && (
        <ul
          ref={listRef}
          aria-label={T.listLabel}
          className="mt-6 space-y-3"
          data-testid="favorites-list"
        >
          {entries.map((entry, index) => (
            <FavoriteRow key={entry.key} entry={entry} onRemove={() => remove(entry, index)} />
          ))}
        </ul>
      )}
    </main>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { Clock, ImageOff, Trash2 } from 'lucide-react';
import { ghostButton } from '@/components/button-styles';
import { FavoriteSlot } from '@/components/favorite-slot';
import { safeMediaUrl } from '@domain';
import { totalMinutesOf, type SavedRecipe } from './saved-recipe';
import { SAVED_TEXTS as T } from './texts';

/** A saved recipe's tags as chips (nothing when it has none). */
export function SavedTags({
  tags,
  className,
  testId,
}: {
  tags: readonly string[];
  className: string;
  testId?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={className} aria-label={T.tagsListLabel} data-testid={testId}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900 dark:bg-sky-900 dark:text-sky-100"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** The picture, lazily loaded; a calm placeholder when there is none or it fails to load. */
export function RecipeImage({ src, className }: { src: string | null; className: string }) {
  const url = safeMediaUrl(src);
  const [broken, setBroken] = useState(false);
  if (!url || broken) {
    return (
      <div
        className={`${className} flex items-center justify-center bg-stone-100 text-stone-500 dark:bg-stone-800 dark:text-stone-400`}
        data-testid="recipe-image-fallback"
      >
        <ImageOff aria-hidden="true" className="size-8" />
        <span className="sr-only">{T.noImage}</span>
      </div>
    );
  }
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setBroken(true)}
      className={`${className} object-cover`}
    />
  );
}

interface SavedRecipeCardProps {
  recipe: SavedRecipe;
  onDelete: (recipe: SavedRecipe) => void;
}

export function SavedRecipeCard({ recipe, onDelete }: SavedRecipeCardProps) {
  const minutes = totalMinutesOf(recipe);
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm dark:border-stone-700 dark:bg-stone-900"
      data-testid="saved-recipe-card"
    >
      <RecipeImage src={recipe.image_url} className="aspect-[16/10] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-lg font-semibold leading-snug text-stone-900 dark:text-stone-50">
            <Link
              to={`/saved-recipe/${recipe.id}`}
              className="rounded hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-green-600"
            >
              {recipe.title}
            </Link>
          </h2>
          <FavoriteSlot target={{ kind: 'saved', id: recipe.id }} title={recipe.title} />
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-stone-600 dark:text-stone-400">
          {recipe.site_name && <span data-testid="saved-site">{recipe.site_name}</span>}
          {minutes !== null && (
            <span className="inline-flex items-center gap-1" aria-label={T.totalTime(minutes)}>
              <Clock aria-hidden="true" className="size-4" />
              {T.minutes(minutes)}
            </span>
          )}
        </p>
        <SavedTags tags={recipe.tags} className="flex flex-wrap gap-1" />
        <div className="mt-auto flex justify-end pt-2">
          <button
            type="button"
            className={`${ghostButton} text-red-700 dark:text-red-400`}
            aria-label={T.deleteLabel(recipe.title)}
            onClick={() => onDelete(recipe)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {T.delete}
          </button>
        </div>
      </div>
    </li>
  );
}

import { SearchX } from 'lucide-react';
import type { NoRecipePage } from './save-outcome';
import { SAVE_DIALOG_TEXTS as T } from './dialog-texts';

/** "No recipe found on that page", with the page that would be kept as a link. */
export function NoRecipeNotice({ page, id }: { page: NoRecipePage; id: string }) {
  const name = page.title ?? page.url;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <SearchX aria-hidden="true" className="size-4 shrink-0" />
        {T.noRecipeTitle}
      </p>
      <p className="mt-2 break-words">
        <span className="font-medium">{T.pageTitle}: </span>
        <span>{name}</span>
        {page.siteName && (
          <span className="text-amber-800 dark:text-amber-300"> ({page.siteName})</span>
        )}
      </p>
      <p className="mt-1">{T.noRecipeBody}</p>
    </div>
  );
}

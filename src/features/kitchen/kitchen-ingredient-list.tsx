import { lazy, Suspense, useState } from 'react';
import { Trash } from 'lucide-react';
import { secondaryButton } from '@/components/button-styles';
import { useIsMobile } from '@/hooks/use-media-query';
import { KitchenIngredientChip } from './kitchen-ingredient-chip';
import { KITCHEN_TEXTS as T } from './texts';

const ConfirmDialog = lazy(() => import('@/components/confirm-dialog'));

interface KitchenIngredientListProps {
  ingredients: readonly string[];
  onRemove: (item: string) => void;
  onClear: () => void;
}

/** The user's ingredients as chips, with "Clear Kitchen" (after a confirmation). */
export function KitchenIngredientList({
  ingredients,
  onRemove,
  onClear,
}: KitchenIngredientListProps) {
  const isMobile = useIsMobile();
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      aria-labelledby="kitchen-heading"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="kitchen-heading" className="text-lg font-semibold">
          {T.yourKitchen}{' '}
          <span className="text-sm font-normal text-stone-600 dark:text-stone-400">
            ({ingredients.length})
          </span>
        </h2>
        {ingredients.length > 0 && (
          <button type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
            <Trash aria-hidden="true" className="size-4" />
            {T.clearKitchen}
          </button>
        )}
      </div>
      {ingredients.length === 0 ? (
        <p className="text-stone-600 dark:text-stone-400">{T.noIngredientsYet}</p>
      ) : (
        <ul aria-label={T.yourKitchen} className="flex max-h-80 flex-wrap gap-2 overflow-y-auto">
          {ingredients.map((item) => (
            <KitchenIngredientChip
              key={item}
              item={item}
              abbreviate={isMobile}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            title={T.clearConfirmTitle}
            description={T.clearConfirmText(ingredients.length)}
            confirmLabel={T.clearKitchen}
            cancelLabel={T.cancel}
            onConfirm={onClear}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

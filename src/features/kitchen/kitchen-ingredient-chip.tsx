import { X } from 'lucide-react';
import { abbreviateLabel } from '@domain';
import { focusRing } from '@/components/button-styles';
import { Tooltip } from '@/components/tooltip';
import { KITCHEN_TEXTS as T } from './texts';

interface KitchenIngredientChipProps {
  item: string;
  abbreviate: boolean;
  onRemove: (item: string) => void;
}

/** One ingredient in the kitchen: its (mobile-abbreviated) name, full name in a tooltip, and a remove button. */
export function KitchenIngredientChip({ item, abbreviate, onRemove }: KitchenIngredientChipProps) {
  const label = abbreviate ? abbreviateLabel(item) : item;
  return (
    <li className="max-w-full">
      <Tooltip content={item}>
        {(describedBy) => (
          <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-green-100 py-1 pl-3 pr-1 text-sm text-green-950 dark:bg-green-900 dark:text-green-50">
            <span
              className="truncate"
              data-testid="ingredient-chip-label"
              aria-hidden={label !== item ? true : undefined}
            >
              {label}
            </span>
            {label !== item && <span className="sr-only">{item}</span>}
            <button
              type="button"
              aria-label={T.remove(item)}
              aria-describedby={describedBy}
              onClick={() => onRemove(item)}
              className={`rounded-full p-1 text-green-900 hover:bg-green-200 dark:text-green-100 dark:hover:bg-green-800 ${focusRing}`}
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        )}
      </Tooltip>
    </li>
  );
}

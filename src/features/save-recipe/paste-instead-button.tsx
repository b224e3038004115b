import { ClipboardPaste } from 'lucide-react';
import { ghostButton } from '@/components/button-styles';
import { PASTE_TEXTS as P } from './paste-texts';

/** Switches the Save Recipe dialog to "Paste the page", for pages Larder cannot open. */
export function PasteInsteadButton({
  disabled,
  onClick,
}: {
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <div className="mt-4 border-t border-stone-200 pt-3 dark:border-stone-700">
      <button
        type="button"
        className={`${ghostButton} -ml-3`}
        onClick={onClick}
        disabled={disabled}
      >
        <ClipboardPaste aria-hidden="true" className="size-4" />
        {P.open}
      </button>
      <p className="text-xs text-stone-600 dark:text-stone-400">{P.openHint}</p>
    </div>
  );
}

import { WifiOff } from 'lucide-react';
import { RECIPE_TEXTS as T } from './texts';

/** Says plainly that the results come from the offline library on this device. */
export function OfflineNotice() {
  return (
    <div
      role="note"
      aria-label={T.offlineTitle}
      data-testid="offline-notice"
      className="mt-4 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="font-semibold">{T.offlineTitle}: </strong>
        {T.offlineNotice}
      </p>
    </div>
  );
}

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import type { ImportPlan } from './import-recipes';
import { SAVED_TEXTS as T } from './texts';

interface ImportPreviewDialogProps {
  plan: ImportPlan;
  fileName: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

const listClass =
  'mt-2 max-h-48 space-y-1 overflow-y-auto rounded-lg border border-stone-200 p-2 text-sm dark:border-stone-700';

/** What an import file holds: the recipes that will be imported and what is skipped, and why. */
export function ImportPreviewDialog({
  plan,
  fileName,
  busy,
  onConfirm,
  onClose,
}: ImportPreviewDialogProps) {
  const n = plan.rows.length;
  return (
    <Dialog open onClose={busy ? () => undefined : onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className="flex max-h-[90vh] w-full max-w-lg flex-col overflow-y-auto rounded-xl bg-white p-6 shadow-xl dark:bg-stone-900"
          data-testid="import-preview"
        >
          <DialogTitle className="text-lg font-semibold text-stone-900 dark:text-stone-50">
            {T.importTitle}
          </DialogTitle>
          <p className="mt-1 truncate text-sm text-stone-600 dark:text-stone-400">{fileName}</p>
          {plan.error ? (
            <p role="alert" className="mt-4 text-red-800 dark:text-red-300">
              {plan.error}
            </p>
          ) : (
            <>
              <p className="mt-4 font-medium text-stone-900 dark:text-stone-100">
                {T.importReady(n)}
              </p>
              {n > 0 && (
                <ul className={listClass} aria-label={T.importReady(n)} data-testid="import-ready">
                  {plan.rows.map((row) => (
                    <li key={row.canonical_url} className="text-stone-800 dark:text-stone-200">
                      {row.title}
                    </li>
                  ))}
                </ul>
              )}
              {plan.skipped.length > 0 && (
                <>
                  <p className="mt-4 font-medium text-stone-900 dark:text-stone-100">
                    {T.importSkipped(plan.skipped.length)}
                  </p>
                  <ul className={listClass} data-testid="import-skipped">
                    {plan.skipped.map((s) => (
                      <li key={s.position} className="text-stone-700 dark:text-stone-300">
                        {`#${s.position}${s.title ? ` "${s.title}"` : ''}: ${s.reason}`}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className={secondaryButton} onClick={onClose} disabled={busy}>
              {n > 0 ? T.cancel : T.close}
            </button>
            {n > 0 && (
              <button type="button" className={primaryButton} onClick={onConfirm} disabled={busy}>
                {busy ? T.importing : T.importConfirm(n)}
              </button>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

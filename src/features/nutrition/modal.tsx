import type { ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import { ghostButton } from '@/components/button-styles';
import { NUTRITION_TEXTS as T } from './texts';

/** The tracker's dialogs: a titled panel, full width on phones, scrolling inside. */
export function Modal({
  open,
  title,
  onClose,
  children,
  wide = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-2 sm:items-center sm:p-4">
        <DialogPanel
          className={`flex max-h-[calc(100dvh-1rem)] w-full flex-col rounded-xl bg-white shadow-xl dark:bg-stone-900 ${wide ? 'max-w-2xl' : 'max-w-md'}`}
        >
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3 dark:border-stone-700">
            <DialogTitle className="text-lg font-semibold text-stone-900 dark:text-stone-50">
              {title}
            </DialogTitle>
            <button type="button" className={ghostButton} onClick={onClose} aria-label={T.close}>
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="overflow-y-auto px-4 py-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export const fieldLabel = 'block text-sm font-medium text-stone-800 dark:text-stone-200';
export const fieldError = 'mt-1 text-sm text-red-700 dark:text-red-400';

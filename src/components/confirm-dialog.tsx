import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { dangerButton, secondaryButton } from './button-styles';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A small modal asking to confirm a destructive action. Load it lazily. */
export default function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-xl bg-white p-6 shadow-xl dark:bg-stone-900">
          <DialogTitle className="text-lg font-semibold text-stone-900 dark:text-stone-50">
            {title}
          </DialogTitle>
          <Description className="mt-2 text-sm text-stone-600 dark:text-stone-300">
            {description}
          </Description>
          <div className="mt-6 flex justify-end gap-2">
            <button type="button" className={secondaryButton} onClick={onClose}>
              {cancelLabel}
            </button>
            <button
              type="button"
              className={dangerButton}
              onClick={() => {
                onConfirm();
                onClose();
              }}
            >
              {confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

import { useState, type KeyboardEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { ghostButton, primaryButton, secondaryButton } from '@/components/button-styles';
import { useWakeLock } from './use-wake-lock';
import { RECIPE_PIECE_TEXTS as T } from './recipe-texts';

interface CookModeProps {
  title: string;
  steps: readonly string[];
  onClose: () => void;
}

/**
 * One step at a time in large type, readable from across the counter: buttons and the arrow keys
 * move between steps, Escape exits, and the screen stays awake where the browser allows it.
 */
export function CookMode({ title, steps, onClose }: CookModeProps) {
  const [index, setIndex] = useState(0);
  useWakeLock(true);
  const last = steps.length - 1;
  const go = (to: number) => setIndex(Math.min(last, Math.max(0, to)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown' || event.key === 'PageDown') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp' || event.key === 'PageUp') {
      event.preventDefault();
      go(index - 1);
    }
  };

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-stone-50 dark:bg-stone-950" aria-hidden="true" />
      <div className="fixed inset-0 flex">
        <DialogPanel
          className="flex w-full flex-col p-4 sm:p-8"
          onKeyDown={onKeyDown}
          data-testid="cook-mode"
        >
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <DialogTitle className="truncate text-lg font-semibold text-stone-700 dark:text-stone-300">
                {T.cookModeTitle(title)}
              </DialogTitle>
              <p
                className="text-base font-medium text-green-800 dark:text-green-300"
                aria-live="polite"
              >
                {T.stepOf(index + 1, steps.length)}
              </p>
            </div>
            <button type="button" className={ghostButton} onClick={onClose}>
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only sm:not-sr-only">{T.exitCookMode}</span>
            </button>
          </div>
          <div
            className="mt-2 h-2 w-full overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800"
            aria-hidden="true"
          >
            <div
              className="h-full bg-green-700 transition-all dark:bg-green-500"
              style={{ width: `${((index + 1) / Math.max(1, steps.length)) * 100}%` }}
            />
          </div>
          <p
            className="my-auto overflow-y-auto py-6 text-3xl font-medium leading-snug text-stone-900 sm:text-5xl sm:leading-tight dark:text-stone-50"
            data-testid="cook-step"
          >
            {steps[index]}
          </p>
          <p className="hidden text-center text-sm text-stone-600 sm:block dark:text-stone-400">
            {T.cookModeHint}
          </p>
          <div className="mt-4 grid grid-cols-2 gap-3">
            <button
              type="button"
              className={`${secondaryButton} py-4 text-lg`}
              onClick={() => go(index - 1)}
              disabled={index === 0}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
              {T.previous}
            </button>
            {index < last ? (
              <button
                type="button"
                className={`${primaryButton} py-4 text-lg`}
                onClick={() => go(index + 1)}
              >
                {T.next}
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            ) : (
              <button type="button" className={`${primaryButton} py-4 text-lg`} onClick={onClose}>
                {T.done}
              </button>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

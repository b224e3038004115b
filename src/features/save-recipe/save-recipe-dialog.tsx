import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { isValidRecipeUrl, SAVE_RECIPE_TEXTS as T } from './texts';

export interface SaveRecipeDialogProps {
  open: boolean;
  signedIn: boolean;
  onClose: () => void;
}

/**
 * The dialog shell of "Save Recipe from URL". It validates the URL and the
 * session; the scraping and saving flow is added with the saved-recipes issue.
 */
export default function SaveRecipeDialog({ open, signedIn, onClose }: SaveRecipeDialogProps) {
  const inputId = useId();
  const errorId = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setUrl('');
    setError(null);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidRecipeUrl(url)) return setError(T.invalidUrl);
    if (!signedIn) return setError(T.mustSignIn);
    setError(null);
  };

  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl dark:bg-stone-900">
          <DialogTitle className="text-lg font-semibold text-stone-900 dark:text-stone-50">
            {T.title}
          </DialogTitle>
          <Description className="mt-1 text-sm text-stone-600 dark:text-stone-300">
            {T.description}
          </Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
            <div>
              <label
                htmlFor={inputId}
                className="mb-1 block text-sm font-medium text-stone-800 dark:text-stone-200"
              >
                {T.urlLabel}
              </label>
              <input
                id={inputId}
                type="url"
                inputMode="url"
                autoComplete="url"
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                placeholder={T.urlPlaceholder}
                className={textInput}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </div>
            {error && (
              <p
                id={errorId}
                role="alert"
                className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
              >
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2 pt-2">
              <button type="button" className={secondaryButton} onClick={close}>
                {T.cancel}
              </button>
              <button type="submit" className={primaryButton}>
                {T.submit}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

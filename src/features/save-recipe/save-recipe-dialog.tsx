import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { LoaderCircle } from 'lucide-react';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { SAVE_DIALOG_TEXTS as D } from './dialog-texts';
import { NoRecipeNotice } from './no-recipe-notice';
import { PasteInsteadButton } from './paste-instead-button';
import { PasteSlot } from './paste-slot';
import { saveRecipe } from './save-recipe';
import { SAVE_RECIPE_TEXTS as T } from './texts';
import { useSaveFlow } from './use-save-flow';

export interface SaveRecipeDialogProps {
  open: boolean;
  signedIn: boolean;
  onClose: () => void;
}

function SavingLabel({ busy, label }: { busy: boolean; label: string }) {
  if (!busy) return <>{label}</>;
  return (
    <>
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      {T.saving}
    </>
  );
}

/**
 * "Save Recipe from URL" (spec §4, §5, §8): validates the URL and the session, saves the page
 * (web: the scrape-recipe function; desktop: fetched through main), and offers a link-only save
 * when the page has no recipe. Closed and cleared on success; errors are toasts.
 */
export default function SaveRecipeDialog({ open, signedIn, onClose }: SaveRecipeDialogProps) {
  const inputId = useId();
  const errorId = useId();
  const noticeId = useId();
  const navigate = useNavigate();
  const flow = useSaveFlow({
    signedIn,
    save: saveRecipe,
    onSaved: onClose,
    openSaved: (path) => void navigate(path),
  });
  // "Paste the page": the URL form stays mounted (hidden) so going back keeps what was typed.
  const [pasting, setPasting] = useState(false);
  const [pasteBusy, setPasteBusy] = useState(false);
  const { phase } = flow;
  const saving = flow.saving || pasteBusy;
  const noRecipePage = phase.name === 'no-recipe' || phase.name === 'saving' ? phase.page : null;
  const savingLink = phase.name === 'saving' && phase.asLink;

  const close = () => {
    // A save under way finishes with its toast; the dialog stays until then (inputs disabled).
    if (saving) return;
    flow.reset();
    setPasting(false);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flow.submit();
  };

  const describedBy = [flow.error ? errorId : null, noRecipePage ? noticeId : null]
    .filter(Boolean)
    .join(' ');

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
          {!signedIn && (
            <p
              className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
              data-testid="save-guest-notice"
            >
              {D.guestNotice}{' '}
              <Link to="/auth" onClick={close} className="font-medium underline underline-offset-2">
                {D.guestSignIn}
              </Link>
            </p>
          )}
          <form
            hidden={pasting}
            onSubmit={onSubmit}
            noValidate
            aria-busy={saving || undefined}
            className="mt-4 space-y-3"
          >
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
                value={flow.url}
                disabled={saving}
                onChange={(event) => flow.setUrl(event.target.value)}
                placeholder={T.urlPlaceholder}
                className={`${textInput} disabled:cursor-not-allowed disabled:opacity-60`}
                aria-invalid={flow.error ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
            </div>
            {flow.error && (
              <p
                id={errorId}
                role="alert"
                className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
              >
                {flow.error}
              </p>
            )}
            {noRecipePage && <NoRecipeNotice page={noRecipePage} id={noticeId} />}
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <button type="button" className={secondaryButton} onClick={close} disabled={saving}>
                {T.cancel}
              </button>
              {noRecipePage ? (
                <button
                  type="button"
                  className={primaryButton}
                  onClick={flow.saveAsLink}
                  disabled={saving}
                  autoFocus
                >
                  <SavingLabel busy={savingLink} label={D.saveAsLink} />
                </button>
              ) : (
                <button type="submit" className={primaryButton} disabled={saving}>
                  <SavingLabel busy={saving} label={T.submit} />
                </button>
              )}
            </div>
          </form>
          {pasting ? (
            <PasteSlot
              signedIn={signedIn}
              initialSource={flow.url}
              onBack={() => setPasting(false)}
              onSaved={() => {
                flow.reset();
                setPasting(false);
                onClose();
              }}
              openSaved={(path) => void navigate(path)}
              onBusy={setPasteBusy}
            />
          ) : (
            <PasteInsteadButton disabled={saving} onClick={() => setPasting(true)} />
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

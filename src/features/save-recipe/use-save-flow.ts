import { useRef, useState } from 'react';
import { savedRecipesChanged } from '@/lib/server-cache';
import {
  SAVE_MESSAGES,
  notifySaveError,
  notifySaved,
  type NoRecipePage,
  type SaveOutcome,
} from './save-outcome';
import type { SaveRequest } from './save-through-function';
import { isValidRecipeUrl, SAVE_RECIPE_TEXTS as T } from './texts';

/** Spec §4: open (editing) → saving → closed and cleared on success; a page without a recipe in between. */
export type SavePhase =
  | { readonly name: 'editing' }
  | { readonly name: 'saving'; readonly asLink: boolean; readonly page: NoRecipePage | null }
  | { readonly name: 'no-recipe'; readonly page: NoRecipePage };

export interface SaveFlowOptions {
  signedIn: boolean;
  save: (request: SaveRequest) => Promise<SaveOutcome>;
  /** After a successful save: close and clear the dialog. */
  onSaved: () => void;
  /** Opens the saved recipe (the success toast's action). */
  openSaved: (path: string) => void;
}

/** The dialog's state: the URL, the inline error, the phase, and what submitting does. */
export function useSaveFlow({ signedIn, save, onSaved, openSaved }: SaveFlowOptions) {
  const [url, setUrlValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<SavePhase>({ name: 'editing' });
  const running = useRef(false);

  const finish = (outcome: SaveOutcome, asLink: boolean) => {
    if (outcome.kind === 'saved') {
      notifySaved(outcome, openSaved);
      setUrlValue('');
      setPhase({ name: 'editing' });
      savedRecipesChanged();
      onSaved();
      return;
    }
    if (outcome.kind === 'no-recipe' && !asLink) {
      setPhase({ name: 'no-recipe', page: outcome.page });
      return;
    }
    setPhase({ name: 'editing' });
    const message = outcome.kind === 'failed' ? outcome.message : SAVE_MESSAGES.saveFailed;
    // The session ended while the dialog was open: say so where the user is looking.
    if (message === SAVE_MESSAGES.notSignedIn) {
      setError(T.mustSignIn);
      return;
    }
    notifySaveError(message);
  };

  const run = async (asLink: boolean) => {
    if (running.current) return;
    running.current = true;
    setPhase({ name: 'saving', asLink, page: phase.name === 'no-recipe' ? phase.page : null });
    try {
      finish(await save({ url: url.trim(), saveAsLink: asLink }), asLink);
    } catch {
      finish({ kind: 'failed', message: SAVE_MESSAGES.saveFailed }, asLink);
    } finally {
      running.current = false;
    }
  };

  return {
    url,
    error,
    phase,
    saving: phase.name === 'saving',
    setUrl(value: string) {
      setUrlValue(value);
      if (phase.name === 'no-recipe') setPhase({ name: 'editing' });
    },
    submit() {
      if (phase.name === 'saving') return;
      if (!isValidRecipeUrl(url)) return setError(T.invalidUrl);
      if (!signedIn) return setError(T.mustSignIn);
      setError(null);
      void run(false);
    },
    saveAsLink() {
      if (phase.name === 'no-recipe') void run(true);
    },
    reset() {
      setUrlValue('');
      setError(null);
      setPhase({ name: 'editing' });
    },
  };
}

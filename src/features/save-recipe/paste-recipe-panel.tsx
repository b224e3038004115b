import { useId, useState, type FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import {
  parsePastedRecipe,
  withoutPositionNumber,
  type PageSummary,
  type ScrapedRecipe,
} from '@domain';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { savedRecipesChanged } from '@/lib/server-cache';
import { supabase } from '@/lib/supabase';
import { PASTE_TEXTS as P } from './paste-texts';
import { PastedRecipePreview } from './pasted-recipe-preview';
import { SAVE_MESSAGES, notifySaveError, notifySaved, type SaveOutcome } from './save-outcome';
import { applyEdits, savePastedLink, savePastedRecipe, type PastedEdits } from './save-pasted';
import { fetchableUrl } from './save-through-desktop';
import { SAVE_RECIPE_TEXTS as T } from './texts';

export interface PasteRecipePanelProps {
  readonly signedIn: boolean;
  /** The address typed in the URL field, offered as the pasted page's source. */
  readonly initialSource: string;
  /** Back to saving by URL. */
  readonly onBack: () => void;
  /** After a successful save: close the dialog. */
  readonly onSaved: () => void;
  /** Opens the saved recipe (the success toast's action). */
  readonly openSaved: (path: string) => void;
  /** Tells the dialog a save is under way (it must not close meanwhile). */
  readonly onBusy: (busy: boolean) => void;
}

type Phase =
  | { readonly name: 'input' }
  | { readonly name: 'preview'; readonly recipe: ScrapedRecipe; readonly source: string | null }
  | { readonly name: 'no-recipe'; readonly summary: PageSummary; readonly source: string | null };

function Busy({ busy, label }: { busy: boolean; label: string }) {
  if (!busy) return <>{label}</>;
  return (
    <>
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      {T.saving}
    </>
  );
}

/** The recipe as the preview shows it: steps without a leading number that repeats their position. */
function forPreview(recipe: ScrapedRecipe): ScrapedRecipe {
  return {
    ...recipe,
    instructions: recipe.instructions.map((s, i) => withoutPositionNumber(s, i + 1)),
  };
}

/**
 * "Paste the page": the page's HTML or a recipe's plain text, read by the same extractor as a fetched
 * page (in the browser: pasted scripts are parsed as text, never run, and only plain text is kept),
 * shown as an editable preview, then saved as the signed-in user. Nothing recipe-like pasted: the
 * page can still be kept as a link when its address is given.
 */
export default function PasteRecipePanel({
  signedIn,
  initialSource,
  onBack,
  onSaved,
  openSaved,
  onBusy,
}: PasteRecipePanelProps) {
  const pasteId = useId();
  const sourceId = useId();
  const errorId = useId();
  const [pasted, setPasted] = useState('');
  const [source, setSource] = useState(initialSource.trim());
  const [phase, setPhase] = useState<Phase>({ name: 'input' });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const find = (event: FormEvent) => {
    event.preventDefault();
    if (pasted.trim().length === 0) return setError(P.empty);
    const address = source.trim();
    const sourceUrl = address.length > 0 ? fetchableUrl(address) : null;
    if (address.length > 0 && sourceUrl === null) return setError(P.invalidSource);
    setError(null);
    const result = parsePastedRecipe(pasted, sourceUrl);
    if (result.found && result.ingredientLines.length + result.instructions.length > 0) {
      setPhase({ name: 'preview', recipe: forPreview(result), source: sourceUrl });
    } else {
      const summary = result.found ? { ...result } : result.fallback;
      setPhase({ name: 'no-recipe', summary, source: sourceUrl });
    }
  };

  const finish = (outcome: SaveOutcome) => {
    if (outcome.kind === 'saved') {
      notifySaved(outcome, openSaved);
      savedRecipesChanged();
      onSaved();
      return;
    }
    const message = outcome.kind === 'failed' ? outcome.message : SAVE_MESSAGES.saveFailed;
    if (message === SAVE_MESSAGES.notSignedIn) return setError(T.mustSignIn);
    notifySaveError(message);
  };

  const run = async (save: () => Promise<SaveOutcome>) => {
    if (saving) return;
    if (!signedIn) return setError(T.mustSignIn);
    setError(null);
    setSaving(true);
    onBusy(true);
    try {
      finish(await save());
    } finally {
      setSaving(false);
      onBusy(false);
    }
  };

  if (phase.name === 'preview') {
    const { recipe } = phase;
    return (
      <PastedRecipePreview
        initial={{
          title: recipe.title ?? '',
          ingredients: recipe.ingredientLines,
          steps: recipe.instructions,
        }}
        saving={saving}
        savingLabel={<Busy busy={saving} label={P.save} />}
        error={error}
        onBack={() => {
          setError(null);
          setPhase({ name: 'input' });
        }}
        onSave={(edits: PastedEdits) =>
          void run(() => savePastedRecipe(supabase, applyEdits(recipe, edits), phase.source))
        }
      />
    );
  }

  const noRecipe = phase.name === 'no-recipe' ? phase : null;
  const describedBy = [error ? errorId : null].filter(Boolean).join(' ');
  return (
    <form onSubmit={find} noValidate aria-busy={saving || undefined} className="space-y-3">
      <div>
        <label
          htmlFor={pasteId}
          className="mb-1 block text-sm font-medium text-stone-800 dark:text-stone-200"
        >
          {P.pasteLabel}
        </label>
        <textarea
          id={pasteId}
          value={pasted}
          disabled={saving}
          onChange={(event) => {
            setPasted(event.target.value);
            if (phase.name !== 'input') setPhase({ name: 'input' });
          }}
          rows={8}
          placeholder={P.pastePlaceholder}
          className={`${textInput} font-mono text-xs disabled:opacity-60`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
      </div>
      <div>
        <label
          htmlFor={sourceId}
          className="mb-1 block text-sm font-medium text-stone-800 dark:text-stone-200"
        >
          {P.sourceLabel}
        </label>
        <input
          id={sourceId}
          type="url"
          inputMode="url"
          value={source}
          disabled={saving}
          onChange={(event) => setSource(event.target.value)}
          placeholder={T.urlPlaceholder}
          className={`${textInput} disabled:opacity-60`}
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
      {noRecipe && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
        >
          {noRecipe.source ? P.noRecipe : P.noRecipeNoLink}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={onBack} disabled={saving}>
          {P.back}
        </button>
        {noRecipe?.source ? (
          <button
            type="button"
            className={primaryButton}
            disabled={saving}
            onClick={() => {
              const url = noRecipe.source;
              if (url) void run(() => savePastedLink(supabase, noRecipe.summary, url));
            }}
          >
            <Busy busy={saving} label={P.saveAsLink} />
          </button>
        ) : (
          <button type="submit" className={primaryButton} disabled={saving}>
            {P.find}
          </button>
        )}
      </div>
    </form>
  );
}

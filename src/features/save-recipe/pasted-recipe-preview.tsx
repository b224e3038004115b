import { useId, useState, type FormEvent } from 'react';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { PASTE_TEXTS as P } from './paste-texts';
import { linesOf, type PastedEdits } from './save-pasted';

export interface PastedRecipePreviewProps {
  readonly initial: PastedEdits;
  readonly saving: boolean;
  readonly savingLabel: React.ReactNode;
  /** An error to show above the buttons (e.g. "You must be logged in to save recipes"). */
  readonly error: string | null;
  readonly onBack: () => void;
  readonly onSave: (edits: PastedEdits) => void;
}

/** The recipe found in what was pasted, editable (title, one ingredient or step per line) before it is saved. */
export function PastedRecipePreview({
  initial,
  saving,
  savingLabel,
  error,
  onBack,
  onSave,
}: PastedRecipePreviewProps) {
  const titleId = useId();
  const ingredientsId = useId();
  const stepsId = useId();
  const errorId = useId();
  const [title, setTitle] = useState(initial.title);
  const [ingredients, setIngredients] = useState(initial.ingredients.join('\n'));
  const [steps, setSteps] = useState(initial.steps.join('\n'));
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const edits: PastedEdits = {
      title: title.trim(),
      ingredients: linesOf(ingredients),
      steps: linesOf(steps),
    };
    if (edits.title.length === 0) return setProblem(P.needsTitle);
    if (edits.ingredients.length + edits.steps.length === 0) return setProblem(P.needsLines);
    setProblem(null);
    onSave(edits);
  };

  const area = `${textInput} min-h-28 font-mono text-xs disabled:opacity-60`;
  const label = 'mb-1 block text-sm font-medium text-stone-800 dark:text-stone-200';
  return (
    <form onSubmit={submit} noValidate aria-busy={saving || undefined} className="space-y-3">
      <h3 className="text-sm font-semibold text-stone-900 dark:text-stone-50">{P.previewTitle}</h3>
      <div>
        <label htmlFor={titleId} className={label}>
          {P.titleLabel}
        </label>
        <input
          id={titleId}
          value={title}
          disabled={saving}
          onChange={(e) => setTitle(e.target.value)}
          className={`${textInput} disabled:opacity-60`}
        />
      </div>
      <div>
        <label htmlFor={ingredientsId} className={label}>
          {P.ingredientsLabel}
        </label>
        <textarea
          id={ingredientsId}
          value={ingredients}
          disabled={saving}
          onChange={(e) => setIngredients(e.target.value)}
          rows={6}
          className={area}
        />
      </div>
      <div>
        <label htmlFor={stepsId} className={label}>
          {P.stepsLabel}
        </label>
        <textarea
          id={stepsId}
          value={steps}
          disabled={saving}
          onChange={(e) => setSteps(e.target.value)}
          rows={6}
          className={area}
          aria-describedby={shown ? errorId : undefined}
        />
      </div>
      {shown && (
        <p
          id={errorId}
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {shown}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={onBack} disabled={saving}>
          {P.edit}
        </button>
        <button type="submit" className={primaryButton} disabled={saving}>
          {savingLabel}
        </button>
      </div>
    </form>
  );
}

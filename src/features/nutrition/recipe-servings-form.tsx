import { useState, type FormEvent } from 'react';
import { DIARY_LIMITS, parseAmount, recipeEntry, type DiaryEntry, type EntryDraft } from '@domain';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { fieldError, fieldLabel } from './modal';
import { newEntryId } from './nutrition-store';
import type { LoggableRecipe } from './recipe-sources';
import { NUTRITION_TEXTS as T } from './texts';

/** Servings of a recipe or drink. */
export function RecipeServingsForm({
  recipe,
  draft,
  initialServings = 1,
  submitLabel = T.add,
  onAdd,
  onBack,
  idPrefix = 'recipe',
}: {
  recipe: LoggableRecipe;
  draft: EntryDraft;
  initialServings?: number;
  submitLabel?: string;
  onAdd: (entry: DiaryEntry) => void;
  onBack?: () => void;
  idPrefix?: string;
}) {
  const [text, setText] = useState(String(initialServings));
  const [error, setError] = useState<string | null>(null);
  const kcal = recipe.perServing.nutrients.kcal;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = parseAmount(text, DIARY_LIMITS.maxServings, 'servings');
    if (!check.ok || check.value === null) return setError(check.ok ? T.amount : check.message);
    onAdd(recipeEntry(draft, recipe, check.value, newEntryId(), new Date().toISOString()));
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={recipe.name}>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {kcal === null ? T.noEnergyValue : `${Math.round(kcal)} kcal ${T.perServing}`}
      </p>
      <div>
        <label className={fieldLabel} htmlFor={`${idPrefix}-servings`}>
          {T.servings}
        </label>
        <input
          id={`${idPrefix}-servings`}
          className={`${textInput} mt-1`}
          inputMode="decimal"
          value={text}
          aria-invalid={error !== null}
          aria-describedby={error ? `${idPrefix}-servings-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
      </div>
      {error && (
        <p id={`${idPrefix}-servings-error`} role="alert" className={fieldError}>
          {error}
        </p>
      )}
      <div className="flex justify-between gap-2">
        {onBack ? (
          <button type="button" className={secondaryButton} onClick={onBack}>
            {T.back}
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className={primaryButton}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

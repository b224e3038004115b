import { useState, type FormEvent } from 'react';
import {
  DIARY_LIMITS,
  MEAL_LABELS,
  MEAL_SLOTS,
  emptyNutrients,
  parseAmount,
  quickEntry,
  scaleNutrients,
  type DiaryEntry,
  type MealSlot,
} from '@domain';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { Modal, fieldError, fieldLabel } from './modal';
import { NUTRITION_TEXTS as T } from './texts';

const fmt = (n: number) => String(Math.round(n * 100) / 100);

/** What the amount field edits: grams, a count of a measure, servings. */
function amountOf(entry: DiaryEntry): { value: number; unit: string; max: number } {
  if (
    entry.kind === 'food' &&
    entry.grams !== null &&
    /^\d/.test(entry.amountLabel) &&
    entry.amountLabel.endsWith(' g')
  ) {
    return { value: entry.grams, unit: 'g', max: DIARY_LIMITS.maxGrams };
  }
  if (entry.kind === 'food')
    return { value: entry.servings, unit: '×', max: DIARY_LIMITS.maxCount };
  return { value: entry.servings, unit: 'servings', max: DIARY_LIMITS.maxServings };
}

/**
 * Changes an entry's amount (its nutrients scale with it: they are linear in the amount) and its
 * meal; a quick entry's figures are edited directly.
 */
function EditForm({
  entry,
  onSave,
  onClose,
}: {
  entry: DiaryEntry;
  onSave: (e: DiaryEntry) => void;
  onClose: () => void;
}) {
  const amount = amountOf(entry);
  const [text, setText] = useState(fmt(amount.value));
  const [meal, setMeal] = useState<MealSlot>(entry.meal);
  const [quick, setQuick] = useState({
    name: entry.name,
    kcal: entry.nutrients.kcal === null ? '' : fmt(entry.nutrients.kcal),
    protein: entry.nutrients.protein === null ? '' : fmt(entry.nutrients.protein),
    fat: entry.nutrients.fat === null ? '' : fmt(entry.nutrients.fat),
    carbs: entry.nutrients.carbs === null ? '' : fmt(entry.nutrients.carbs),
  });
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (entry.kind === 'quick') {
      const check = quickEntry({ date: entry.date, meal }, quick);
      if (!check.ok) return setError(check.message);
      const next = check.entry(entry.id, entry.createdAt);
      onSave({ ...next, nutrients: { ...emptyNutrients(), ...next.nutrients } });
      return onClose();
    }
    const check = parseAmount(text, amount.max, amount.unit === '×' ? 'portions' : amount.unit);
    if (!check.ok || check.value === null) return setError(check.ok ? T.amount : check.message);
    const factor = check.value / amount.value;
    const grams = entry.grams === null ? null : Math.round(entry.grams * factor * 100) / 100;
    const measure = entry.amountLabel.replace(/^[\d.]+ × /, '').replace(/ \([\d.]+ g\)$/, '');
    const amountLabel =
      amount.unit === 'g'
        ? `${fmt(check.value)} g`
        : amount.unit === '×'
          ? `${check.value === 1 ? '' : `${fmt(check.value)} × `}${measure} (${fmt(grams ?? 0)} g)`
          : `${fmt(check.value)} ${check.value === 1 ? 'serving' : 'servings'}`;
    onSave({
      ...entry,
      meal,
      grams,
      servings: amount.unit === 'g' ? 1 : check.value,
      amountLabel,
      nutrients: scaleNutrients(entry.nutrients, factor),
    });
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {entry.kind === 'quick' ? (
        (['name', 'kcal', 'protein', 'fat', 'carbs'] as const).map((field) => (
          <div key={field}>
            <label className={fieldLabel} htmlFor={`edit-${field}`}>
              {
                {
                  name: T.quickName,
                  kcal: T.quickKcal,
                  protein: T.quickProtein,
                  fat: T.quickFat,
                  carbs: T.quickCarbs,
                }[field]
              }
            </label>
            <input
              id={`edit-${field}`}
              className={`${textInput} mt-1`}
              inputMode={field === 'name' ? 'text' : 'decimal'}
              value={quick[field]}
              onChange={(e) => setQuick({ ...quick, [field]: e.target.value })}
            />
          </div>
        ))
      ) : (
        <div>
          <label className={fieldLabel} htmlFor="edit-amount">
            {amount.unit === 'g'
              ? `${T.amount} (g)`
              : amount.unit === '×'
                ? `${T.amount} (×)`
                : T.servings}
          </label>
          <input
            id="edit-amount"
            className={`${textInput} mt-1`}
            inputMode="decimal"
            value={text}
            aria-invalid={error !== null}
            aria-describedby={error ? 'edit-error' : undefined}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      )}
      <div>
        <label className={fieldLabel} htmlFor="edit-meal">
          {T.mealLabel}
        </label>
        <select
          id="edit-meal"
          className={`${textInput} mt-1`}
          value={meal}
          onChange={(e) => setMeal(e.target.value as MealSlot)}
        >
          {MEAL_SLOTS.map((m) => (
            <option key={m} value={m}>
              {MEAL_LABELS[m]}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id="edit-error" role="alert" className={fieldError}>
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onClose}>
          {T.cancel}
        </button>
        <button type="submit" className={primaryButton}>
          {T.save}
        </button>
      </div>
    </form>
  );
}

export default function EditEntryDialog({
  entry,
  onSave,
  onClose,
}: {
  entry: DiaryEntry | null;
  onSave: (e: DiaryEntry) => void;
  onClose: () => void;
}) {
  return (
    <Modal open={entry !== null} title={entry ? T.edit(entry.name) : ''} onClose={onClose}>
      {entry && <EditForm key={entry.id} entry={entry} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import {
  DIARY_LIMITS,
  foodEntryByGrams,
  foodEntryByMeasure,
  parseAmount,
  productEntryByGrams,
  productEntryByMeasure,
  type DiaryEntry,
  type EntryDraft,
  type Food,
  type LoggableProduct,
  NUTRIENT_KEYS,
} from '@domain';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { fieldError, fieldLabel } from './modal';
import { newEntryId } from './nutrition-store';
import { NUTRITION_TEXTS as T } from './texts';

const GRAMS = 'g';

/**
 * How much of a food or a barcode product: grams, or a count of one of its household measures
 * (a product's are its pack and its ingredient's measures).
 */
export function FoodAmountForm({
  food,
  draft,
  onAdd,
  onBack,
}: {
  food: Food | LoggableProduct;
  draft: EntryDraft;
  onAdd: (entry: DiaryEntry) => void;
  onBack: () => void;
}) {
  const [unit, setUnit] = useState(GRAMS);
  const [text, setText] = useState('100');
  const [error, setError] = useState<string | null>(null);
  const measure = unit === GRAMS ? null : (food.measures[Number(unit)] ?? null);
  const check = parseAmount(
    text,
    measure ? DIARY_LIMITS.maxCount : DIARY_LIMITS.maxGrams,
    measure ? 'portions' : 'g',
  );
  const grams =
    check.ok && check.value !== null ? (measure ? measure.grams * check.value : check.value) : null;
  const kcal100 = food.per100g.kcal;
  const unknown = NUTRIENT_KEYS.filter((k) => food.per100g[k] === null).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok || check.value === null) return setError(check.ok ? T.amount : check.message);
    if (measure && measure.grams * check.value > DIARY_LIMITS.maxGrams) {
      return setError(`That is more than ${DIARY_LIMITS.maxGrams} g. Enter a smaller amount.`);
    }
    const now = new Date().toISOString();
    const id = newEntryId();
    if ('code' in food) {
      onAdd(
        measure
          ? productEntryByMeasure(draft, food, measure, check.value, id, now)
          : productEntryByGrams(draft, food, check.value, id, now),
      );
    } else {
      onAdd(
        measure
          ? foodEntryByMeasure(draft, food, measure, check.value, id, now)
          : foodEntryByGrams(draft, food, check.value, id, now),
      );
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={food.name}>
      <div>
        <p className="font-semibold text-stone-900 dark:text-stone-50">{food.name}</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {kcal100 === null ? T.noEnergyValue : `${kcal100} kcal ${T.per100g}`}
        </p>
        {'code' in food && (
          <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">
            {T.productSource(food.code, food.source)}
          </p>
        )}
        {unknown > 0 && (
          <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{T.incompleteFood}</p>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label className={fieldLabel} htmlFor="food-amount">
            {T.amount}
          </label>
          <input
            id="food-amount"
            className={`${textInput} mt-1`}
            inputMode="decimal"
            value={text}
            aria-invalid={error !== null}
            aria-describedby={error ? 'food-amount-error' : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
        </div>
        <div>
          <label className={fieldLabel} htmlFor="food-unit">
            {T.unit}
          </label>
          <select
            id="food-unit"
            className={`${textInput} mt-1`}
            value={unit}
            onChange={(e) => {
              setUnit(e.target.value);
              if (e.target.value !== GRAMS && text === '100') setText('1');
              if (e.target.value === GRAMS && text === '1') setText('100');
            }}
          >
            <option value={GRAMS}>{T.grams}</option>
            {food.measures.map((m, i) => (
              <option key={m.label} value={String(i)}>
                {m.label} ({m.grams} g)
              </option>
            ))}
          </select>
        </div>
      </div>
      {grams !== null && kcal100 !== null && (
        <p className="text-sm text-stone-700 dark:text-stone-300" aria-live="polite">
          {Math.round(grams * 100) / 100} g ≈ {Math.round((kcal100 * grams) / 100)} kcal
        </p>
      )}
      {error && (
        <p id="food-amount-error" role="alert" className={fieldError}>
          {error}
        </p>
      )}
      <div className="flex justify-between gap-2">
        <button type="button" className={secondaryButton} onClick={onBack}>
          {T.back}
        </button>
        <button type="submit" className={primaryButton}>
          {T.add}
        </button>
      </div>
    </form>
  );
}

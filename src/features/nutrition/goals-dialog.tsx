import { useState, type FormEvent } from 'react';
import {
  ACTIVITY_LEVELS,
  FOOD_NUTRIENTS,
  GOAL_PRESETS,
  MIFFLIN_ST_JEOR_FORMULA,
  checkBodyFacts,
  dailyEnergy,
  goalsFromBody,
  parseAmount,
  type ActivityLevel,
  type NutrientKey,
  type NutritionGoals,
  type Sex,
} from '@domain';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { Modal, fieldError, fieldLabel } from './modal';
import { NUTRITION_TEXTS as T } from './texts';

type GoalTexts = Record<NutrientKey, string>;
const toTexts = (g: NutritionGoals): GoalTexts =>
  Object.fromEntries(
    FOOD_NUTRIENTS.map((n) => [n.key, g[n.key] === null ? '' : String(g[n.key])]),
  ) as GoalTexts;

/** Goal limits per unit (the database's checks). */
const MAX = { kcal: 20000, g: 5000, mg: 100000, µg: 1000000 } as const;

function Calculator({ onResult }: { onResult: (goals: NutritionGoals, kcal: number) => void }) {
  const [sex, setSex] = useState<Sex>('female');
  const [age, setAge] = useState('');
  const [height, setHeight] = useState('');
  const [weight, setWeight] = useState('');
  const [activity, setActivity] = useState<ActivityLevel>('light');
  const [errors, setErrors] = useState<string[]>([]);
  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(',', '.')));
    const facts = { age: num(age), heightCm: num(height), weightKg: num(weight) };
    const problems = Object.values(checkBodyFacts(facts));
    setErrors(problems);
    if (problems.length > 0) return;
    const body = { sex, activity, ...facts };
    onResult(goalsFromBody(body), dailyEnergy(body));
  };
  return (
    <form onSubmit={calculate} noValidate className="space-y-3" aria-label={T.calculator}>
      <p
        className="rounded-lg bg-stone-100 p-2 text-xs text-stone-700 dark:bg-stone-800 dark:text-stone-300"
        data-formula=""
      >
        {MIFFLIN_ST_JEOR_FORMULA}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label className={fieldLabel} htmlFor="calc-sex">
            {T.sex}
          </label>
          <select
            id="calc-sex"
            className={`${textInput} mt-1`}
            value={sex}
            onChange={(e) => setSex(e.target.value as Sex)}
          >
            <option value="female">{T.female}</option>
            <option value="male">{T.male}</option>
          </select>
        </div>
        {(
          [
            ['calc-age', T.age, age, setAge],
            ['calc-height', T.height, height, setHeight],
            ['calc-weight', T.weight, weight, setWeight],
          ] as const
        ).map(([id, label, value, set]) => (
          <div key={id}>
            <label className={fieldLabel} htmlFor={id}>
              {label}
            </label>
            <input
              id={id}
              className={`${textInput} mt-1`}
              inputMode="decimal"
              value={value}
              onChange={(e) => set(e.target.value)}
            />
          </div>
        ))}
      </div>
      <div>
        <label className={fieldLabel} htmlFor="calc-activity">
          {T.activity}
        </label>
        <select
          id="calc-activity"
          className={`${textInput} mt-1`}
          value={activity}
          onChange={(e) => setActivity(e.target.value as ActivityLevel)}
        >
          {ACTIVITY_LEVELS.map((a) => (
            <option key={a.id} value={a.id}>
              {a.label} (× {a.factor})
            </option>
          ))}
        </select>
      </div>
      {errors.length > 0 && (
        <ul role="alert" className={fieldError}>
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <button type="submit" className={secondaryButton}>
        {T.calculate}
      </button>
    </form>
  );
}

function GoalsForm({
  goals,
  onSave,
  onClose,
}: {
  goals: NutritionGoals;
  onSave: (g: NutritionGoals) => void;
  onClose: () => void;
}) {
  const [texts, setTexts] = useState<GoalTexts>(() => toTexts(goals));
  const [note, setNote] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<NutrientKey, string>>>({});
  const save = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<NutrientKey, number | null>> = {};
    const problems: Partial<Record<NutrientKey, string>> = {};
    for (const n of FOOD_NUTRIENTS) {
      const check = parseAmount(texts[n.key], MAX[n.unit], n.unit, { optional: true });
      if (!check.ok) problems[n.key] = check.message;
      else next[n.key] = check.value;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    onSave(next as NutritionGoals);
    onClose();
  };
  return (
    <div className="space-y-6">
      <section aria-labelledby="presets-heading">
        <h3 id="presets-heading" className="font-semibold">
          {T.presets}
        </h3>
        <ul className="mt-2 space-y-2">
          {GOAL_PRESETS.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 text-sm">
              <span>
                <span className="font-medium">{p.label}</span>
                <span className="block text-stone-600 dark:text-stone-400">{p.description}</span>
              </span>
              <button
                type="button"
                className={secondaryButton}
                aria-label={`${T.usePreset} ${p.label}`}
                onClick={() => {
                  setTexts(toTexts(p.goals));
                  setNote(null);
                }}
              >
                {T.usePreset}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="calc-heading">
        <h3 id="calc-heading" className="font-semibold">
          {T.calculator}
        </h3>
        <div className="mt-2">
          <Calculator
            onResult={(g, kcal) => {
              setTexts(toTexts(g));
              setNote(T.calculated(kcal));
            }}
          />
        </div>
        {note && (
          <p role="status" className="mt-2 text-sm text-teal-800 dark:text-teal-300">
            {note}
          </p>
        )}
      </section>
      <form onSubmit={save} noValidate aria-labelledby="your-goals-heading">
        <h3 id="your-goals-heading" className="font-semibold">
          {T.yourGoals}
        </h3>
        <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {FOOD_NUTRIENTS.map((n) => (
            <div key={n.key}>
              <label className={fieldLabel} htmlFor={`goal-${n.key}`}>
                {n.label} ({n.unit})
              </label>
              <input
                id={`goal-${n.key}`}
                className={`${textInput} mt-1`}
                inputMode="decimal"
                value={texts[n.key]}
                aria-invalid={errors[n.key] !== undefined}
                aria-describedby={errors[n.key] ? `goal-${n.key}-error` : undefined}
                onChange={(e) => setTexts({ ...texts, [n.key]: e.target.value })}
              />
              {errors[n.key] && (
                <p id={`goal-${n.key}-error`} className={fieldError}>
                  {errors[n.key]}
                </p>
              )}
            </div>
          ))}
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {T.cancel}
          </button>
          <button type="submit" className={primaryButton}>
            {T.save}
          </button>
        </div>
      </form>
    </div>
  );
}

export default function GoalsDialog({
  open,
  goals,
  onSave,
  onClose,
}: {
  open: boolean;
  goals: NutritionGoals;
  onSave: (g: NutritionGoals) => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={T.goalsDialogTitle} onClose={onClose} wide>
      {open && <GoalsForm goals={goals} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

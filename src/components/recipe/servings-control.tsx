import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { secondaryButton, textInput } from '@/components/button-styles';
import { RECIPE_PIECE_TEXTS as T } from './recipe-texts';

export const MAX_SERVINGS = 100;

interface ServingsControlProps {
  value: number;
  onChange: (servings: number) => void;
}

/** − / + buttons and a number box for the servings to cook. */
export function ServingsControl({ value, onChange }: ServingsControlProps) {
  const id = useId();
  // What the box shows while typing; once the value changes elsewhere, the value wins.
  const [typed, setTyped] = useState({ for: value, text: String(value) });
  const draft = typed.for === value ? typed.text : String(value);
  const setDraft = (text: string) => setTyped({ for: value, text });
  const clamp = (n: number) => Math.min(MAX_SERVINGS, Math.max(1, Math.round(n)));
  const set = (n: number) => onChange(clamp(n));
  const commit = (text: string) => {
    const n = Number(text);
    const next = text.trim() !== '' && Number.isFinite(n) ? clamp(n) : value;
    setTyped({ for: next, text: String(next) });
    if (next !== value) onChange(next);
  };
  return (
    <div className="flex items-center gap-2 print:hidden">
      <label htmlFor={id} className="text-sm font-semibold text-stone-700 dark:text-stone-300">
        {T.servingsLabel}
      </label>
      <button
        type="button"
        className={`${secondaryButton} px-2`}
        aria-label={T.fewerServings}
        onClick={() => set(value - 1)}
        disabled={value <= 1}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_SERVINGS}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          const n = Number(e.target.value);
          if (e.target.value !== '' && Number.isInteger(n) && n >= 1 && n <= MAX_SERVINGS) set(n);
        }}
        onBlur={(e) => commit(e.target.value)}
        className={`${textInput} w-20 text-center`}
      />
      <button
        type="button"
        className={`${secondaryButton} px-2`}
        aria-label={T.moreServings}
        onClick={() => set(value + 1)}
        disabled={value >= MAX_SERVINGS}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

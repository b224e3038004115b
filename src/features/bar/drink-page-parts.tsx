import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Minus, Plus } from 'lucide-react';
import { focusRing, primaryButton, secondaryButton } from '@/components/button-styles';
import { BAR_TEXTS as T } from './texts';

/** Drinks a recipe can be scaled to. */
export const MAX_SERVINGS = 50;

export function NotFound() {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-3 py-6 sm:px-4">
      <section
        className="space-y-3 rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center dark:border-stone-700 dark:bg-stone-900"
        data-testid="drink-not-found"
      >
        <h1 className="text-2xl font-bold">{T.notFoundTitle}</h1>
        <p className="text-stone-700 dark:text-stone-300">{T.notFoundText}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Link to="/bar" className={primaryButton}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {T.backToBar}
          </Link>
          <Link to="/drink-recipe-results" className={secondaryButton}>
            {T.findDrinks}
          </Link>
        </div>
      </section>
    </main>
  );
}

export function Servings({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const id = useId();
  const set = (n: number) => onChange(Math.min(MAX_SERVINGS, Math.max(1, Math.round(n) || 1)));
  const step = `inline-flex size-9 items-center justify-center rounded-lg border border-stone-300 bg-white hover:bg-stone-100 disabled:opacity-50 dark:border-stone-600 dark:bg-stone-800 dark:hover:bg-stone-700 ${focusRing}`;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {T.servingsLabel}
      </label>
      <button
        type="button"
        className={step}
        aria-label={T.fewer}
        disabled={value <= 1}
        onClick={() => set(value - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_SERVINGS}
        value={value}
        onChange={(event) => set(Number(event.target.value))}
        className="w-16 rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-center text-sm dark:border-stone-600 dark:bg-stone-800"
      />
      <button
        type="button"
        className={step}
        aria-label={T.more}
        disabled={value >= MAX_SERVINGS}
        onClick={() => set(value + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">
        {label}
      </dt>
      <dd className="mt-1 text-lg font-semibold">{value}</dd>
    </div>
  );
}

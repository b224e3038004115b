import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, Search, SlidersHorizontal } from 'lucide-react';
import { ghostButton, secondaryButton, textInput } from '@/components/button-styles';
import { useMediaQuery } from '@/hooks/use-media-query';
import {
  MISSING_CHOICES,
  NO_FILTERS,
  filtersApplied,
  TIME_CHOICES,
  labelOf,
  type RecipeFilters,
  type RecipeSort,
} from './filter-recipes';
import { RECIPE_TEXTS as T } from './texts';

interface RecipeFiltersBarProps {
  filters: RecipeFilters;
  onChange: (next: RecipeFilters) => void;
  mealTypes: readonly string[];
  cuisines: readonly string[];
  diets: readonly string[];
}

const selectClass = `${textInput} pr-8`;

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label
        htmlFor={id}
        className="block text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400"
      >
        {label}
      </label>
      <div className="mt-1">{children(id)}</div>
    </div>
  );
}

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <select
          id={id}
          className={selectClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const anyAnd = (values: readonly string[]) =>
  [['', T.any] as const, ...values.map((v) => [v, labelOf(v)] as const)] as const;

/** Search, filters (meal type, cuisine, diet, max total time, max missing) and sort. */
export function RecipeFiltersBar({
  filters,
  onChange,
  mealTypes,
  cuisines,
  diets,
}: RecipeFiltersBarProps) {
  const set = (patch: Partial<RecipeFilters>) => onChange({ ...filters, ...patch });
  const active = filtersApplied(filters);
  const activeCount = [
    filters.mealType !== '',
    filters.cuisine !== '',
    filters.diet !== '',
    filters.maxTotalMinutes > 0,
    filters.maxMissing >= 0,
  ].filter(Boolean).length;
  // Under 640 px the five filters fold behind a button so the recipes stay in view.
  const wide = useMediaQuery('(min-width: 640px)');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const showFilters = wide || open;
  return (
    <form
      role="search"
      aria-label={T.searchLabel}
      onSubmit={(e) => e.preventDefault()}
      className="grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-3 sm:grid-cols-3 lg:grid-cols-7 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="col-span-2 sm:col-span-3 lg:col-span-1">
        <Field label={T.searchLabel}>
          {(id) => (
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-stone-500"
              />
              <input
                id={id}
                type="search"
                value={filters.query}
                maxLength={100}
                placeholder={T.searchPlaceholder}
                onChange={(e) => set({ query: e.target.value })}
                className={`${textInput} pl-8`}
              />
            </div>
          )}
        </Field>
      </div>
      {!wide && (
        <div className="col-span-2 flex items-end">
          <button
            type="button"
            className={`${secondaryButton} w-full`}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {T.filtersToggle(activeCount)}
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </button>
        </div>
      )}
      {showFilters && (
        <div id={panelId} className="contents">
          <Choice
            label={T.mealTypeLabel}
            value={filters.mealType}
            options={anyAnd(mealTypes)}
            onChange={(mealType) => set({ mealType })}
          />
          <Choice
            label={T.cuisineLabel}
            value={filters.cuisine}
            options={anyAnd(cuisines)}
            onChange={(cuisine) => set({ cuisine })}
          />
          <Choice
            label={T.dietLabel}
            value={filters.diet}
            options={anyAnd(diets)}
            onChange={(diet) => set({ diet })}
          />
          <Choice
            label={T.maxTimeLabel}
            value={String(filters.maxTotalMinutes)}
            options={[['0', T.any], ...TIME_CHOICES.map((n) => [String(n), T.upTo(n)] as const)]}
            onChange={(v) => set({ maxTotalMinutes: Number(v) })}
          />
          <Choice
            label={T.maxMissingLabel}
            value={String(filters.maxMissing)}
            options={[
              ['-1', T.any],
              ...MISSING_CHOICES.map((n) => [String(n), T.missingAtMost(n)] as const),
            ]}
            onChange={(v) => set({ maxMissing: Number(v) })}
          />
        </div>
      )}
      <Choice
        label={T.sortLabel}
        value={filters.sort}
        options={[
          ['best', T.sortBest],
          ['quickest', T.sortQuickest],
          ['fewest-missing', T.sortFewestMissing],
        ]}
        onChange={(v) => set({ sort: v as RecipeSort })}
      />
      {active && (
        <div className="col-span-2 flex justify-end sm:col-span-3 lg:col-span-7">
          <button
            type="button"
            className={ghostButton}
            onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}
          >
            {T.clearFilters}
          </button>
        </div>
      )}
    </form>
  );
}

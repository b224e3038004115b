import { useId, type ReactNode } from 'react';
import { focusRing, ghostButton, textInput } from '@/components/button-styles';
import {
  NO_DRINK_FILTERS,
  SORTS,
  STRENGTH_RANGES,
  type DrinkFilters,
  type DrinkSort,
  type StrengthRange,
} from './filter-drinks';
import { BAR_TEXTS as T } from './texts';

type Options = readonly (readonly [string, string])[];

function Select({
  label,
  value,
  any,
  options,
  onChange,
}: {
  label: string;
  value: string;
  any?: string;
  options: Options;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label
        htmlFor={id}
        className="block text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400"
      >
        {label}
      </label>
      <select
        id={id}
        className={`${textInput} mt-1 pr-8`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">{children}</div>;
}

/** Filters (base spirit, strength, method, glass, tag, non-alcoholic only) and the sort. */
export function DrinkFiltersBar({
  filters,
  onChange,
  choices,
}: {
  filters: DrinkFilters;
  onChange: (next: DrinkFilters) => void;
  choices: { bases: Options; methods: Options; glasses: Options; tags: Options };
}) {
  const set = (patch: Partial<DrinkFilters>) => onChange({ ...filters, ...patch });
  const active =
    JSON.stringify({ ...filters, sort: 'best' }) !==
    JSON.stringify({ ...NO_DRINK_FILTERS, sort: 'best' });
  return (
    <section
      aria-label={T.filtersLabel}
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900"
    >
      <Row>
        <Select
          label={T.sort}
          value={filters.sort}
          options={SORTS}
          onChange={(v) => set({ sort: v as DrinkSort })}
        />
        <Select
          label={T.baseSpirit}
          value={filters.base}
          any={T.anySpirit}
          options={choices.bases}
          onChange={(base) => set({ base })}
        />
        <Select
          label={T.strength}
          value={filters.strength}
          any={T.anyStrength}
          options={STRENGTH_RANGES.map(([id, label]) => [id, label] as const)}
          onChange={(v) => set({ strength: v as StrengthRange })}
        />
        <Select
          label={T.method}
          value={filters.method}
          any={T.anyMethod}
          options={choices.methods}
          onChange={(method) => set({ method })}
        />
        <Select
          label={T.glass}
          value={filters.glass}
          any={T.anyGlass}
          options={choices.glasses}
          onChange={(glass) => set({ glass })}
        />
        <Select
          label={T.tag}
          value={filters.tag}
          any={T.anyTag}
          options={choices.tags}
          onChange={(tag) => set({ tag })}
        />
        <div className="flex items-end gap-2">
          <label className="flex cursor-pointer items-center gap-2 py-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={filters.nonAlcoholic}
              onChange={(event) => set({ nonAlcoholic: event.target.checked })}
              className={`size-5 accent-green-700 ${focusRing}`}
            />
            {T.nonAlcoholicOnly}
          </label>
        </div>
      </Row>
      {active && (
        <button
          type="button"
          className={ghostButton}
          onClick={() => onChange({ ...NO_DRINK_FILTERS, sort: filters.sort })}
        >
          {T.clearFilters}
        </button>
      )}
    </section>
  );
}

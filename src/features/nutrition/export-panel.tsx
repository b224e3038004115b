import { useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import {
  addDays,
  daysBetween,
  diaryCsv,
  isDiaryDate,
  type DiaryEntry,
  type NutritionGoals,
} from '@domain';
import { secondaryButton, textInput } from '@/components/button-styles';
import { notify } from '@/components/notify';
import { fieldError, fieldLabel } from './modal';
import { NUTRITION_TEXTS as T } from './texts';

function downloadText(text: string, fileName: string, type: string): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The diary and its day totals for a range of days, as a CSV file. */
export function ExportPanel({
  entries,
  goals,
  day,
  min,
  max,
}: {
  entries: readonly DiaryEntry[];
  goals: NutritionGoals;
  day: string;
  min: string;
  max: string;
}) {
  const [from, setFrom] = useState(() => addDays(day, -6));
  const [to, setTo] = useState(day);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDiaryDate(from) || !isDiaryDate(to) || from > to) return setError(T.exportBadRange);
    if (daysBetween(from, to).length >= 400) return setError(T.exportTooLong);
    setError(null);
    const csv = diaryCsv(entries, from, to, goals);
    downloadText(`\uFEFF${csv}`, `larder-nutrition-${from}-to-${to}.csv`, 'text/csv;charset=utf-8');
    notify.success(T.exportDone(entries.filter((e) => e.date >= from && e.date <= to).length));
  };
  return (
    <section
      aria-labelledby="export-heading"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id="export-heading" className="text-lg font-semibold">
        {T.exportTitle}
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label className={fieldLabel} htmlFor="export-from">
            {T.exportFrom}
          </label>
          <input
            id="export-from"
            type="date"
            className={`${textInput} mt-1`}
            min={min}
            max={max}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div>
          <label className={fieldLabel} htmlFor="export-to">
            {T.exportTo}
          </label>
          <input
            id="export-to"
            type="date"
            className={`${textInput} mt-1`}
            min={min}
            max={max}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <button type="submit" className={secondaryButton}>
          <Download aria-hidden="true" className="size-4" />
          {T.exportButton}
        </button>
      </form>
      {error && (
        <p role="alert" className={fieldError}>
          {error}
        </p>
      )}
    </section>
  );
}

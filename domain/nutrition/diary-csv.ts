import {
  diaryTotals,
  MEAL_LABELS,
  MEAL_SLOTS,
  NUTRIENT_COLUMNS,
  type DiaryEntry,
} from './diary.ts';
import { NUTRIENT_KEYS } from './food-nutrients.ts';
import type { NutritionGoals } from './goals.ts';

/** One CSV cell: quoted when needed; a leading = + - @ is defused so spreadsheets do not run it. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const HEADER = [
  'Date',
  'Meal',
  'Item',
  'Amount',
  'Grams',
  ...NUTRIENT_COLUMNS.map((c) => c.header),
  'Incomplete',
];

/**
 * The diary from `from` to `to` (inclusive) as CSV: one row per entry (empty cell = no value), then
 * a total row per day with a day that has entries, where "Incomplete" names the nutrients whose
 * total is a lower bound ("at least"), and a goal row when goals are given.
 */
export function diaryCsv(
  entries: readonly DiaryEntry[],
  from: string,
  to: string,
  goals: NutritionGoals | null = null,
): string {
  const rows: (string | number | null)[][] = [HEADER];
  const inRange = entries
    .filter((e) => e.date >= from && e.date <= to)
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        MEAL_SLOTS.indexOf(a.meal) - MEAL_SLOTS.indexOf(b.meal) ||
        a.createdAt.localeCompare(b.createdAt),
    );
  const days = [...new Set(inRange.map((e) => e.date))];
  for (const day of days) {
    const dayEntries = inRange.filter((e) => e.date === day);
    for (const e of dayEntries) {
      rows.push([
        e.date,
        MEAL_LABELS[e.meal],
        e.name,
        e.amountLabel,
        e.grams,
        ...NUTRIENT_KEYS.map((k) => e.nutrients[k]),
        e.incomplete.join(' '),
      ]);
    }
    const totals = diaryTotals(dayEntries);
    rows.push([
      day,
      'Total',
      '',
      '',
      null,
      ...NUTRIENT_KEYS.map((k) => totals[k].value),
      NUTRIENT_KEYS.filter((k) => !totals[k].complete).join(' '),
    ]);
  }
  if (goals) rows.push(['', 'Daily goal', '', '', null, ...NUTRIENT_KEYS.map((k) => goals[k]), '']);
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

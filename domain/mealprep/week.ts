import type { PlanSlot } from './types.ts';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const WEEKDAY_LONG = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const SLOT_LABELS: Readonly<Record<PlanSlot, string>> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/** Whether text is a real calendar day written YYYY-MM-DD. */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

function toTime(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromTime(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

/** The day `n` days after `iso` (before, when negative). */
export function addDays(iso: string, n: number): string {
  return fromTime(toTime(iso) + n * DAY_MS);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(iso: string): number {
  return (new Date(toTime(iso)).getUTCDay() + 6) % 7;
}

/** The Monday of the week holding `iso`. */
export function mondayOf(iso: string): string {
  return addDays(iso, -weekdayIndex(iso));
}

/** Monday to Sunday of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The local calendar day of a Date as YYYY-MM-DD (what "today" means to the user). */
export function localIsoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Whole days from `a` to `b`. */
export function daysBetween(a: string, b: string): number {
  return Math.round((toTime(b) - toTime(a)) / DAY_MS);
}

/** Monday–Friday. */
export function isWeekday(iso: string): boolean {
  return weekdayIndex(iso) < 5;
}

/** "Mon 24 Nov". */
export function shortDayLabel(iso: string): string {
  const d = new Date(toTime(iso));
  const month = d.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `${WEEKDAY_SHORT[weekdayIndex(iso)]} ${d.getUTCDate()} ${month}`;
}

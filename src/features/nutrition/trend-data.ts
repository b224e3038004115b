import { addDays, daysBetween, diaryTotals, type DiaryEntry, type NutrientKey } from '@domain';

export type TrendRange = 'week' | 'month';

export interface TrendPoint {
  readonly day: string;
  /** null on a day with no entries. */
  readonly value: number | null;
  readonly complete: boolean;
}

/** Daily totals of one nutrient for the 7 or 30 days ending on `end`. */
export function trendPoints(
  entries: readonly DiaryEntry[],
  key: NutrientKey,
  end: string,
  range: TrendRange,
): TrendPoint[] {
  const start = addDays(end, range === 'week' ? -6 : -29);
  const byDay = new Map<string, DiaryEntry[]>();
  for (const e of entries) {
    if (e.date < start || e.date > end) continue;
    const list = byDay.get(e.date) ?? [];
    list.push(e);
    byDay.set(e.date, list);
  }
  return daysBetween(start, end).map((day) => {
    const list = byDay.get(day);
    if (!list) return { day, value: null, complete: true };
    const total = diaryTotals(list)[key];
    return { day, value: total.value, complete: total.complete };
  });
}

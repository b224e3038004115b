/** The time columns of a recipes or saved_recipes row. */
export interface TimedRow {
  readonly total_minutes: number | null;
  readonly prep_minutes: number | null;
  readonly cook_minutes: number | null;
}

/** A row's total time for matching: the stored total, else prep plus cook when either is known. */
export function rowTotalMinutes(row: TimedRow): number | null {
  if (row.total_minutes !== null) return row.total_minutes;
  return row.prep_minutes !== null || row.cook_minutes !== null
    ? (row.prep_minutes ?? 0) + (row.cook_minutes ?? 0)
    : null;
}

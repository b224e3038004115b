/**
 * One ordering for every ingredient list the user sees: case-insensitive,
 * accent-aware alphabetical order (English collation), with a plain code-unit
 * comparison as tie-breaker so the result is deterministic ("Eggs" before "eggs").
 */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function compareNames(a: string, b: string): number {
  const byCollation = collator.compare(a, b);
  if (byCollation !== 0) return byCollation;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A new array: exact duplicates removed, sorted with {@link compareNames}. */
export function sortUniqueNames(names: readonly string[]): string[] {
  return [...new Set(names)].sort(compareNames);
}

import { compareNames, sortUniqueNames } from './sort-names.ts';

/** At most this many suggestions are shown under the ingredient box (spec §9). */
export const MAX_SUGGESTIONS = 5;

function fold(value: string): string {
  return value.trim().toLocaleLowerCase('en');
}

/**
 * Search filtering (spec §5): case-insensitive substring match over the
 * de-duplicated, alphabetically sorted names. An empty query returns them all.
 */
export function filterIngredients(query: string, names: readonly string[]): string[] {
  const sorted = sortUniqueNames(names);
  const needle = fold(query);
  if (needle === '') return sorted;
  return sorted.filter((name) => name.toLocaleLowerCase('en').includes(needle));
}

function rankOf(candidate: string, needle: string): number {
  if (candidate === needle) return 0;
  if (candidate.startsWith(needle)) return 1;
  return 2;
}

/**
 * Suggestions for the ingredient box (spec §5): substring match, ranked exact,
 * then prefix, then shorter, then alphabetical; at most `limit` (default 5).
 * Case-insensitive; case-insensitive duplicates keep their first spelling.
 * An empty query suggests nothing.
 */
export function rankSuggestions(
  query: string,
  candidates: readonly string[],
  limit: number = MAX_SUGGESTIONS,
): string[] {
  const needle = fold(query);
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : MAX_SUGGESTIONS;
  if (needle === '' || max === 0) return [];
  const seen = new Set<string>();
  const matches: { name: string; folded: string; rank: number }[] = [];
  for (const name of candidates) {
    const folded = fold(name);
    if (folded === '' || seen.has(folded) || !folded.includes(needle)) continue;
    seen.add(folded);
    matches.push({ name: name.trim(), folded, rank: rankOf(folded, needle) });
  }
  matches.sort(
    (a, b) => a.rank - b.rank || a.folded.length - b.folded.length || compareNames(a.name, b.name),
  );
  return matches.slice(0, max).map((m) => m.name);
}

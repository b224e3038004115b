import { compareNames, sanitizeForStorage, validateInput } from '@domain';

/** The bar shelf: the bottles (and mixers, syrups, fruit, garnishes) a user has, by name. */
export interface BarShelf {
  /** As the user added them (a vocabulary name or their own), unique ignoring case, sorted. */
  readonly bottles: readonly string[];
}

export const EMPTY_SHELF: BarShelf = { bottles: [] };

/** A shelf holds at most this many bottles; more is refused and nothing is lost. */
export const MAX_SHELF_BOTTLES = 2000;

export const foldName = (name: string) => name.toLocaleLowerCase('en');

export function sortedNames(names: Iterable<string>): string[] {
  return [...names].sort(compareNames);
}

/**
 * Reads a stored shelf: anything unreadable is dropped with a warning for the log, never thrown.
 * Each name is checked as if typed (markup removed, over-long or script refused).
 */
export function parseStoredShelf(value: unknown): { shelf: BarShelf; warnings: string[] } {
  const warnings: string[] = [];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { shelf: EMPTY_SHELF, warnings: ['the saved shelf is not an object; ignored'] };
  }
  const list = (value as { bottles?: unknown }).bottles;
  if (!Array.isArray(list)) {
    return { shelf: EMPTY_SHELF, warnings: ['the saved shelf has no list of bottles; ignored'] };
  }
  const seen = new Set<string>();
  const bottles: string[] = [];
  for (const item of list.slice(0, MAX_SHELF_BOTTLES * 2)) {
    if (typeof item !== 'string') {
      warnings.push('ignored a bottle that is not text');
      continue;
    }
    const check = validateInput(sanitizeForStorage(item).value);
    if (!check.ok) {
      warnings.push(`ignored an invalid bottle (${check.error})`);
      continue;
    }
    if (seen.has(foldName(check.value))) continue;
    seen.add(foldName(check.value));
    bottles.push(check.value);
  }
  if (bottles.length > MAX_SHELF_BOTTLES)
    warnings.push(`kept the first ${MAX_SHELF_BOTTLES} bottles`);
  return { shelf: { bottles: sortedNames(bottles.slice(0, MAX_SHELF_BOTTLES)) }, warnings };
}

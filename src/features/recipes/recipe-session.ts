import type { SuggestedRecipe } from '@domain';

/** Spec §3: the recipes array of the last search lives in session storage under `currentRecipes`. */
export const CURRENT_RECIPES_KEY = 'currentRecipes';
/** What the last search asked for and where its answer came from (for reloads of the pages). */
export const CURRENT_SEARCH_KEY = 'larder-current-search';

/** A kitchen item or barcode the search did not recognise, with the closest known ingredient. */
export interface UnknownNote {
  item: string;
  suggestion: string | null;
}

export interface SearchContext {
  ingredients: string[];
  barcodes: string[];
  offline: boolean;
  unknown?: UnknownNote[];
}

/** Stores the recipes as read (SuggestedRecipe); failure to store is only logged (spec §8). */
export function storeSearch(recipes: readonly SuggestedRecipe[], context: SearchContext): void {
  try {
    window.sessionStorage.setItem(CURRENT_RECIPES_KEY, JSON.stringify(recipes));
  } catch (error) {
    console.error('Could not store the recipes in session storage:', error);
  }
  storeSearchContext(context);
}

export function storeSearchContext(context: SearchContext): void {
  try {
    window.sessionStorage.setItem(CURRENT_SEARCH_KEY, JSON.stringify(context));
  } catch (error) {
    console.error('Could not store the search in session storage:', error);
  }
}

const stringList = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, 500) : [];

export function toSearchContext(value: unknown): SearchContext | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!Array.isArray(v.ingredients)) return null;
  return {
    ingredients: stringList(v.ingredients),
    barcodes: stringList(v.barcodes),
    offline: v.offline === true,
    unknown: toUnknownNotes(v.unknown),
  };
}

/** Unknown-item notes from untrusted data (the function's `unknownIngredients` or our own). */
export function toUnknownNotes(value: unknown): UnknownNote[] {
  if (!Array.isArray(value)) return [];
  const notes: UnknownNote[] = [];
  for (const entry of value.slice(0, 50)) {
    if (typeof entry === 'string') {
      notes.push({ item: entry.slice(0, 100), suggestion: null });
      continue;
    }
    if (typeof entry !== 'object' || entry === null) continue;
    const { item, suggestion } = entry as { item?: unknown; suggestion?: unknown };
    if (typeof item !== 'string' || item.trim() === '') continue;
    let name: string | null = null;
    if (typeof suggestion === 'string') name = suggestion;
    else if (typeof suggestion === 'object' && suggestion !== null) {
      const n = (suggestion as { name?: unknown }).name;
      if (typeof n === 'string') name = n;
    }
    notes.push({
      item: item.slice(0, 100),
      suggestion: name ? name.toLowerCase().slice(0, 100) : null,
    });
  }
  return notes;
}

export function readSearchContext(): SearchContext | null {
  try {
    const raw = window.sessionStorage.getItem(CURRENT_SEARCH_KEY);
    return raw === null ? null : toSearchContext(JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

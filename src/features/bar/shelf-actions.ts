import {
  VALIDATION_MESSAGES,
  closestIngredient,
  parseIngredientInput,
  validateInput,
} from '@domain';
import {
  MAX_SHELF_BOTTLES,
  foldName as fold,
  sortedNames as sorted,
  type BarShelf,
} from './shelf-model';
import { bottleKey } from './shelf-vocabulary';
import { BAR_TEXTS as T } from './texts';

/** "Did you mean …?" is worked out for at most this many custom bottles. */
export const MAX_SHELF_SUGGESTIONS = 20;

export type ShelfOutcome =
  { ok: true; message: string; added: string[]; custom: string[] } | { ok: false; message: string };

export interface ShelfResult {
  shelf: BarShelf;
  outcome: ShelfOutcome;
}

/**
 * Adds one bottle or several ("gin, Campari" or one per line; an array item by item). Every name
 * passes the spec's input check (required, ≤ 1000 characters, no script, HTML stripped); one bad
 * name refuses the whole input with its message, so nothing is half-added. Names the vocabulary
 * does not know are kept as custom bottles (they match no drink) and listed in `custom`.
 */
export function addBottles(shelf: BarShelf, raw: string | readonly string[]): ShelfResult {
  const refuse = (message: string): ShelfResult => ({ shelf, outcome: { ok: false, message } });
  if (typeof raw === 'string' && raw.trim() === '') return refuse(VALIDATION_MESSAGES.required);
  const items =
    typeof raw === 'string'
      ? parseIngredientInput(raw)
      : raw.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  if (items.length === 0) return refuse(T.nothingToAdd);
  if (items.length > MAX_SHELF_BOTTLES) return refuse(T.tooMany);
  const have = new Set(shelf.bottles.map(fold));
  const fresh: string[] = [];
  for (const item of items) {
    const check = validateInput(item);
    if (!check.ok) return refuse(check.error);
    const name = check.value;
    if (have.has(fold(name))) continue;
    have.add(fold(name));
    fresh.push(name);
  }
  if (fresh.length === 0) {
    const [only] = items;
    return refuse(items.length === 1 && only ? T.duplicate(only.trim()) : T.allDuplicates);
  }
  if (shelf.bottles.length + fresh.length > MAX_SHELF_BOTTLES) return refuse(T.tooMany);
  const custom = fresh.filter((name) => bottleKey(name) === null);
  const [first] = fresh;
  return {
    shelf: { bottles: sorted([...shelf.bottles, ...fresh]) },
    outcome: {
      ok: true,
      added: fresh,
      custom,
      message: fresh.length === 1 && first ? T.addedOne(first) : T.addedMany(fresh.length),
    },
  };
}

export function removeBottle(shelf: BarShelf, name: string): ShelfResult {
  const bottles = shelf.bottles.filter((b) => fold(b) !== fold(name));
  if (bottles.length === shelf.bottles.length)
    return { shelf, outcome: { ok: false, message: T.notOnShelf(name) } };
  return {
    shelf: { bottles },
    outcome: { ok: true, message: T.removed(name), added: [], custom: [] },
  };
}

/** Replaces a custom bottle by a known name ("campary" → "Campari"). */
export function replaceBottle(shelf: BarShelf, from: string, to: string): ShelfResult {
  const rest = shelf.bottles.filter((b) => fold(b) !== fold(from));
  const exists = rest.some((b) => fold(b) === fold(to));
  return {
    shelf: { bottles: exists ? rest : sorted([...rest, to]) },
    outcome: { ok: true, message: T.replaced(from, to), added: exists ? [] : [to], custom: [] },
  };
}

/** The closest known name for each custom bottle (the first MAX_SHELF_SUGGESTIONS of them). */
export function customSuggestions(
  bottles: readonly string[],
): { name: string; suggestion: string | null }[] {
  const out: { name: string; suggestion: string | null }[] = [];
  for (const name of bottles) {
    if (bottleKey(name) !== null) continue;
    let suggestion: string | null = null;
    if (out.length < MAX_SHELF_SUGGESTIONS) {
      try {
        suggestion = closestIngredient(name.slice(0, 100))?.name ?? null;
      } catch {
        suggestion = null;
      }
    }
    out.push({ name, suggestion });
  }
  return out;
}

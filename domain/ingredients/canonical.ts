import type { DietFlag, EntryRow, IngredientEntry, IngredientKey } from './canonical-types.ts';
import { BAR_ROWS } from './canonical-rows-bar.ts';
import { PANTRY_ROWS } from './canonical-rows-pantry.ts';
import { PRODUCE_ROWS } from './canonical-rows-produce.ts';
import { PROTEIN_ROWS } from './canonical-rows-protein.ts';
import { SPICE_ROWS } from './canonical-rows-spice.ts';

export type {
  DietFlag,
  IngredientCategory,
  IngredientEntry,
  IngredientKey,
} from './canonical-types.ts';

const FLAG_LETTERS: Readonly<Record<string, DietFlag>> = {
  m: 'meat',
  f: 'fish',
  d: 'dairy',
  e: 'egg',
  h: 'honey',
  g: 'gluten',
  r: 'rennet',
};

function splitList(text: string | undefined): string[] {
  return text
    ? text
        .split('|')
        .map((s) => s.trim())
        .filter((s) => s.length > 0)
    : [];
}

function displayName(key: string): string {
  const words = key.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function toEntry(row: EntryRow): IngredientEntry {
  const [key, parent, category, synonyms, flags, substitutes, name] = row;
  return {
    key: key as IngredientKey,
    name: name ?? displayName(key),
    category,
    parent: parent === '' ? null : (parent as IngredientKey),
    synonyms: splitList(synonyms).map((s) => s.toLowerCase()),
    flags: [...(flags ?? '')].map((letter) => {
      const flag = FLAG_LETTERS[letter];
      if (!flag) throw new Error(`Unknown diet flag "${letter}" on ${key}`);
      return flag;
    }),
    substitutes: splitList(substitutes) as IngredientKey[],
  };
}

function buildVocabulary(rows: readonly EntryRow[]): ReadonlyMap<IngredientKey, IngredientEntry> {
  const map = new Map<IngredientKey, IngredientEntry>();
  for (const row of rows) {
    const entry = toEntry(row);
    if (map.has(entry.key)) throw new Error(`Duplicate ingredient key ${entry.key}`);
    map.set(entry.key, entry);
  }
  for (const entry of map.values()) {
    if (entry.parent && !map.has(entry.parent)) {
      throw new Error(`Ingredient ${entry.key} has unknown parent ${entry.parent}`);
    }
    for (const sub of entry.substitutes) {
      if (!map.has(sub)) throw new Error(`Ingredient ${entry.key} has unknown substitute ${sub}`);
    }
  }
  return map;
}

/** The canonical ingredient vocabulary, keyed by `IngredientKey`. */
export const INGREDIENTS: ReadonlyMap<IngredientKey, IngredientEntry> = buildVocabulary([
  ...PRODUCE_ROWS,
  ...PROTEIN_ROWS,
  ...PANTRY_ROWS,
  ...SPICE_ROWS,
  ...BAR_ROWS,
]);

export function isIngredientKey(text: string): text is IngredientKey {
  return INGREDIENTS.has(text as IngredientKey);
}

/** Narrows a string to an `IngredientKey`, throwing if it is not in the vocabulary. */
export function ingredientKey(text: string): IngredientKey {
  if (!isIngredientKey(text)) throw new Error(`Unknown ingredient key "${text}"`);
  return text;
}

export function ingredientEntry(key: IngredientKey): IngredientEntry | undefined {
  return INGREDIENTS.get(key);
}

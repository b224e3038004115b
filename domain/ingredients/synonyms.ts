import pluralize from 'pluralize';
import { INGREDIENTS } from './canonical.ts';
import type { IngredientKey } from './canonical-types.ts';

/** Words that keep their trailing s (pluralize would otherwise shorten them). */
const KEEP_AS_IS: ReadonlySet<string> = new Set([
  'asparagus',
  'couscous',
  'hummus',
  'molasses',
  'lemongrass',
  'swiss',
  'cos',
  'ramen',
  'bass',
  'cress',
  'harissa',
  'herbes',
  'bitters',
  'citrus',
  'octopus',
  'nachos',
]);

/** Plurals pluralize gets wrong for ingredient words. */
const IRREGULAR: Readonly<Record<string, string>> = {
  chillies: 'chilli',
  chilies: 'chili',
  chiles: 'chile',
  tomatoes: 'tomato',
  potatoes: 'potato',
  mangoes: 'mango',
};

/**
 * pluralize's answer per word, remembered: building the name index singularises ~6,000 words of
 * which ~1,600 differ, and pluralize tries its rules in turn on every call. Bounded, since
 * normaliseName also reads what people type.
 */
const SINGULAR = new Map<string, string>();
const SINGULAR_LIMIT = 10_000;

function singular(word: string): string {
  const known = SINGULAR.get(word);
  if (known !== undefined) return known;
  const result = pluralize.singular(word);
  if (SINGULAR.size >= SINGULAR_LIMIT) SINGULAR.clear();
  SINGULAR.set(word, result);
  return result;
}

/** Lower-case, strip accents and punctuation, hyphens to spaces, and singularise each word. */
export function normaliseName(text: string): string {
  // Accents only exist outside ASCII; most names are plain ASCII and skip the decomposition.
  const unaccented = /[\u0080-\uffff]/.test(text)
    ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    : text;
  const plain = unaccented
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
  if (plain === '') return '';
  return plain
    .split(' ')
    .map(
      (word) =>
        IRREGULAR[word] ?? (KEEP_AS_IS.has(word) || word.length <= 3 ? word : singular(word)),
    )
    .join(' ');
}

function buildIndex(): ReadonlyMap<string, IngredientKey> {
  const index = new Map<string, IngredientKey>();
  const add = (name: string, key: IngredientKey, strict: boolean): void => {
    const norm = normaliseName(name);
    if (norm === '') return;
    const existing = index.get(norm);
    if (existing && existing !== key) {
      if (strict) throw new Error(`Ingredient name "${name}" maps to both ${existing} and ${key}`);
      return;
    }
    index.set(norm, key);
  };
  // Keys and display names win over synonyms, so add them first.
  for (const entry of INGREDIENTS.values()) add(entry.key.replace(/-/g, ' '), entry.key, true);
  for (const entry of INGREDIENTS.values()) add(entry.name, entry.key, false);
  for (const entry of INGREDIENTS.values()) {
    for (const synonym of entry.synonyms) add(synonym, entry.key, true);
  }
  return index;
}

let index: ReadonlyMap<string, IngredientKey> | undefined;

/**
 * Every known way of writing an ingredient, normalised, to its key. Built on first use, not when
 * the module loads: a page that imports the vocabulary without reading a name (a recipe page
 * before its ingredients are checked against a kitchen) does not pay for it in its start-up task.
 */
export function nameIndex(): ReadonlyMap<string, IngredientKey> {
  index ??= buildIndex();
  return index;
}

/** Looks up an exact (normalised) name or synonym. */
export function keyForName(text: string): IngredientKey | null {
  return nameIndex().get(normaliseName(text)) ?? null;
}

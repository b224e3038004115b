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

/** Lower-case, strip accents and punctuation, hyphens to spaces, and singularise each word. */
export function normaliseName(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
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
        IRREGULAR[word] ??
        (KEEP_AS_IS.has(word) || word.length <= 3 ? word : pluralize.singular(word)),
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

/** Every known way of writing an ingredient, normalised, to its key. */
export const NAME_INDEX: ReadonlyMap<string, IngredientKey> = buildIndex();

/** Looks up an exact (normalised) name or synonym. */
export function keyForName(text: string): IngredientKey | null {
  return NAME_INDEX.get(normaliseName(text)) ?? null;
}

import {
  DRINK_LIBRARY,
  INGREDIENTS,
  compareNames,
  resolveDrinkIngredient,
  shelfTabOf,
  type IngredientKey,
  type ShelfTab,
} from '@domain';

const KEY_CACHE = new Map<string, IngredientKey | null>();

/** The vocabulary key a bottle counts as, or null for a custom bottle that matches nothing. */
export function bottleKey(name: string): IngredientKey | null {
  const folded = name.trim().toLowerCase();
  const cached = KEY_CACHE.get(folded);
  if (cached !== undefined) return cached;
  const key = resolveDrinkIngredient(folded);
  if (KEY_CACHE.size > 10_000) KEY_CACHE.clear();
  KEY_CACHE.set(folded, key);
  return key;
}

/** The distinct keys of a list of names (custom bottles left out). */
export function keysOf(names: readonly string[]): IngredientKey[] {
  const keys = new Set<IngredientKey>();
  for (const name of names) {
    const key = bottleKey(name);
    if (key) keys.add(key);
  }
  return [...keys];
}

export function nameOf(key: IngredientKey): string {
  return INGREDIENTS.get(key)?.name ?? key;
}

/** A starter preset: vocabulary keys, added by their names. */
export interface ShelfPreset {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly keys: readonly IngredientKey[];
}

const k = (key: string) => key as IngredientKey;

export const SHELF_PRESETS: readonly ShelfPreset[] = [
  {
    id: 'classic',
    title: 'Classic cocktail bar',
    description: 'The bottles behind most classics: whiskey, gin, rum, vermouth, bitters, citrus.',
    keys: [
      'bourbon',
      'rye-whiskey',
      'gin',
      'vodka',
      'white-rum',
      'dark-rum',
      'tequila-blanco',
      'cognac',
      'sweet-vermouth',
      'dry-vermouth',
      'campari',
      'triple-sec',
      'maraschino-liqueur',
      'angostura',
      'orange-bitters',
      'simple-syrup',
      'sugar',
      'lemon',
      'lime',
      'orange',
      'soda-water',
      'tonic-water',
      'ginger-beer',
      'prosecco',
      'cocktail-cherry',
    ].map(k),
  },
  {
    id: 'tiki',
    title: 'Tiki',
    description: 'Rums, orgeat, falernum, tropical juices and spice for the tiki classics.',
    keys: [
      'white-rum',
      'dark-rum',
      'aged-rum',
      'jamaican-rum',
      'overproof-rum',
      'curacao',
      'orgeat',
      'falernum',
      'allspice-dram',
      'demerara-syrup',
      'honey-syrup',
      'passion-fruit-syrup',
      'cinnamon-syrup',
      'grenadine',
      'cream-of-coconut',
      'angostura',
      'lime',
      'orange',
      'pineapple-juice',
      'grapefruit-juice',
      'mint',
    ].map(k),
  },
  {
    id: 'non-alcoholic',
    title: 'Non-alcoholic',
    description: 'Citrus, syrups, sodas, juices, tea and coffee for alcohol-free drinks.',
    keys: [
      'lemon',
      'lime',
      'orange',
      'simple-syrup',
      'sugar',
      'honey',
      'grenadine',
      'elderflower-cordial',
      'soda-water',
      'tonic-water',
      'ginger-beer',
      'ginger-ale',
      'cola',
      'pineapple-juice',
      'cranberry-juice',
      'apple-juice',
      'grapefruit-juice',
      'coconut-water',
      'tea',
      'coffee',
      'mint',
      'cucumber',
    ].map(k),
  },
];

export function presetNames(preset: ShelfPreset): string[] {
  return preset.keys.map(nameOf);
}

/** One browsable bottle: its name, its key and the tab it sits in. */
export interface ShelfCandidate {
  readonly key: IngredientKey;
  readonly name: string;
  readonly tab: ShelfTab;
}

let candidates: readonly ShelfCandidate[] | null = null;

/**
 * Everything a shelf can hold from the vocabulary: each bottle of the bar families (spirits,
 * liqueurs, wines, bitters, syrups, juices, mixers) and everything a library drink asks for
 * (fruit, herbs, eggs, cream as garnishes and fresh things), by tab, alphabetically.
 */
export function shelfCandidates(): readonly ShelfCandidate[] {
  if (candidates) return candidates;
  const keys = new Set<IngredientKey>();
  for (const drink of DRINK_LIBRARY) for (const line of drink.lines) keys.add(line.key);
  for (const [key, entry] of INGREDIENTS) {
    if (entry.category === 'beverage' || shelfTabOf(key) !== 'garnishes') keys.add(key);
  }
  candidates = [...keys]
    .filter((key) => INGREDIENTS.has(key))
    .map((key) => ({ key, name: nameOf(key), tab: shelfTabOf(key) }))
    .sort((a, b) => compareNames(a.name, b.name));
  return candidates;
}

/** Names to suggest in the search box: vocabulary names first, then their other spellings. */
export function suggestionNames(): readonly string[] {
  const names: string[] = shelfCandidates().map((c) => c.name);
  for (const c of shelfCandidates()) {
    for (const synonym of INGREDIENTS.get(c.key)?.synonyms ?? []) names.push(synonym);
  }
  return names;
}

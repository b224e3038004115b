/** A canonical ingredient identifier: lower-case, singular, hyphenated (`egg`, `chicken-thigh`). */
export type IngredientKey = string & { readonly __brand: 'IngredientKey' };

export type IngredientCategory =
  | 'produce'
  | 'fruit'
  | 'herb'
  | 'spice'
  | 'dairy'
  | 'egg'
  | 'meat'
  | 'seafood'
  | 'grain'
  | 'pasta'
  | 'bakery'
  | 'baking'
  | 'oil'
  | 'condiment'
  | 'canned'
  | 'legume'
  | 'nut'
  | 'beverage'
  | 'other';

/**
 * What an ingredient (or any of its more specific kinds) may contain, for diet tags:
 * meat, fish, dairy, egg, honey, gluten, and rennet (cheeses such as parmesan that are
 * traditionally made with animal rennet, so not vegetarian).
 */
export type DietFlag = 'meat' | 'fish' | 'dairy' | 'egg' | 'honey' | 'gluten' | 'rennet';

export interface IngredientEntry {
  readonly key: IngredientKey;
  readonly name: string;
  readonly category: IngredientCategory;
  /** The more general kind this is one of (cheddar → cheese → dairy); null for a root. */
  readonly parent: IngredientKey | null;
  /** Other names people write for it (already lower-case, singular or plural as written). */
  readonly synonyms: readonly string[];
  /** Flags set on this entry itself; use `dietFlagsOf` for the inherited, conservative set. */
  readonly flags: readonly DietFlag[];
  /** Keys that can stand in for it in most recipes. */
  readonly substitutes: readonly IngredientKey[];
}

/**
 * Compact authoring row: key, parent ('' for a root), category, synonyms ('a|b'),
 * flags (letters m f d e h g r), substitutes ('a|b'), display name (defaults from the key).
 */
export type EntryRow = readonly [
  key: string,
  parent: string,
  category: IngredientCategory,
  synonyms?: string,
  flags?: string,
  substitutes?: string,
  name?: string,
];

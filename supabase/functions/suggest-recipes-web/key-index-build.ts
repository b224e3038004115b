/**
 * Building the key index of suggest-recipes-web (see key-index.ts): each meal row reduced to what
 * matching reads (slug, title, keys, filters) and what a results card shows (servings, times,
 * image), about 0.7 KB a recipe; its keys numbered into one flat array; and the recipe filed under
 * its three rarest required keys (anchors), one pigeonhole tier each (see key-index-rank.ts).
 * Recipes with no required key are kept apart: they are always candidates.
 */
import {
  rowTotalMinutes,
  type IngredientKey,
  type MatchableRecipe,
} from '../../../domain/index.ts';

/** The pigeonhole tiers indexed: maxMissing 0, 1 and 2. */
export const TIERS = 3;

export interface KeyRow {
  id: string | null;
  slug: string;
  title: string;
  servings: number | null;
  ingredient_keys: string[] | null;
  optional_keys: string[] | null;
  prep_minutes: number | null;
  cook_minutes: number | null;
  total_minutes: number | null;
  meal_type: string | null;
  cuisine: string | null;
  diet_tags: string[] | null;
  image_url: string | null;
  source: string | null;
}

/** A recipe as the index holds it for matching, with the rest of its results card. */
export interface KeyIndexRecipe extends MatchableRecipe {
  /** The row's id (the slug is `id`, the matcher's tiebreak). */
  readonly rowId: string;
  readonly servings: number | null;
  readonly prepMinutes: number | null;
  readonly cookMinutes: number | null;
  readonly imageUrl: string | null;
  readonly source: string;
}

/** One recipe as the index holds it: keys as numbers, filters prepared, nothing else. */
export interface Slot {
  readonly recipe: KeyIndexRecipe;
  readonly mealType: string | null;
  readonly cuisine: string | null;
  readonly dietTags: readonly string[];
  readonly sortTitle: string;
}

export interface KeyIndex {
  /** What the recipes table looked like when this was read (count and last change). */
  readonly signature: string;
  readonly size: number;
  readonly slots: readonly Slot[];
  /**
   * Key numbers of every recipe in one flat array (cache-friendly on 100k recipes): recipe p's
   * required keys are keyList[requiredFrom[p] .. optionalFrom[p]), its optional ones
   * keyList[optionalFrom[p] .. requiredFrom[p + 1]).
   */
  readonly keyList: Int32Array;
  readonly requiredFrom: Int32Array;
  readonly optionalFrom: Int32Array;
  /** Key → its number in keyList. */
  readonly keyIds: ReadonlyMap<string, number>;
  /** anchors[t]: key → positions in slots of the recipes whose (t + 1)th anchor it is. */
  readonly anchors: readonly ReadonlyMap<string, readonly number[]>[];
  /** Recipes without required keys (always candidates). */
  readonly free: readonly number[];
}

/** The rows in the matcher's shape, keys numbered, three anchors each filed for candidate lookup. */
export function buildKeyIndex(rows: readonly KeyRow[], signature: string): KeyIndex {
  const keyIds = new Map<string, number>();
  const names: string[] = [];
  const idOf = (key: string): number => {
    let id = keyIds.get(key);
    if (id === undefined) {
      id = names.length;
      keyIds.set(key, id);
      names.push(key);
    }
    return id;
  };
  const tags = new Map<string, string>();
  const tag = (t: string) => tags.get(t) ?? (tags.set(t, t), t);
  const frequency: number[] = [];
  const requiredIds: number[][] = [];
  const flat: number[] = [];
  const requiredFrom = new Int32Array(rows.length + 1);
  const optionalFrom = new Int32Array(rows.length);
  const slots: Slot[] = rows.map((row, position) => {
    const required = [...new Set(row.ingredient_keys ?? [])].map(idOf);
    const optional = [...new Set(row.optional_keys ?? [])]
      .map(idOf)
      .filter((id) => !required.includes(id));
    for (const id of required) frequency[id] = (frequency[id] ?? 0) + 1;
    requiredIds.push(required);
    requiredFrom[position] = flat.length;
    flat.push(...required);
    optionalFrom[position] = flat.length;
    flat.push(...optional);
    requiredFrom[position + 1] = flat.length;
    const recipe: KeyIndexRecipe = {
      id: row.slug,
      rowId: row.id ?? row.slug,
      title: row.title,
      ingredientKeys: required.map((id) => names[id] as IngredientKey),
      optionalKeys: optional.map((id) => names[id] as IngredientKey),
      totalMinutes: rowTotalMinutes(row),
      mealType: row.meal_type,
      cuisine: row.cuisine,
      dietTags: (row.diet_tags ?? []).map(tag),
      servings: row.servings,
      prepMinutes: row.prep_minutes,
      cookMinutes: row.cook_minutes,
      imageUrl: row.image_url,
      source: tag(row.source ?? 'larder'),
    };
    return {
      recipe,
      mealType: row.meal_type ? tag(row.meal_type.toLowerCase()) : null,
      cuisine: row.cuisine ? tag(row.cuisine.toLowerCase()) : null,
      dietTags: (row.diet_tags ?? []).map((t) => tag(t.toLowerCase())),
      sortTitle: row.title.toLowerCase(),
    };
  });
  const anchors = Array.from({ length: TIERS }, () => new Map<string, number[]>());
  const free: number[] = [];
  requiredIds.forEach((required, position) => {
    if (required.length === 0) {
      free.push(position);
      return;
    }
    const rarest = [...required]
      .sort(
        (a, b) =>
          (frequency[a] ?? 0) - (frequency[b] ?? 0) || compareText(names[a] ?? '', names[b] ?? ''),
      )
      .slice(0, TIERS);
    rarest.forEach((id, tier) => {
      const key = names[id] ?? '';
      const list = anchors[tier]?.get(key);
      if (list) list.push(position);
      else anchors[tier]?.set(key, [position]);
    });
  });
  return {
    signature,
    size: slots.length,
    slots,
    keyList: Int32Array.from(flat),
    requiredFrom,
    optionalFrom,
    keyIds,
    anchors,
    free,
  };
}

/** Plain code-unit order (the matcher's tiebreak order, not the locale's). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

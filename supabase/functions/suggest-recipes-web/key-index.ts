/**
 * A per-process key index for corpora too large to hold whole in memory (more than
 * MEMORY_MAX_RECIPES meal recipes): only what matching reads (slug, title, keys, filters) is kept,
 * about 0.3 KB a recipe, so the same domain matcher the app runs offline ranks the corpus here, with
 * no SQL on the request path; the card fields (description, ingredients, steps, nutrition…) of the
 * recipes returned are then read by slug in one REST call.
 *
 * Candidates (pigeonhole, as in match_recipes): a listed recipe missing at most t required keys has
 * one of any t + 1 of them covered, so each recipe is filed under its three rarest required keys
 * (anchors) and a kitchen looks at the recipes filed under the keys it covers: tier by tier (first
 * anchor, then the second, then the third), stopping once a tier alone fills the limit. Recipes
 * with no required key are always candidates. maxMissing above two is left to SQL.
 */
import { coverageOf, matchKitchenKeys, type IngredientKey, type MatchFilters, type MatchOptions, type MatchableRecipe, type RecipeMatch } from '../../../domain/index.ts';

/** Columns read for the key index (the REST API pages them 1000 at a time). */
export const KEY_COLUMNS = 'slug,title,ingredient_keys,optional_keys,prep_minutes,cook_minutes,total_minutes,meal_type,cuisine,diet_tags';
/** Corpora larger than this are matched in SQL only (memory stays bounded). */
export const KEY_INDEX_MAX_RECIPES = 250_000;
const PAGE = 1000;
/** The pigeonhole tiers indexed: maxMissing 0, 1 and 2. */
const TIERS = 3;

export interface KeyRow {
  slug: string;
  title: string;
  ingredient_keys: string[] | null;
  optional_keys: string[] | null;
  prep_minutes: number | null;
  cook_minutes: number | null;
  total_minutes: number | null;
  meal_type: string | null;
  cuisine: string | null;
  diet_tags: string[] | null;
}

/** One recipe as the index holds it: keys as numbers, filters prepared, nothing else. */
interface Slot {
  readonly recipe: MatchableRecipe;
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

function isKeyRow(value: unknown): value is KeyRow {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.slug === 'string' && typeof v.title === 'string';
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
    const optional = [...new Set(row.optional_keys ?? [])].map(idOf).filter((id) => !required.includes(id));
    for (const id of required) frequency[id] = (frequency[id] ?? 0) + 1;
    requiredIds.push(required);
    requiredFrom[position] = flat.length;
    flat.push(...required);
    optionalFrom[position] = flat.length;
    flat.push(...optional);
    requiredFrom[position + 1] = flat.length;
    const recipe: MatchableRecipe = {
      id: row.slug,
      title: row.title,
      ingredientKeys: required.map((id) => names[id] as IngredientKey),
      optionalKeys: optional.map((id) => names[id] as IngredientKey),
      totalMinutes:
        row.total_minutes ?? (row.prep_minutes !== null || row.cook_minutes !== null ? (row.prep_minutes ?? 0) + (row.cook_minutes ?? 0) : null),
      mealType: row.meal_type,
      cuisine: row.cuisine,
      dietTags: (row.diet_tags ?? []).map(tag),
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
      .sort((a, b) => (frequency[a] ?? 0) - (frequency[b] ?? 0) || compareText(names[a] ?? '', names[b] ?? ''))
      .slice(0, TIERS);
    rarest.forEach((id, tier) => {
      const key = names[id] ?? '';
      const list = anchors[tier]?.get(key);
      if (list) list.push(position);
      else anchors[tier]?.set(key, [position]);
    });
  });
  return { signature, size: slots.length, slots, keyList: Int32Array.from(flat), requiredFrom, optionalFrom, keyIds, anchors, free };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The same filters as the domain matcher (passesRecipeFilters), on a slot. */
function passes(slot: Slot, filters: MatchFilters, diets: readonly string[]): boolean {
  if (filters.mealType && slot.mealType !== filters.mealType.trim().toLowerCase()) return false;
  if (filters.cuisine && slot.cuisine !== filters.cuisine.trim().toLowerCase()) return false;
  for (const diet of diets) if (!slot.dietTags.includes(diet)) return false;
  if (filters.maxTotalMinutes !== undefined) {
    const total = slot.recipe.totalMinutes;
    if (total === null || total > filters.maxTotalMinutes) return false;
  }
  return true;
}

/**
 * The best matches over the indexed corpus, exactly as matchKitchenKeys would rank the whole of it;
 * null when the request asks for more than two missing (the caller asks SQL instead). Candidates
 * are scored on numbers (missing count, distinct kitchen items used); only the winners are matched
 * by the domain matcher, which gives their match details.
 */
export function rankWithKeyIndex(
  keys: KeyIndex,
  kitchen: readonly IngredientKey[],
  staples: readonly IngredientKey[],
  options: MatchOptions & { filters: { maxMissing: number } },
): RecipeMatch[] | null {
  const filters = options.filters;
  const most = filters.maxMissing;
  if (most > TIERS - 1) return null;
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const diet = filters.diet === undefined ? [] : typeof filters.diet === 'string' ? [filters.diet] : [...filters.diet];
  const diets = diet.map((d) => d.trim().toLowerCase()).filter((d) => d !== '');
  // provider[id]: which kitchen item covers key id (-1: none); staple[id]: assumed present.
  const provider = new Int32Array(keys.keyIds.size).fill(-1);
  const staple = new Uint8Array(keys.keyIds.size);
  const providers = new Map<string, number>();
  for (const [key, by] of coverageOf(kitchen)) {
    const id = keys.keyIds.get(key);
    if (id === undefined) continue;
    let n = providers.get(by);
    if (n === undefined) providers.set(by, (n = providers.size));
    provider[id] = n;
  }
  for (const key of coverageOf(staples).keys()) {
    const id = keys.keyIds.get(key);
    if (id !== undefined) staple[id] = 1;
  }
  const have = new Set<string>([...coverageOf(kitchen).keys(), ...coverageOf(staples).keys()]);
  const stamp = new Int32Array(providers.size).fill(-1);
  const seen = new Uint8Array(keys.size);
  // Candidates go straight into buckets of equal rank (missing, then kitchen items used):
  // bucket missing * width + (width - 1 - used); only the bucket the limit cuts through is sorted.
  const width = providers.size + 1;
  const buckets: number[][] = [];
  const perMissing = [0, 0, 0];

  const { keyList, requiredFrom, optionalFrom } = keys;
  // Without filters no recipe object is visited while scoring (100k of them are scattered in memory).
  const filtered = Boolean(filters.mealType || filters.cuisine || diets.length > 0 || filters.maxTotalMinutes !== undefined);
  const score = (position: number) => {
    if (seen[position] === 1) return;
    seen[position] = 1;
    // Keys first (flat arrays, no object visited), filters only for what could be listed.
    let missing = 0;
    let used = 0;
    const optionalAt = optionalFrom[position] ?? 0;
    for (let i = requiredFrom[position] ?? 0; i < optionalAt; i += 1) {
      const id = keyList[i] ?? 0;
      const by = provider[id] ?? -1;
      if (by >= 0) {
        if (stamp[by] !== position) {
          stamp[by] = position;
          used += 1;
        }
      } else if (staple[id] !== 1 && ++missing > most) return;
    }
    if (missing > 0 && used === 0) return; // listed only when cookable or using the kitchen
    if (filtered) {
      const slot = keys.slots[position];
      if (!slot || !passes(slot, filters, diets)) return;
    }
    const end = requiredFrom[position + 1] ?? 0;
    for (let i = optionalAt; i < end; i += 1) {
      const by = provider[keyList[i] ?? 0] ?? -1;
      if (by >= 0 && stamp[by] !== position) {
        stamp[by] = position;
        used += 1;
      }
    }
    const at = missing * width + (width - 1 - used);
    const bucket = buckets[at];
    if (bucket) bucket.push(position);
    else buckets[at] = [position];
    perMissing[missing] = (perMissing[missing] ?? 0) + 1;
  };

  let cut = most;
  for (let tier = 0; tier <= most; tier += 1) {
    if (tier === 0) for (const p of keys.free) score(p);
    const filed = keys.anchors[tier];
    if (filed) {
      // Scored in position order: the key arrays are then read front to back.
      const lists = [...have].map((key) => filed.get(key)).filter((list): list is readonly number[] => list !== undefined);
      const positions = new Int32Array(lists.reduce((n, list) => n + list.length, 0));
      let at = 0;
      for (const list of lists) for (const p of list) positions[at++] = p;
      for (const p of positions.sort()) score(p);
    }
    // Every listed recipe missing at most `tier` keys has now been scored: if they fill the
    // limit, nothing missing more can rank among the best.
    if (perMissing.slice(0, tier + 1).reduce((a, b) => a + b, 0) >= limit) {
      cut = tier;
      break;
    }
  }
  const slots = keys.slots;
  const byTitle = (p: number, q: number) => {
    const x = slots[p];
    const y = slots[q];
    return (
      compareText(x?.sortTitle ?? '', y?.sortTitle ?? '') ||
      compareText(x?.recipe.title ?? '', y?.recipe.title ?? '') ||
      compareText(x?.recipe.id ?? '', y?.recipe.id ?? '')
    );
  };
  const best: MatchableRecipe[] = [];
  for (let at = 0; at < (cut + 1) * width && best.length < limit; at += 1) {
    const bucket = buckets[at];
    if (!bucket) continue;
    const room = limit - best.length;
    const chosen = bucket.length > room ? bucket.sort(byTitle).slice(0, room) : bucket;
    for (const p of chosen) {
      const recipe = slots[p]?.recipe;
      if (recipe) best.push(recipe);
    }
  }
  // The winners' match details from the domain matcher itself (same order, same data as offline).
  return matchKitchenKeys(kitchen, best, { ...options, limit: undefined });
}

export interface RestReader {
  /** GET `${baseUrl}/rest/v1/${pathAndQuery}` with the caller's headers; throws on failure. */
  (pathAndQuery: string, extra?: Record<string, string>): Promise<{ rows: unknown[]; response: Response }>;
}

/** Reads every meal recipe's match data, 1000 rows a request in slug order (keyset paging). */
export async function loadKeyIndex(read: RestReader, signature: string): Promise<KeyIndex> {
  const rows: KeyRow[] = [];
  let after: string | null = null;
  for (;;) {
    const from: string = after === null ? '' : `&slug=gt.${encodeURIComponent(after)}`;
    const { rows: page } = await read(`recipes?select=${KEY_COLUMNS}&kind=eq.meal&order=slug.asc&limit=${PAGE}${from}`);
    const valid = page.filter(isKeyRow);
    rows.push(...valid);
    if (page.length < PAGE || valid.length === 0) break;
    after = valid[valid.length - 1]?.slug ?? null;
    if (rows.length > KEY_INDEX_MAX_RECIPES) throw new Error('the recipe corpus grew past the key index limit');
  }
  return buildKeyIndex(rows, signature);
}

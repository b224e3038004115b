/**
 * A per-process key index for corpora too large to hold whole in memory (more than
 * MEMORY_MAX_RECIPES meal recipes): only what matching reads (slug, title, keys, filters) and what a
 * results card shows (servings, times, image) is kept, about 0.7 KB a recipe, so the same domain
 * matcher the app runs offline ranks the corpus here with nothing read on the request path. The
 * answer carries summaries; the app reads a recipe's details (ingredients, steps…) when it is opened.
 *
 * Candidates (pigeonhole, as in match_recipes): a listed recipe missing at most t required keys has
 * one of any t + 1 of them covered, so each recipe is filed under its three rarest required keys
 * (anchors) and a kitchen looks at the recipes filed under the keys it covers: tier by tier (first
 * anchor, then the second, then the third), stopping once a tier alone fills the limit. Recipes
 * with no required key are always candidates. maxMissing above two is left to SQL.
 */
import { coverageOf, matchKitchenKeys, rowTotalMinutes, type IngredientKey, type MatchFilters, type MatchOptions, type MatchableRecipe, type RecipeMatch } from '../../../domain/index.ts';

/** Columns read for the key index (the REST API pages them 1000 at a time). */
export const KEY_COLUMNS =
  'id,slug,title,servings,ingredient_keys,optional_keys,prep_minutes,cook_minutes,total_minutes,meal_type,cuisine,diet_tags,image_url,source';
/**
 * Corpora larger than this are matched in SQL only, so memory stays bounded (about 175 MB at this
 * size). SUGGEST_KEY_INDEX_MAX_RECIPES lowers it for hosts with less memory; 0 turns the index off.
 */
export const KEY_INDEX_MAX_RECIPES = 250_000;

/**
 * Supabase's Edge Runtime (hosted Supabase, `supabase functions serve`) gives a function a small
 * memory and CPU-time budget per request, too small to build the index: there it is off unless
 * SUGGEST_KEY_INDEX_MAX_RECIPES turns it on (a self-hosted runtime with the memory for it).
 */
export function inEdgeRuntime(): boolean {
  return typeof (globalThis as { EdgeRuntime?: unknown }).EdgeRuntime !== 'undefined';
}

/**
 * The key index limit for this process: KEY_INDEX_MAX_RECIPES, or a lower setting; without a
 * setting, 0 (off) in the Edge Runtime.
 */
export function keyIndexLimit(setting: string | undefined, edgeRuntime = inEdgeRuntime()): number {
  if (setting !== undefined && /^\d+$/.test(setting.trim())) return Math.min(Number(setting), KEY_INDEX_MAX_RECIPES);
  return edgeRuntime ? 0 : KEY_INDEX_MAX_RECIPES;
}
const PAGE = 1000;
/** The pigeonhole tiers indexed: maxMissing 0, 1 and 2. */
const TIERS = 3;

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
interface Slot {
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
 * Per-index working memory, reused by every request (ranking is synchronous, so one at a time):
 * a request allocates nothing in proportion to the corpus, which keeps garbage collection pauses
 * off the answers' tail.
 */
interface Scratch {
  /** visit[p] = epoch: marked as a candidate in this tier; epoch + 1: scored. Older values: neither. */
  visit: Uint32Array;
  epoch: number;
  /** Candidates listed so far (positions) and their rank bucket (see rankWithKeyIndex). */
  found: Int32Array;
  rank: Int32Array;
}

const scratches = new WeakMap<KeyIndex, Scratch>();

function scratchOf(keys: KeyIndex): Scratch {
  let scratch = scratches.get(keys);
  if (!scratch) {
    scratch = { visit: new Uint32Array(keys.size), epoch: 0, found: new Int32Array(keys.size), rank: new Int32Array(keys.size) };
    scratches.set(keys, scratch);
  }
  return scratch;
}

/** A new epoch: every earlier mark is forgotten without clearing the array. */
function nextEpoch(scratch: Scratch): number {
  scratch.epoch += 2;
  if (scratch.epoch >= 0xfffffff0) {
    scratch.visit.fill(0);
    scratch.epoch = 2;
  }
  return scratch.epoch;
}

/** One request's scoring state (see rankWithKeyIndex). */
interface Scoring {
  readonly keys: KeyIndex;
  /** provider[id]: which kitchen item covers key id (-1: none); staple[id]: assumed present. */
  readonly provider: Int32Array;
  readonly staple: Uint8Array;
  /** stamp[item] = position: kitchen item already counted as used by that recipe. */
  readonly stamp: Int32Array;
  readonly visit: Uint32Array;
  /** visit values of this pass: marked as a candidate, scored. */
  marked: number;
  scored: number;
  /** Candidates missing more than this are not listed. */
  most: number;
  readonly found: Int32Array;
  readonly rank: Int32Array;
  readonly width: number;
  readonly perMissing: Int32Array;
  listed: number;
  readonly filter: { readonly filters: MatchFilters; readonly diets: readonly string[] } | null;
}

/**
 * Scores one candidate on numbers: keys first (flat arrays, no object visited), filters only for
 * what could be listed. Listed when cookable or using the kitchen, with at most `most` missing.
 */
function scoreCandidate(run: Scoring, position: number): void {
  const { keys, provider, staple, stamp, visit } = run;
  if (visit[position] === run.scored) return;
  visit[position] = run.scored;
  const { keyList, requiredFrom, optionalFrom } = keys;
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
    } else if (staple[id] !== 1 && ++missing > run.most) return;
  }
  if (missing > 0 && used === 0) return;
  if (run.filter) {
    const slot = keys.slots[position];
    if (!slot || !passes(slot, run.filter.filters, run.filter.diets)) return;
  }
  const end = requiredFrom[position + 1] ?? 0;
  for (let i = optionalAt; i < end; i += 1) {
    const by = provider[keyList[i] ?? 0] ?? -1;
    if (by >= 0 && stamp[by] !== position) {
      stamp[by] = position;
      used += 1;
    }
  }
  run.found[run.listed] = position;
  run.rank[run.listed] = missing * run.width + (run.width - 1 - used);
  run.listed += 1;
  run.perMissing[missing] = (run.perMissing[missing] ?? 0) + 1;
}

/**
 * Scores the candidates of one pigeonhole tier (and, in tier 0, the recipes with no required key):
 * marked first, then scored in position order (the key arrays read front to back), since a sweep
 * over the marks costs less than sorting the positions.
 */
function scoreTier(run: Scoring, tier: number, have: ReadonlySet<string>): void {
  const { keys, visit } = run;
  if (tier === 0) for (const p of keys.free) scoreCandidate(run, p);
  const filed = keys.anchors[tier];
  if (!filed) return;
  let first = keys.size;
  let last = -1;
  for (const key of have) {
    const list = filed.get(key);
    if (!list) continue;
    for (const p of list) {
      if (visit[p] === run.scored) continue;
      visit[p] = run.marked;
      if (p < first) first = p;
      if (p > last) last = p;
    }
  }
  for (let p = first; p <= last; p += 1) if (visit[p] === run.marked) scoreCandidate(run, p);
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
): RecipeMatch<KeyIndexRecipe>[] | null {
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
  const covered = coverageOf(kitchen);
  const stapleKeys = [...coverageOf(staples).keys()];
  for (const [key, by] of covered) {
    const id = keys.keyIds.get(key);
    if (id === undefined) continue;
    let n = providers.get(by);
    if (n === undefined) providers.set(by, (n = providers.size));
    provider[id] = n;
  }
  for (const key of stapleKeys) {
    const id = keys.keyIds.get(key);
    if (id !== undefined) staple[id] = 1;
  }
  const have = new Set<string>([...covered.keys(), ...stapleKeys]);
  const stamp = new Int32Array(providers.size).fill(-1);
  const scratch = scratchOf(keys);
  const { visit, found, rank } = scratch;
  // Each listed candidate's rank bucket: missing * width + (width - 1 - used), so buckets in
  // order are the matcher's order but for the title tiebreak (sorted only where the limit cuts).
  const width = providers.size + 1;
  const perMissing = new Int32Array(TIERS);

  // Without filters no recipe object is visited while scoring (100k of them are scattered in memory).
  const filtered = Boolean(filters.mealType || filters.cuisine || diets.length > 0 || filters.maxTotalMinutes !== undefined);
  const epoch = nextEpoch(scratch);
  const filter = filtered ? { filters, diets } : null;
  const run: Scoring = { keys, provider, staple, stamp, visit, marked: epoch, scored: epoch + 1, most: 0, found, rank, width, perMissing, listed: 0, filter };

  // First the recipes the kitchen can make now, cheaply (a candidate is dropped at its first
  // missing key): with a full kitchen they alone often fill the limit, and nothing else is needed.
  scoreTier(run, 0, have);
  let cut = 0;
  if ((perMissing[0] ?? 0) < limit && most > 0) {
    const again = nextEpoch(scratch);
    Object.assign(run, { marked: again, scored: again + 1, most, listed: 0 });
    perMissing.fill(0);
    stamp.fill(-1);
    cut = most;
    for (let tier = 0; tier <= most; tier += 1) {
      scoreTier(run, tier, have);
      // Every listed recipe missing at most `tier` keys has now been scored: if they fill the
      // limit, nothing missing more can rank among the best.
      if (perMissing.slice(0, tier + 1).reduce((a, b) => a + b, 0) >= limit) {
        cut = tier;
        break;
      }
    }
  }
  // Counting sort of the listed candidates into their buckets (those past the cut left out).
  const bucketCount = (cut + 1) * width;
  const bucketStart = new Int32Array(bucketCount + 1);
  const listed = run.listed;
  for (let i = 0; i < listed; i += 1) {
    const at = rank[i] ?? bucketCount;
    if (at < bucketCount) bucketStart[at + 1] = (bucketStart[at + 1] ?? 0) + 1;
  }
  for (let at = 0; at < bucketCount; at += 1) bucketStart[at + 1] = (bucketStart[at + 1] ?? 0) + (bucketStart[at] ?? 0);
  const ordered = new Int32Array(bucketStart[bucketCount] ?? 0);
  const next = bucketStart.slice(0, bucketCount);
  for (let i = 0; i < listed; i += 1) {
    const at = rank[i] ?? bucketCount;
    if (at < bucketCount) ordered[(next[at] = (next[at] ?? 0) + 1) - 1] = found[i] ?? 0;
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
  const best: KeyIndexRecipe[] = [];
  for (let at = 0; at < bucketCount && best.length < limit; at += 1) {
    const bucket = ordered.subarray(bucketStart[at] ?? 0, bucketStart[at + 1] ?? 0);
    if (bucket.length === 0) continue;
    const room = limit - best.length;
    const chosen = bucket.length > room ? [...bucket].sort(byTitle).slice(0, room) : bucket;
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
export async function loadKeyIndex(read: RestReader, signature: string, limit = KEY_INDEX_MAX_RECIPES): Promise<KeyIndex> {
  const rows: KeyRow[] = [];
  let after: string | null = null;
  for (;;) {
    const from: string = after === null ? '' : `&slug=gt.${encodeURIComponent(after)}`;
    const { rows: page } = await read(`recipes?select=${KEY_COLUMNS}&kind=eq.meal&order=slug.asc&limit=${PAGE}${from}`);
    const valid = page.filter(isKeyRow);
    rows.push(...valid);
    if (page.length < PAGE || valid.length === 0) break;
    after = valid[valid.length - 1]?.slug ?? null;
    if (rows.length > limit) throw new Error('the recipe corpus grew past the key index limit');
  }
  return buildKeyIndex(rows, signature);
}

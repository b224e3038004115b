/**
 * Ranking over the key index (built in key-index-build.ts), exactly as the domain matcher would
 * rank the whole corpus. Candidates (pigeonhole, as in match_recipes): a listed recipe missing at
 * most t required keys has one of any t + 1 of them covered, so a kitchen looks at the recipes filed
 * under the keys it covers: tier by tier (first anchor, then the second, then the third), stopping
 * once a tier alone fills the limit. Recipes with no required key are always candidates.
 * maxMissing above two is left to SQL.
 */
import {
  coverageOf,
  indexRecipes,
  matchKitchenKeys,
  type IngredientKey,
  type MatchFilters,
  type MatchOptions,
  type RecipeMatch,
} from '../../../domain/index.ts';
import {
  TIERS,
  compareText,
  type KeyIndex,
  type KeyIndexRecipe,
  type Slot,
} from './key-index-build.ts';

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
    scratch = {
      visit: new Uint32Array(keys.size),
      epoch: 0,
      found: new Int32Array(keys.size),
      rank: new Int32Array(keys.size),
    };
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
  const diet =
    filters.diet === undefined
      ? []
      : typeof filters.diet === 'string'
        ? [filters.diet]
        : [...filters.diet];
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
  const filtered = Boolean(
    filters.mealType ||
    filters.cuisine ||
    diets.length > 0 ||
    filters.maxTotalMinutes !== undefined,
  );
  const epoch = nextEpoch(scratch);
  const filter = filtered ? { filters, diets } : null;
  const run: Scoring = {
    keys,
    provider,
    staple,
    stamp,
    visit,
    marked: epoch,
    scored: epoch + 1,
    most: 0,
    found,
    rank,
    width,
    perMissing,
    listed: 0,
    filter,
  };

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
  for (let at = 0; at < bucketCount; at += 1)
    bucketStart[at + 1] = (bucketStart[at + 1] ?? 0) + (bucketStart[at] ?? 0);
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
  return matchKitchenKeys(kitchen, indexRecipes(best), { ...options, limit: undefined });
}

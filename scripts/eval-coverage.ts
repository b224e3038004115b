/**
 * npm run eval:coverage — how much of the built-in library real kitchens can cook.
 *
 * Each recipe of ../shared/datasets/openrecipes-sample/recipes.jsonl becomes a kitchen: its raw
 * ingredient lines read by the domain normaliser (the same reading Let's Cook gives a kitchen).
 * Two sets of kitchens are measured with the domain matcher over the library:
 *   - single-recipe kitchens (one per sample recipe),
 *   - three-recipe kitchens: three distinct sample recipes pooled, drawn with a seeded PRNG.
 * Printed per set: median recipes makeable now, median one item away, share of kitchens with
 * nothing makeable; then the ingredients most often present in kitchens that can make nothing and
 * the missing ingredients that most often keep a recipe one item away (what to write next).
 *
 * With --hints, also a greedy list of small ingredient sets (what a short recipe would need) that
 * would each unlock the most single-recipe kitchens still making nothing.
 *
 * Figures, not assertions. Options: --triples=N (default 1000), --seed=N (default 19), --top=N
 * (default 25), --hints, --meals (breakfasts, lunches and dinners only), --json (machine-readable output
 * only).
 */
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { IngredientKey, LibraryRecipe } from '../domain/index.ts';
import {
  DEFAULT_STAPLES,
  RECIPE_LIBRARY,
  matchKitchenKeys,
  matchableLibrary,
  readKitchen,
} from '../domain/index.ts';
import { random } from './bench-suggest.ts';

const DATASET = fileURLToPath(
  new URL('../../shared/datasets/openrecipes-sample/recipes.jsonl', import.meta.url),
);

/** Targets from the library issue, shown next to the figures. */
export const TARGETS = {
  triple: { makeableMedian: 10, oneAwayMedian: 25, nothingShareMax: 0.03 },
  single: { nothingShareMax: 0.35 },
} as const;

/** Every sample recipe's ingredients as kitchen keys (recipes whose lines name nothing known are skipped). */
export function sampleKitchenKeys(file = DATASET): IngredientKey[][] {
  const kitchens: IngredientKey[][] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const recipe = JSON.parse(line) as { ingredients?: unknown };
    const raw = Array.isArray(recipe.ingredients)
      ? recipe.ingredients.filter((x): x is string => typeof x === 'string')
      : [];
    const { keys } = readKitchen(raw);
    if (keys.length > 0) kitchens.push([...keys]);
  }
  return kitchens;
}

/** Pools of three distinct sample kitchens, seeded so runs repeat. */
export function tripleKitchens(
  singles: readonly IngredientKey[][],
  count: number,
  seed: number,
): IngredientKey[][] {
  const rand = random(seed);
  const out: IngredientKey[][] = [];
  if (singles.length < 3) return out;
  for (let n = 0; n < count; n += 1) {
    const picked = new Set<number>();
    while (picked.size < 3) picked.add(Math.floor(rand() * singles.length));
    out.push([...new Set([...picked].flatMap((i) => singles[i] ?? []))].sort());
  }
  return out;
}

const MAIN_MEALS: ReadonlySet<string> = new Set(['breakfast', 'lunch', 'dinner']);

/** --meals: measure over breakfasts, lunches and dinners only. */
const MEALS_ONLY = process.argv.includes('--meals');
let SELECTED: readonly LibraryRecipe[] | null = null;

function selectedLibrary(): readonly LibraryRecipe[] {
  SELECTED ??= MEALS_ONLY
    ? RECIPE_LIBRARY.filter((r) => MAIN_MEALS.has(r.mealType))
    : RECIPE_LIBRARY;
  return SELECTED;
}

export interface KitchenSetFigures {
  readonly kitchens: number;
  readonly medianKitchenSize: number;
  readonly medianMakeable: number;
  /** The same, counting only breakfasts, lunches and dinners (not sides, sauces, snacks or desserts). */
  readonly medianMakeableMeals: number;
  readonly medianOneAway: number;
  readonly nothingShare: number;
  /** Keys most often in kitchens that can make nothing: [key, kitchens holding it]. */
  readonly inNothingKitchens: ReadonlyArray<readonly [IngredientKey, number]>;
  /** Missing keys that most often leave a recipe one item away: [key, times]. */
  readonly oneAwayBlockers: ReadonlyArray<readonly [IngredientKey, number]>;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function topOf(
  counts: ReadonlyMap<IngredientKey, number>,
  top: number,
): Array<readonly [IngredientKey, number]> {
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, top);
}

/** Measures one set of kitchens against the library with the domain matcher. */
export function measure(kitchens: readonly IngredientKey[][], top = 25): KitchenSetFigures {
  const library = matchableLibrary(selectedLibrary());
  const makeable: number[] = [];
  const makeableMeals: number[] = [];
  const oneAway: number[] = [];
  const nothing = new Map<IngredientKey, number>();
  const blockers = new Map<IngredientKey, number>();
  let nothingCount = 0;
  for (const keys of kitchens) {
    const matches = matchKitchenKeys(keys, library);
    let now = 0;
    let meals = 0;
    let one = 0;
    for (const m of matches) {
      if (m.canMake) {
        now += 1;
        if (MAIN_MEALS.has(m.recipe.mealType)) meals += 1;
      } else if (m.missing.length === 1) {
        one += 1;
        const blocker = m.missing[0] as IngredientKey;
        blockers.set(blocker, (blockers.get(blocker) ?? 0) + 1);
      }
    }
    makeable.push(now);
    makeableMeals.push(meals);
    oneAway.push(one);
    if (now === 0) {
      nothingCount += 1;
      for (const key of keys) nothing.set(key, (nothing.get(key) ?? 0) + 1);
    }
  }
  return {
    kitchens: kitchens.length,
    medianKitchenSize: median(kitchens.map((k) => k.length)),
    medianMakeable: median(makeable),
    medianMakeableMeals: median(makeableMeals),
    medianOneAway: median(oneAway),
    nothingShare: kitchens.length === 0 ? 0 : nothingCount / kitchens.length,
    inNothingKitchens: topOf(nothing, top),
    oneAwayBlockers: topOf(blockers, top),
  };
}

function subsets(keys: readonly IngredientKey[], size: number, emit: (set: string) => void): void {
  const pick: IngredientKey[] = [];
  const walk = (from: number): void => {
    if (pick.length === size) {
      emit(pick.join(' + '));
      return;
    }
    for (let i = from; i <= keys.length - (size - pick.length); i += 1) {
      pick.push(keys[i] as IngredientKey);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
}

/**
 * Greedy set cover over the kitchens that can make nothing: the ingredient set (of `size` keys
 * beyond the staples) held by most of them, then the next best over the kitchens still uncovered.
 */
export function unlockingSets(
  kitchens: readonly IngredientKey[][],
  size: number,
  rounds: number,
): Array<readonly [string, number]> {
  const library = matchableLibrary(selectedLibrary());
  const staples = new Set<string>(DEFAULT_STAPLES);
  let open = kitchens
    .filter((keys) => !matchKitchenKeys(keys, library).some((m) => m.canMake))
    .map((keys) => keys.filter((k) => !staples.has(k)));
  const out: Array<readonly [string, number]> = [];
  for (let round = 0; round < rounds && open.length > 0; round += 1) {
    const counts = new Map<string, number>();
    for (const keys of open)
      subsets(keys, Math.min(size, keys.length), (set) =>
        counts.set(set, (counts.get(set) ?? 0) + 1),
      );
    const best = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
    if (!best) break;
    out.push(best);
    const need = best[0].split(' + ');
    open = open.filter((keys) => !need.every((k) => keys.includes(k as IngredientKey)));
  }
  return out;
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
const mark = (ok: boolean): string => (ok ? 'meets target' : 'below target');

function printSet(name: string, f: KitchenSetFigures, targets: string[]): void {
  console.log(`\n${name}: ${f.kitchens} kitchens, median ${f.medianKitchenSize} ingredients`);
  console.log(`  median makeable now  ${f.medianMakeable}`);
  console.log(`    of which meals     ${f.medianMakeableMeals} (breakfast, lunch, dinner)`);
  console.log(`  median one away      ${f.medianOneAway}`);
  console.log(`  nothing makeable     ${pct(f.nothingShare)}`);
  for (const t of targets) console.log(`  ${t}`);
  console.log('  most often in kitchens that can make nothing (kitchens):');
  console.log(`    ${f.inNothingKitchens.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  console.log('  most often the one missing item (recipe-kitchen pairs):');
  console.log(`    ${f.oneAwayBlockers.map(([k, n]) => `${k} ${n}`).join(', ')}`);
}

function arg(name: string, fallback: number): number {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.slice(name.length + 3)) : fallback;
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

function main(): void {
  const triples = arg('triples', 1000);
  const seed = arg('seed', 19);
  const top = arg('top', 25);
  const singles = sampleKitchenKeys();
  const single = measure(singles, top);
  const triple = measure(tripleKitchens(singles, triples, seed), top);
  if (process.argv.includes('--json')) {
    console.log(
      JSON.stringify(
        { library: selectedLibrary().length, mealsOnly: MEALS_ONLY, seed, single, triple },
        null,
        2,
      ),
    );
    return;
  }
  console.log(
    `Library: ${selectedLibrary().length} recipes${MEALS_ONLY ? ' (breakfasts, lunches and dinners only)' : ''}. Kitchens from the openrecipes sample (seed ${seed}).`,
  );
  printSet('Single-recipe kitchens', single, [
    `nothing makeable ≤ ${pct(TARGETS.single.nothingShareMax)}: ${mark(single.nothingShare <= TARGETS.single.nothingShareMax)}`,
  ]);
  printSet('Three-recipe kitchens', triple, [
    `makeable now ≥ ${TARGETS.triple.makeableMedian}: ${mark(triple.medianMakeable >= TARGETS.triple.makeableMedian)}`,
    `one away ≥ ${TARGETS.triple.oneAwayMedian}: ${mark(triple.medianOneAway >= TARGETS.triple.oneAwayMedian)}`,
    `nothing makeable ≤ ${pct(TARGETS.triple.nothingShareMax)}: ${mark(triple.nothingShare <= TARGETS.triple.nothingShareMax)}`,
  ]);
  if (process.argv.includes('--hints')) {
    for (const size of [3, 4]) {
      console.log(
        `\nSets of ${size} ingredients (beyond staples) unlocking the most single-recipe kitchens that make nothing:`,
      );
      for (const [set, n] of unlockingSets(singles, size, 30)) console.log(`  ${n}\t${set}`);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();

/**
 * npm run bench:plan — p50/p95 time to plan a week (7 days × breakfast, lunch, dinner, with
 * leftovers and a calorie target on alternate runs) with the domain planner, over the built-in
 * library and over a SYNTHETIC corpus of 100,000 recipes generated as `bench:suggest` does (keys
 * sampled from the openrecipes sample's real co-occurrence, seeded; meal type, cuisine and times
 * drawn from the library's own distribution). Kitchens of 5, 20 and 50 ingredients.
 * Target: p95 ≤ 300 ms over the library (the planner runs in the browser).
 *
 * Options: --corpus=N (default 100000), --runs=N per kitchen size (default 30).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { IngredientKey, LibraryRecipe } from '../domain/index.ts';
import { dietTagsFor, kitchenItemToKey, RECIPE_LIBRARY } from '../domain/index.ts';
import {
  plannableLibrary,
  planWeek,
  weekDays,
  type PlanChoices,
  type PlanRecipe,
} from '../domain/index.ts';
import { observeCooccurrence, random, sampleKitchens, synthesiseKeySets } from './bench-suggest.ts';

const KITCHEN_SIZES = [5, 20, 50] as const;

function option(name: string, fallback: string): string {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Synthetic recipes: real key co-occurrence, the library's meal types, cuisines and times. */
function synthesise(count: number): PlanRecipe[] {
  const sets = synthesiseKeySets(observeCooccurrence(), count, 7);
  const rand = random(11);
  const lib: readonly LibraryRecipe[] = RECIPE_LIBRARY;
  return sets.map((keys, i) => {
    const like = lib[Math.floor(rand() * lib.length)] as LibraryRecipe;
    return {
      id: `synthetic-${i}`,
      title: `Synthetic recipe ${i}`,
      servings: like.servings,
      prepMinutes: like.prepMinutes,
      cookMinutes: like.cookMinutes,
      ingredients: keys.map((key) => ({ key, quantity: 1, unit: 'piece' as const })),
      ingredientKeys: keys,
      cuisine: like.cuisine,
      mealType: like.mealType,
      dietTags: dietTagsFor(keys),
      equipment: [],
      steps: [],
      nutrition: like.nutrition,
    };
  });
}

function measure(
  label: string,
  recipes: readonly PlanRecipe[],
  kitchens: readonly IngredientKey[][],
  runs: number,
): void {
  const times: number[] = [];
  const days = weekDays('2026-11-23');
  for (let i = 0; i < runs * 2; i += 1) {
    const kitchen = kitchens[i % kitchens.length] ?? [];
    const choices: PlanChoices = {
      days,
      slots: ['breakfast', 'lunch', 'dinner'],
      household: 2,
      diet: i % 3 === 0 ? ['vegetarian'] : [],
      maxWeekdayMinutes: i % 2 === 0 ? 45 : null,
      preferCuisines: ['italian'],
      avoidCuisines: [],
      leftovers: i % 2 === 1,
      kcalTarget: i % 2 === 0 ? 2000 : null,
      seed: i,
    };
    const start = performance.now();
    planWeek({ recipes, kitchen, choices });
    if (i >= runs / 2) times.push(performance.now() - start); // the first runs warm the JIT up
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(58)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms   (n=${times.length})`,
  );
}

async function main(): Promise<void> {
  const corpusSize = Number(option('corpus', '100000'));
  const runs = Number(option('runs', '30'));
  const model = observeCooccurrence();
  const library = plannableLibrary();
  console.log(`Planning a week (21 meals) with the domain planner; Node ${process.version}.`);
  const t0 = performance.now();
  const synthetic = [...synthesise(corpusSize), ...library];
  console.log(
    `Synthetic corpus of ${corpusSize} recipes generated in ${Math.round(performance.now() - t0)} ms.`,
  );
  for (const size of KITCHEN_SIZES) {
    const kitchens = sampleKitchens(model, size, 10, size).map((items) =>
      items.map((item) => kitchenItemToKey(item)).filter((k): k is IngredientKey => k !== null),
    );
    measure(
      `built-in library (${library.length}), kitchen of ${size}  [target p95 ≤ 300 ms]`,
      library,
      kitchens,
      runs,
    );
    measure(
      `SYNTHETIC corpus (${corpusSize} + library), kitchen of ${size}`,
      synthetic,
      kitchens,
      Math.max(6, Math.round(runs / 3)),
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

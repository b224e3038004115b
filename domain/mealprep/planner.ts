import { INGREDIENTS } from '../ingredients/canonical.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { DEFAULT_STAPLES, isStaple } from '../ingredients/staples.ts';
import { coverageOf } from '../matching/read-kitchen.ts';
import { toGrams } from '../nutrition/compute.ts';
import type { DietTag } from '../recipes/types.ts';
import { ingredientName } from './shopping-list.ts';
import { PLAN_SLOTS, type PlanEntry, type PlanRecipe, type PlanSlot } from './types.ts';
import { addDays, isWeekday, WEEKDAY_LONG, weekdayIndex } from './week.ts';

/** What the user chose in the "Plan my week" dialog. */
export interface PlanChoices {
  /** The days to fill, YYYY-MM-DD. */
  readonly days: readonly string[];
  readonly slots: readonly PlanSlot[];
  /** Servings per meal. */
  readonly household: number;
  readonly diet: readonly DietTag[];
  /** Longest total time (prep + cook) on Monday–Friday; null for no limit. */
  readonly maxWeekdayMinutes: number | null;
  readonly preferCuisines: readonly string[];
  readonly avoidCuisines: readonly string[];
  /** Cook dinner twice the size and eat the rest for the next day's lunch. */
  readonly leftovers: boolean;
  /** Daily calories to aim for; null for none. */
  readonly kcalTarget: number | null;
  readonly seed: number;
}

export interface PlanInput {
  readonly recipes: readonly PlanRecipe[];
  readonly kitchen: readonly IngredientKey[];
  readonly staples?: readonly IngredientKey[];
  readonly choices: PlanChoices;
  /** The week's current entries: locked ones and those outside the chosen days and slots stay. */
  readonly existing?: readonly PlanEntry[];
  /** Ids for new entries; by default derived from the seed, so the same seed gives the same plan. */
  readonly makeId?: (date: string, slot: PlanSlot, n: number) => string;
}

/** A constraint the user can relax when nothing fits. */
export type Relaxable = 'diet' | 'time' | 'cuisines';

export interface UnfilledSlot {
  readonly date: string;
  readonly slot: PlanSlot;
  /** Constraints that, relaxed on their own, would let a recipe fit; empty when none would. */
  readonly relax: readonly Relaxable[];
}

export interface PlanResult {
  readonly entries: PlanEntry[];
  /** Whole-plan remarks ("Nothing in your kitchen is used …"). */
  readonly notes: string[];
  readonly unfilled: UnfilledSlot[];
}

/** Which library meal types fill which slot. */
const SLOT_TYPES: Readonly<Record<PlanSlot, readonly string[]>> = {
  breakfast: ['breakfast'],
  lunch: ['lunch'],
  dinner: ['dinner'],
  snack: ['snack', 'dessert'],
};
/** Share of the day's calories each slot aims at (normalised over the chosen slots). */
const KCAL_SHARE: Readonly<Record<PlanSlot, number>> = {
  breakfast: 0.25,
  lunch: 0.3,
  dinner: 0.35,
  snack: 0.1,
};
/** Candidates kept per slot after the cheap kitchen ranking (keeps big corpora fast). */
const SHORTLIST = 300;
const PROTEIN_CATEGORIES = new Set(['meat', 'seafood', 'legume', 'egg']);

export const RELAX_LABELS: Readonly<Record<Relaxable, string>> = {
  diet: 'the diet',
  time: 'the maximum weekday cooking time',
  cuisines: 'the cuisines to avoid',
};

/** Seeded PRNG (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const totalMinutes = (r: PlanRecipe): number => r.prepMinutes + r.cookMinutes;

/** The plan entry's recipe id as the recipe list names it (library slug or `saved:{id}`). */
export function recipeIdOf(entry: Pick<PlanEntry, 'kind' | 'ref'>): string | null {
  if (entry.kind === 'recipe') return entry.ref;
  if (entry.kind === 'saved') return entry.ref ? `saved:${entry.ref}` : null;
  return null;
}

/** How an entry points at a plannable recipe: a library slug, or a saved recipe's row id. */
export function entryRefOf(recipe: Pick<PlanRecipe, 'id'>): {
  kind: 'recipe' | 'saved';
  ref: string;
} {
  return recipe.id.startsWith('saved:')
    ? { kind: 'saved', ref: recipe.id.slice('saved:'.length) }
    : { kind: 'recipe', ref: recipe.id };
}

const MAIN_CACHE = new WeakMap<PlanRecipe, IngredientKey | null>();

/** The ingredient a dish is "about": its heaviest protein, else its heaviest ingredient. */
export function mainIngredient(recipe: PlanRecipe): IngredientKey | null {
  const cached = MAIN_CACHE.get(recipe);
  if (cached !== undefined) return cached;
  let best: IngredientKey | null = null;
  let bestScore = -1;
  for (const item of recipe.ingredients) {
    if (item.optional || isStaple(item.key)) continue;
    const grams = toGrams(item.key, item.quantity, item.unit) ?? 0;
    const protein = PROTEIN_CATEGORIES.has(INGREDIENTS.get(item.key)?.category ?? '');
    const score = (protein ? 100_000 : 0) + grams;
    if (score > bestScore) {
      bestScore = score;
      best = item.key;
    }
  }
  MAIN_CACHE.set(recipe, best);
  return best;
}

interface Context {
  readonly covered: ReadonlyMap<IngredientKey, IngredientKey>;
  readonly staples: readonly IngredientKey[];
}

function split(
  recipe: PlanRecipe,
  ctx: Context,
): { have: IngredientKey[]; missing: IngredientKey[] } {
  const have: IngredientKey[] = [];
  const missing: IngredientKey[] = [];
  for (const key of recipe.ingredientKeys) {
    if (isStaple(key, ctx.staples)) continue;
    if (ctx.covered.has(key)) have.push(key);
    else missing.push(key);
  }
  return { have, missing };
}

function fitsType(recipe: PlanRecipe, slot: PlanSlot): boolean {
  return SLOT_TYPES[slot].includes(recipe.mealType ?? '');
}
function fitsDiet(recipe: PlanRecipe, diet: readonly DietTag[]): boolean {
  return diet.every((tag) => recipe.dietTags.includes(tag));
}
function fitsTime(recipe: PlanRecipe, date: string, max: number | null): boolean {
  return max === null || !isWeekday(date) || totalMinutes(recipe) <= max;
}
function fitsCuisine(recipe: PlanRecipe, avoid: readonly string[]): boolean {
  return !avoid.includes(recipe.cuisine ?? '');
}

/** Whether a recipe respects every hard choice for that day and slot. */
export function respectsChoices(
  recipe: PlanRecipe,
  date: string,
  slot: PlanSlot,
  choices: PlanChoices,
): boolean {
  return (
    fitsType(recipe, slot) &&
    fitsDiet(recipe, choices.diet) &&
    fitsTime(recipe, date, choices.maxWeekdayMinutes) &&
    fitsCuisine(recipe, choices.avoidCuisines)
  );
}

function listNames(keys: readonly IngredientKey[]): string {
  const names = keys.slice(0, 2).map((k) => ingredientName(k).toLowerCase());
  return names.length === 2 ? `${names[0]} and ${names[1]}` : (names[0] ?? '');
}

/** "uses your chicken and rice; needs 1 item" */
export function explain(
  have: readonly IngredientKey[],
  missing: readonly IngredientKey[],
  shared: number,
): string {
  const uses = have.length > 0 ? `uses your ${listNames(have)}` : 'uses nothing from your kitchen';
  if (missing.length === 0) return `${uses}; needs nothing more`;
  const items = `${missing.length} ${missing.length === 1 ? 'item' : 'items'}`;
  const sharedText = shared > 0 ? ` (${shared} also used by other meals)` : '';
  return `${uses}; needs ${items}${sharedText}`;
}

/** The running state of a plan being built: what is bought and what each day holds. */
class PlanState {
  readonly bought = new Map<IngredientKey, number>();
  readonly byDay = new Map<string, PlanRecipe[]>();
  readonly used = new Map<string, number>();
  readonly kcalByDay = new Map<string, number>();

  add(recipe: PlanRecipe, date: string, missing: readonly IngredientKey[]): void {
    for (const key of missing) this.bought.set(key, (this.bought.get(key) ?? 0) + 1);
    const list = this.byDay.get(date) ?? [];
    list.push(recipe);
    this.byDay.set(date, list);
    this.used.set(recipe.id, (this.used.get(recipe.id) ?? 0) + 1);
    this.kcalByDay.set(date, (this.kcalByDay.get(date) ?? 0) + (recipe.nutrition?.kcal ?? 0));
  }
}

interface Scored {
  readonly recipe: PlanRecipe;
  readonly score: number;
  readonly have: IngredientKey[];
  readonly missing: IngredientKey[];
}

function scoreFor(
  recipe: PlanRecipe,
  date: string,
  ctx: Context,
  state: PlanState,
  choices: PlanChoices,
  kcalShare: number,
): Scored {
  const { have, missing } = split(recipe, ctx);
  let shared = 0;
  for (const key of missing) if (state.bought.has(key)) shared += 1;
  const fresh = missing.length - shared;
  let score = 3 * have.length - 4 * fresh + 2 * shared;
  if (choices.preferCuisines.includes(recipe.cuisine ?? '')) score += 3;
  const main = mainIngredient(recipe);
  for (const near of [addDays(date, -1), addDays(date, 1)]) {
    for (const other of state.byDay.get(near) ?? []) {
      if (main !== null && mainIngredient(other) === main) score -= 6;
      if (recipe.cuisine && other.cuisine === recipe.cuisine) score -= 4;
    }
  }
  score -= 10 * (state.used.get(recipe.id) ?? 0);
  if (choices.kcalTarget !== null && recipe.nutrition) {
    score -= Math.abs(recipe.nutrition.kcal - kcalShare * choices.kcalTarget) / 150;
  }
  return { recipe, score, have, missing };
}

function whyUnfilled(
  recipes: readonly PlanRecipe[],
  date: string,
  slot: PlanSlot,
  choices: PlanChoices,
): Relaxable[] {
  const typed = recipes.filter((r) => fitsType(r, slot));
  const checks: readonly [Relaxable, (r: PlanRecipe) => boolean][] = [
    [
      'diet',
      (r) => fitsTime(r, date, choices.maxWeekdayMinutes) && fitsCuisine(r, choices.avoidCuisines),
    ],
    ['time', (r) => fitsDiet(r, choices.diet) && fitsCuisine(r, choices.avoidCuisines)],
    ['cuisines', (r) => fitsDiet(r, choices.diet) && fitsTime(r, date, choices.maxWeekdayMinutes)],
  ];
  const relax = checks.filter(([, rest]) => typed.some(rest)).map(([name]) => name);
  if (relax.length > 0) return relax;
  // None alone is enough: name every constraint that removes candidates.
  const all: Relaxable[] = [];
  if (typed.some((r) => !fitsDiet(r, choices.diet))) all.push('diet');
  if (typed.some((r) => !fitsTime(r, date, choices.maxWeekdayMinutes))) all.push('time');
  if (typed.some((r) => !fitsCuisine(r, choices.avoidCuisines))) all.push('cuisines');
  return all;
}

/** Which existing entries a (re)plan keeps: locked ones and any outside the chosen days and slots. */
function keptEntries(existing: readonly PlanEntry[], choices: PlanChoices): PlanEntry[] {
  const days = new Set(choices.days);
  const slots = new Set(choices.slots);
  const kept = existing.filter((e) => e.locked || !days.has(e.date) || !slots.has(e.slot));
  const ids = new Set(kept.map((e) => e.id));
  // A leftovers note whose cooked dinner is replaced goes with it (unless the user locked it).
  return kept
    .filter((e) => e.locked || !e.leftoverOf || ids.has(e.leftoverOf))
    .map((e) => (e.leftoverOf && !ids.has(e.leftoverOf) ? { ...e, leftoverOf: undefined } : e));
}

function shortlist(
  recipes: readonly PlanRecipe[],
  slot: PlanSlot,
  choices: PlanChoices,
  ctx: Context,
): PlanRecipe[] {
  // Time depends on the day; the shortlist keeps anything that fits on some chosen day.
  const anyWeekend = choices.days.some((d) => !isWeekday(d));
  const typed = recipes.filter(
    (r) =>
      fitsType(r, slot) &&
      fitsDiet(r, choices.diet) &&
      fitsCuisine(r, choices.avoidCuisines) &&
      (anyWeekend ||
        choices.maxWeekdayMinutes === null ||
        totalMinutes(r) <= choices.maxWeekdayMinutes),
  );
  if (typed.length <= SHORTLIST) return typed;
  const ranked = typed.map((r) => {
    const { have, missing } = split(r, ctx);
    return { r, s: 3 * have.length - 4 * missing.length };
  });
  ranked.sort((a, b) => b.s - a.s || (a.r.id < b.r.id ? -1 : a.r.id > b.r.id ? 1 : 0));
  return ranked.slice(0, SHORTLIST).map((x) => x.r);
}

/**
 * Plans the chosen days and slots. Greedy, day by day and slot by slot, each pick scored on: kitchen
 * ingredients used (+), new things to buy (−), things already on the list (+: one bunch of
 * coriander serves two meals), preferred cuisines (+), the same main ingredient or cuisine on the
 * day before or after (−), a recipe already in the week (−), distance from the calorie target (−),
 * plus a small seeded jitter so re-rolls differ. Diet, weekday time, avoided cuisines and the meal
 * type are hard limits; a slot nothing fits is reported with the constraints to relax.
 */
export function planWeek(input: PlanInput): PlanResult {
  const { choices } = input;
  const staples = input.staples ?? DEFAULT_STAPLES;
  const ctx: Context = { covered: coverageOf(input.kitchen), staples };
  const rand = seededRandom(choices.seed);
  const byId = new Map(input.recipes.map((r) => [r.id, r]));
  const makeId = input.makeId ?? ((date, slot, n) => `plan-${choices.seed}-${date}-${slot}-${n}`);
  const entries = keptEntries(input.existing ?? [], choices);
  const state = new PlanState();
  for (const e of entries) {
    const id = recipeIdOf(e);
    const recipe = id ? byId.get(id) : undefined;
    if (recipe) state.add(recipe, e.date, split(recipe, ctx).missing);
  }
  const slots = PLAN_SLOTS.filter((s) => choices.slots.includes(s));
  const shareTotal = slots.reduce((sum, s) => sum + KCAL_SHARE[s], 0) || 1;
  const lists = new Map(slots.map((s) => [s, shortlist(input.recipes, s, choices, ctx)] as const));
  const days = [...new Set(choices.days)].sort();
  const household = Math.min(100, Math.max(1, Math.round(choices.household)));
  const unfilled: UnfilledSlot[] = [];
  let anyKitchen = false;
  let counter = 0;
  for (const date of days) {
    for (const slot of slots) {
      const inSlot = entries.filter((e) => e.date === date && e.slot === slot);
      // Kept entries (locked, the user's own notes such as "Eating out", leftovers) fill the slot.
      if (inSlot.length > 0) continue;
      const candidates = (lists.get(slot) ?? []).filter((r) =>
        fitsTime(r, date, choices.maxWeekdayMinutes),
      );
      if (candidates.length === 0) {
        unfilled.push({ date, slot, relax: whyUnfilled(input.recipes, date, slot, choices) });
        continue;
      }
      const share = KCAL_SHARE[slot] / shareTotal;
      let best: Scored | null = null;
      for (const recipe of candidates) {
        const scored = scoreFor(recipe, date, ctx, state, choices, share);
        const withJitter = { ...scored, score: scored.score + rand() * 1.5 };
        if (!best || withJitter.score > best.score) best = withJitter;
      }
      if (!best) continue;
      const { recipe, have, missing } = best;
      const shared = missing.filter((k) => state.bought.has(k)).length;
      state.add(recipe, date, missing);
      if (have.length > 0) anyKitchen = true;
      const next = addDays(date, 1);
      const cookTwice =
        choices.leftovers &&
        slot === 'dinner' &&
        days.includes(next) &&
        slots.includes('lunch') &&
        !entries.some((e) => e.date === next && e.slot === 'lunch');
      const id = makeId(date, slot, counter++);
      entries.push({
        id,
        date,
        slot,
        ...entryRefOf(recipe),
        title: recipe.title,
        servings: Math.min(100, cookTwice ? household * 2 : household),
        locked: false,
        position: nextPosition(entries, date, slot),
        reason: explain(have, missing, shared),
      });
      if (cookTwice) {
        entries.push({
          id: makeId(next, 'lunch', counter++),
          date: next,
          slot: 'lunch',
          kind: 'note',
          ref: null,
          title: 'Leftovers',
          servings: household,
          locked: false,
          position: nextPosition(entries, next, 'lunch'),
          reason: `leftovers from ${WEEKDAY_LONG[weekdayIndex(date)]}'s dinner: ${recipe.title}`,
          leftoverOf: id,
        });
      }
    }
  }
  const notes: string[] = [];
  const planned = entries.some((e) => e.kind === 'recipe' && e.reason);
  if (planned && !anyKitchen) {
    notes.push(
      'Nothing in your kitchen is used by these recipes, so everything they need is on the shopping list.',
    );
  }
  return { entries, notes, unfilled };
}

function nextPosition(entries: readonly PlanEntry[], date: string, slot: PlanSlot): number {
  let max = -1;
  for (const e of entries) if (e.date === date && e.slot === slot) max = Math.max(max, e.position);
  return max + 1;
}

/**
 * Replaces one entry with the next best recipe for its slot, given the rest of the plan (never the
 * same recipe, never one already in the week when another fits). Null when nothing else fits.
 */
export function replaceEntry(input: PlanInput, entryId: string): PlanEntry[] | null {
  const existing = input.existing ?? [];
  const target = existing.find((e) => e.id === entryId);
  if (!target) return null;
  const { choices } = input;
  const staples = input.staples ?? DEFAULT_STAPLES;
  const ctx: Context = { covered: coverageOf(input.kitchen), staples };
  const byId = new Map(input.recipes.map((r) => [r.id, r]));
  const state = new PlanState();
  for (const e of existing) {
    if (e.id === entryId) continue;
    const id = recipeIdOf(e);
    const recipe = id ? byId.get(id) : undefined;
    if (recipe) state.add(recipe, e.date, split(recipe, ctx).missing);
  }
  const current = recipeIdOf(target);
  const slotChoices = { ...choices, days: [target.date], slots: [target.slot] };
  const candidates = shortlist(input.recipes, target.slot, slotChoices, ctx).filter(
    (r) => r.id !== current && fitsTime(r, target.date, choices.maxWeekdayMinutes),
  );
  let best: Scored | null = null;
  for (const recipe of candidates) {
    const scored = scoreFor(recipe, target.date, ctx, state, choices, KCAL_SHARE[target.slot]);
    if (
      !best ||
      scored.score > best.score ||
      (scored.score === best.score && recipe.id < best.recipe.id)
    )
      best = scored;
  }
  if (!best) return null;
  const shared = best.missing.filter((k) => state.bought.has(k)).length;
  const replaced: PlanEntry = {
    ...target,
    ...entryRefOf(best.recipe),
    title: best.recipe.title,
    reason: explain(best.have, best.missing, shared),
  };
  return existing.map((e) => (e.id === entryId ? replaced : e));
}

/** "Try relaxing the diet or the maximum weekday cooking time." */
export function relaxMessage(unfilled: readonly UnfilledSlot[]): string | null {
  if (unfilled.length === 0) return null;
  const names = [...new Set(unfilled.flatMap((u) => u.relax))];
  const slots = [...new Set(unfilled.map((u) => u.slot))].join(', ');
  if (names.length === 0) return `No recipe in the library fits these ${slots} slots.`;
  const labels = names.map((n) => RELAX_LABELS[n]);
  const list =
    labels.length > 1
      ? `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`
      : labels[0];
  return `No recipe fits every choice for ${unfilled.length} ${unfilled.length === 1 ? 'meal' : 'meals'} (${slots}). Try relaxing ${list}.`;
}

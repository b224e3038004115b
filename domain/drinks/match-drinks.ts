import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { INGREDIENTS } from '../ingredients/canonical.ts';
import { substitutesFor } from '../ingredients/families.ts';
import { DEFAULT_STAPLES } from '../ingredients/staples.ts';
import { coverageOf } from '../matching/read-kitchen.ts';
import { COMPOSITES } from './bar-facts.ts';

/** What the bar matcher needs to know about a drink, whatever its source. */
export interface MatchableDrink {
  readonly id: string;
  readonly title: string;
  /** Distinct keys of the non-optional ingredients. */
  readonly ingredientKeys: readonly IngredientKey[];
  /** Distinct keys of the optional ingredients (never missing). */
  readonly optionalKeys: readonly IngredientKey[];
}

/** Where a drink stands for a shelf: make now, one or two bottles away, or further. */
export const DRINK_STATUSES = ['make-now', 'one-away', 'two-away', 'further'] as const;
export type DrinkStatus = (typeof DRINK_STATUSES)[number];

/** How one need of a drink is met. */
export type Provision =
  /** The bottle itself, or (`using` ≠ need) a bottle below the family asked for. */
  | { readonly need: IngredientKey; readonly kind: 'shelf'; readonly using: IngredientKey }
  /** Salt, pepper, water. */
  | { readonly need: IngredientKey; readonly kind: 'staple' }
  /** Made from parts on the shelf (simple syrup from sugar and water; juice from the fruit). */
  | {
      readonly need: IngredientKey;
      readonly kind: 'make';
      readonly parts: readonly IngredientKey[];
      readonly how: string;
    }
  /** "using X instead of Y": a substitute the vocabulary names, itself on the shelf or made. */
  | {
      readonly need: IngredientKey;
      readonly kind: 'substitute';
      readonly using: IngredientKey;
      readonly via: Provision;
    };

export interface DrinkMatch<D extends MatchableDrink = MatchableDrink> {
  readonly drink: D;
  readonly status: DrinkStatus;
  /** Required needs nothing covers, in the drink's order. */
  readonly missing: readonly IngredientKey[];
  /** How each covered need (required and optional) is met, in the drink's order. */
  readonly provisions: readonly Provision[];
  /** Required needs met only by a substitute. */
  readonly substituteCount: number;
}

export interface BarMatchOptions {
  /** Keys of the kitchen, counted too when `useKitchen` is not false ("use my kitchen too"). */
  readonly kitchen?: readonly IngredientKey[];
  readonly useKitchen?: boolean;
  /** Keys assumed present (salt, pepper, water by default). */
  readonly staples?: readonly IngredientKey[];
}

function statusFor(missing: number): DrinkStatus {
  return missing === 0
    ? 'make-now'
    : missing === 1
      ? 'one-away'
      : missing === 2
        ? 'two-away'
        : 'further';
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The ranking: fewest missing first; among equals, drinks made exactly before those that need a
 * substitute (fewest substitutes first), then title and id.
 */
export function compareDrinkMatches(a: DrinkMatch, b: DrinkMatch): number {
  if (a.missing.length !== b.missing.length) return a.missing.length - b.missing.length;
  if (a.substituteCount !== b.substituteCount) return a.substituteCount - b.substituteCount;
  return (
    compareText(a.drink.title.toLowerCase(), b.drink.title.toLowerCase()) ||
    compareText(a.drink.title, b.drink.title) ||
    compareText(a.drink.id, b.drink.id)
  );
}

/** Answers "is this need met, and how?" for one shelf; memoised per need. */
export class BarCoverage {
  private readonly coverage: ReadonlyMap<IngredientKey, IngredientKey>;
  private readonly staples: ReadonlyMap<IngredientKey, IngredientKey>;
  private readonly direct = new Map<IngredientKey, Provision | null>();
  private readonly full = new Map<IngredientKey, Provision | null>();

  constructor(have: readonly IngredientKey[], staples: readonly IngredientKey[] = DEFAULT_STAPLES) {
    this.coverage = coverageOf(have);
    this.staples = coverageOf(staples);
  }

  /** On the shelf (itself or a more specific kind), a staple, or made from such parts. */
  available(need: IngredientKey): Provision | null {
    const cached = this.direct.get(need);
    if (cached !== undefined) return cached;
    let found: Provision | null = null;
    const using = this.coverage.get(need);
    if (using !== undefined) found = { need, kind: 'shelf', using };
    else if (this.staples.has(need)) found = { need, kind: 'staple' };
    else {
      const composite = COMPOSITES.get(need);
      if (
        composite &&
        composite.parts.every((part) => this.coverage.has(part) || this.staples.has(part))
      ) {
        found = { need, kind: 'make', parts: composite.parts, how: composite.how };
      }
    }
    this.direct.set(need, found);
    return found;
  }

  /** `available`, else the first named substitute that is available. */
  provide(need: IngredientKey): Provision | null {
    const cached = this.full.get(need);
    if (cached !== undefined) return cached;
    let found = this.available(need);
    if (!found) {
      for (const sub of substitutesFor(need)) {
        const via = this.available(sub);
        if (via) {
          found = { need, kind: 'substitute', using: via.kind === 'shelf' ? via.using : sub, via };
          break;
        }
      }
    }
    this.full.set(need, found);
    return found;
  }
}

function matchOne<D extends MatchableDrink>(drink: D, cover: BarCoverage): DrinkMatch<D> {
  const missing: IngredientKey[] = [];
  const provisions: Provision[] = [];
  let substituteCount = 0;
  for (const need of drink.ingredientKeys) {
    const provision = cover.provide(need);
    if (!provision) missing.push(need);
    else {
      provisions.push(provision);
      if (provision.kind === 'substitute') substituteCount += 1;
    }
  }
  for (const extra of drink.optionalKeys) {
    const provision = cover.provide(extra);
    if (provision) provisions.push(provision);
  }
  return { drink, status: statusFor(missing.length), missing, provisions, substituteCount };
}

function haveKeys(shelf: readonly IngredientKey[], options: BarMatchOptions): IngredientKey[] {
  return options.useKitchen === false ? [...shelf] : [...shelf, ...(options.kitchen ?? [])];
}

/**
 * Every drink with its status for a shelf (plus the kitchen unless switched off): make now, one
 * or two bottles away, or further; best first (see `compareDrinkMatches`). A need is met by the
 * bottle, a bottle below the family asked for, a staple, something made from its parts, or a
 * substitute the vocabulary names.
 */
export function matchDrinks<D extends MatchableDrink>(
  shelf: readonly IngredientKey[],
  drinks: readonly D[],
  options: BarMatchOptions = {},
): DrinkMatch<D>[] {
  const cover = new BarCoverage(haveKeys(shelf, options), options.staples);
  return drinks.map((drink) => matchOne(drink, cover)).sort(compareDrinkMatches);
}

export interface Unlock {
  /** The bottle to buy. */
  readonly key: IngredientKey;
  /** Drinks it would move to "make now". */
  readonly count: number;
  /** Of those, how many it completes as asked for, not as a stand-in (ranks ties). */
  readonly exactCount: number;
  readonly drinkIds: readonly string[];
}

/**
 * "Buy Campari → 9 more drinks": for each ingredient missing from some drink (or a part of a
 * missing syrup or juice), how many more drinks would be makeable with it added (counting
 * substitutes and composites it completes). Most first; ties go to the bottle more drinks ask
 * for by name, then by key; at most `limit` (10).
 */
export function unlockRanking(
  shelf: readonly IngredientKey[],
  drinks: readonly MatchableDrink[],
  options: BarMatchOptions & { limit?: number } = {},
): Unlock[] {
  const steps = unlockRankingSteps(shelf, drinks, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * unlockRanking in steps: the generator pauses after each candidate bottle it has tried and
 * returns the ranking when done, so a caller on a phone's main thread can spread the work over
 * several short tasks instead of one long one.
 */
export function* unlockRankingSteps(
  shelf: readonly IngredientKey[],
  drinks: readonly MatchableDrink[],
  options: BarMatchOptions & { limit?: number } = {},
): Generator<void, Unlock[], void> {
  const have = haveKeys(shelf, options);
  const waiting = matchDrinks(have, drinks, { ...options, useKitchen: false }).filter(
    (m) => m.status !== 'make-now',
  );
  const candidates = new Set<IngredientKey>();
  for (const m of waiting) {
    for (const need of m.missing) {
      candidates.add(need);
      for (const part of COMPOSITES.get(need)?.parts ?? []) candidates.add(part);
    }
  }
  const out: Unlock[] = [];
  for (const key of candidates) {
    yield;
    const cover = new BarCoverage([...have, key], options.staples);
    const ids: string[] = [];
    let exact = 0;
    for (const m of waiting) {
      const after = matchOne(m.drink, cover);
      if (after.status !== 'make-now') continue;
      ids.push(m.drink.id);
      if (after.substituteCount === m.substituteCount) exact += 1;
    }
    if (ids.length > 0)
      out.push({ key, count: ids.length, exactCount: exact, drinkIds: ids.sort() });
  }
  out.sort((a, b) => b.count - a.count || b.exactCount - a.exactCount || compareText(a.key, b.key));
  return out.slice(0, Math.max(0, options.limit ?? 10));
}

function nameOf(key: IngredientKey): string {
  return INGREDIENTS.get(key)?.name ?? key;
}

/**
 * The note a drink page shows beside an ingredient: "using Aperol instead of Campari",
 * "using Islay Scotch" (a bottle below the family asked for), "make it: …" for a composite;
 * null when the bottle asked for is on the shelf or it is a staple.
 */
export function provisionNote(provision: Provision): string | null {
  switch (provision.kind) {
    case 'shelf':
      return provision.using === provision.need ? null : `using ${nameOf(provision.using)}`;
    case 'staple':
      return null;
    case 'make':
      return `make it: ${provision.how}`;
    case 'substitute':
      return `using ${nameOf(provision.using)} instead of ${nameOf(provision.need)}`;
  }
}

import type { DrinkMethod, DrinkUnit, Glass, Ice } from '../types.ts';

/**
 * One authored ingredient line: [amount, key, unit (default ml), flags, label].
 * Flags: 'o' optional, 't' a top-up added in the glass after mixing.
 */
export type DrinkLineRow = readonly [
  amount: number,
  key: string,
  unit?: DrinkUnit,
  flags?: string,
  label?: string,
];

/** The IBA list a drink is on, when it is an IBA official cocktail. */
export type IbaCategory = 'unforgettables' | 'contemporary-classics' | 'new-era';

/** A drink as authored in library/*.ts (compact keys keep the library readable). */
export interface DrinkRow {
  /** Title. */
  readonly t: string;
  /** One or two sentences in our own words. */
  readonly d: string;
  readonly i: readonly DrinkLineRow[];
  readonly m: DrinkMethod;
  readonly glass: Glass;
  readonly ice: Ice;
  /** Garnish, or '' for none. */
  readonly g: string;
  readonly steps: readonly string[];
  readonly tags: readonly string[];
  /** The base spirit family key ('gin', 'rum', …) or 'none'. */
  readonly base: string;
  readonly year?: number;
  readonly origin?: string;
  readonly iba?: IbaCategory;
}

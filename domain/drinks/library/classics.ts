import type { DrinkRow } from './row.ts';

/** Modern classics, highballs, tiki, sours, hot drinks and punches beyond the IBA list. */
export const CLASSIC_DRINKS: readonly DrinkRow[] = [];

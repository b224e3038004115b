import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { satisfies } from '../ingredients/families.ts';
import { DEFAULT_STAPLES, isStaple } from '../ingredients/staples.ts';
import { RECIPE_LIBRARY } from '../recipes/library.ts';
import { matchableLibrary } from './library-recipes.ts';
import { matchKitchenKeys, matchRecipes } from './match-recipes.ts';
import { readKitchen } from './read-kitchen.ts';

const library = matchableLibrary(RECIPE_LIBRARY);
const allKeys = [
  ...new Set(RECIPE_LIBRARY.flatMap((r) => [...r.ingredientKeys, ...r.optionalKeys])),
].sort();
const keyArb = fc.constantFrom(...allKeys);
/** Kitchens of library keys, written as users might (plural-ish text, odd case), plus noise. */
const kitchenArb = fc.array(
  fc.oneof(
    { weight: 8, arbitrary: keyArb.map((k) => k.replace(/-/g, ' ')) },
    { weight: 1, arbitrary: keyArb.map((k) => k.replace(/-/g, ' ').toUpperCase()) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  ),
  { maxLength: 60 },
);
const haveAny = (kitchen: readonly IngredientKey[], need: IngredientKey) =>
  kitchen.some((have) => satisfies(have, need));

describe('matchRecipes over random kitchens', () => {
  it('never claims "can make now" for a recipe missing a non-staple, non-optional ingredient', () => {
    fc.assert(
      fc.property(kitchenArb, (kitchen) => {
        const keys = readKitchen(kitchen).keys;
        for (const match of matchRecipes(kitchen, library)) {
          if (!match.canMake) continue;
          for (const need of match.recipe.ingredientKeys) {
            expect(haveAny(keys, need) || isStaple(need, DEFAULT_STAPLES)).toBe(true);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('never lists as missing something the kitchen or the staples satisfy, and lists every unsatisfied need', () => {
    fc.assert(
      fc.property(kitchenArb, (kitchen) => {
        const keys = readKitchen(kitchen).keys;
        for (const match of matchRecipes(kitchen, library)) {
          for (const need of match.missing) {
            expect(haveAny(keys, need)).toBe(false);
            expect(isStaple(need)).toBe(false);
            expect(match.recipe.optionalKeys.includes(need)).toBe(false);
          }
          const unsatisfied = match.recipe.ingredientKeys.filter(
            (need) => !haveAny(keys, need) && !isStaple(need),
          );
          expect(match.missing).toEqual(unsatisfied);
          expect(match.canMake).toBe(match.missing.length === 0);
          for (const used of match.used) expect(keys).toContain(used);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('is deterministic and independent of the order of kitchen items and recipes', () => {
    fc.assert(
      fc.property(kitchenArb, fc.integer(), (kitchen, seed) => {
        const first = matchRecipes(kitchen, library).map((m) => m.recipe.id);
        expect(matchRecipes(kitchen, library).map((m) => m.recipe.id)).toEqual(first);
        const shuffled = [...kitchen].sort(() => (seed % 2 === 0 ? 1 : -1));
        const recipes = [...library].reverse();
        expect(matchRecipes(shuffled, recipes).map((m) => m.recipe.id)).toEqual(first);
      }),
      { numRuns: 40 },
    );
  });

  it('ranks can-make first and then never lets a recipe with more missing outrank one with fewer', () => {
    fc.assert(
      fc.property(fc.array(keyArb, { maxLength: 40 }), (keys) => {
        const matches = matchKitchenKeys(keys, library);
        for (let i = 1; i < matches.length; i += 1) {
          const a = matches[i - 1];
          const b = matches[i];
          if (!a || !b) continue;
          if (a.canMake !== b.canMake) expect(a.canMake).toBe(true);
          else expect(a.missing.length).toBeLessThanOrEqual(b.missing.length);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 200 }), { maxLength: 30 }), (kitchen) => {
        expect(() => readKitchen(kitchen, { suggest: true })).not.toThrow();
        expect(() => matchRecipes(kitchen, library)).not.toThrow();
      }),
      { numRuns: 60 },
    );
  });
});

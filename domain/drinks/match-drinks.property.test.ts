import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INGREDIENTS } from '../ingredients/canonical.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { satisfies, substitutesFor } from '../ingredients/families.ts';
import { DEFAULT_STAPLES, isStaple } from '../ingredients/staples.ts';
import { COMPOSITES, shelfTabOf } from './bar-facts.ts';
import { matchDrinks, unlockRanking, type MatchableDrink } from './match-drinks.ts';

/** Every bar key and the fresh things drinks use: the pool shelves and drinks are drawn from. */
const POOL: readonly IngredientKey[] = [...INGREDIENTS.keys()]
  .filter(
    (key) =>
      shelfTabOf(key) !== 'garnishes' ||
      ['lemon', 'lime', 'mint', 'sugar', 'egg', 'pineapple', 'honey', 'cream'].includes(key),
  )
  .sort();
const keyArb = fc.constantFrom(...POOL);
const drinkArb = (id: number): fc.Arbitrary<MatchableDrink> =>
  fc
    .record({
      required: fc.uniqueArray(keyArb, { minLength: 1, maxLength: 5 }),
      optional: fc.uniqueArray(keyArb, { maxLength: 2 }),
    })
    .map(({ required, optional }) => ({
      id: `d${id}`,
      title: `Drink ${id}`,
      ingredientKeys: required,
      optionalKeys: optional,
    }));
const drinksArb = fc
  .array(fc.nat(), { minLength: 1, maxLength: 40 })
  .chain((ids) => fc.tuple(...ids.map((_, i) => drinkArb(i))));
const shelfArb = fc.uniqueArray(keyArb, { maxLength: 40 });

/** The definition, written out plainly: the shelf has it, a kind of it, a staple, its parts, or a named substitute of those. */
function onShelf(shelf: readonly IngredientKey[], need: IngredientKey): boolean {
  return shelf.some((have) => satisfies(have, need)) || isStaple(need, DEFAULT_STAPLES);
}
function available(shelf: readonly IngredientKey[], need: IngredientKey): boolean {
  if (onShelf(shelf, need)) return true;
  const composite = COMPOSITES.get(need);
  return composite !== undefined && composite.parts.every((part) => onShelf(shelf, part));
}
function satisfiable(shelf: readonly IngredientKey[], need: IngredientKey): boolean {
  return available(shelf, need) || substitutesFor(need).some((sub) => available(shelf, sub));
}

describe('bar matcher over random shelves and drinks', () => {
  it('every "make now" drink is satisfiable and no satisfiable drink is missing from "make now"', () => {
    fc.assert(
      fc.property(shelfArb, drinksArb, (shelf, drinks) => {
        const matches = matchDrinks(shelf, drinks);
        expect(matches).toHaveLength(drinks.length);
        for (const m of matches) {
          const canMake = m.drink.ingredientKeys.every((need) => satisfiable(shelf, need));
          expect(m.status === 'make-now').toBe(canMake);
          expect(m.missing).toEqual(
            m.drink.ingredientKeys.filter((need) => !satisfiable(shelf, need)),
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('adding a bottle never takes a drink away from "make now", and exact matches rank before substitutes', () => {
    fc.assert(
      fc.property(shelfArb, keyArb, drinksArb, (shelf, extra, drinks) => {
        const before = new Set(
          matchDrinks(shelf, drinks)
            .filter((m) => m.status === 'make-now')
            .map((m) => m.drink.id),
        );
        const after = matchDrinks([...shelf, extra], drinks);
        for (const id of before)
          expect(after.find((m) => m.drink.id === id)?.status).toBe('make-now');
        const makeNow = after.filter((m) => m.status === 'make-now');
        for (let i = 1; i < makeNow.length; i += 1) {
          expect((makeNow[i - 1]?.substituteCount ?? 0) <= (makeNow[i]?.substituteCount ?? 0)).toBe(
            true,
          );
        }
      }),
      { numRuns: 100 },
    );
  });

  it('"Buy X → N more drinks" is exactly how many more drinks become makeable with X', () => {
    fc.assert(
      fc.property(shelfArb, drinksArb, (shelf, drinks) => {
        const count = (keys: readonly IngredientKey[]) =>
          matchDrinks(keys, drinks).filter((m) => m.status === 'make-now').length;
        const base = count(shelf);
        for (const unlock of unlockRanking(shelf, drinks, { limit: 5 })) {
          expect(count([...shelf, unlock.key]) - base).toBe(unlock.count);
        }
      }),
      { numRuns: 100 },
    );
  });
});

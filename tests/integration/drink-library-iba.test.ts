import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DRINK_LIBRARY,
  ancestorsOf,
  resolveDrinkIngredient,
  substitutesFor,
} from '../../domain/index.ts';
import type { IngredientKey } from '../../domain/index.ts';

const ibaDrinks = JSON.parse(
  readFileSync(
    new URL(
      '../../../shared/datasets/iba-cocktails/iba-web/iba-cocktails-web.json',
      import.meta.url,
    ),
    'utf8',
  ),
) as { name: string; ingredients: { ingredient: string }[] }[];

const ibaNames = (
  JSON.parse(
    readFileSync(
      new URL(
        '../../../shared/datasets/iba-cocktails/iba-web/iba-cocktails-web.json',
        import.meta.url,
      ),
      'utf8',
    ),
  ) as { name: string }[]
).map((d) => d.name);

/** Our titles for IBA names written differently in the IBA file. */
const IBA_TITLE: Readonly<Record<string, string>> = {
  KIR: 'Kir',
  'Long Island Ice Tea': 'Long Island Iced Tea',
  'Mai-Tai': 'Mai Tai',
  'Pina Colada': 'Piña Colada',
  'Last word': 'Last Word',
  'Vieux Carrè': 'Vieux Carré',
  "Horse's Neck": 'Horse’s Neck',
  "Planter's Punch": 'Planter’s Punch',
  "Bee's Knees": 'Bee’s Knees',
  Canchanchara: 'Canchánchara',
  "Dark ‘n' stormy": 'Dark ’n’ Stormy',
  'Lemon drop Martini': 'Lemon Drop Martini',
  "Tommy's Margarita": 'Tommy’s Margarita',
};

describe('the drink library against the IBA list', () => {
  it('has every IBA official cocktail, marked as such', () => {
    const titles = new Set(DRINK_LIBRARY.filter((d) => d.iba !== null).map((d) => d.title));
    for (const name of ibaNames) expect(titles.has(IBA_TITLE[name] ?? name), name).toBe(true);
    expect(titles.size).toBe(ibaNames.length);
  });

  it('each IBA ingredient is in our spec: the same bottle, its family, or a named substitute', () => {
    const related = (a: IngredientKey, b: IngredientKey) =>
      a === b ||
      ancestorsOf(a).includes(b) ||
      ancestorsOf(b).includes(a) ||
      substitutesFor(a).includes(b) ||
      substitutesFor(b).includes(a);
    for (const iba of ibaDrinks) {
      const ours = DRINK_LIBRARY.find((d) => d.title === (IBA_TITLE[iba.name] ?? iba.name));
      expect(ours, iba.name).toBeDefined();
      for (const { ingredient } of iba.ingredients) {
        const key = resolveDrinkIngredient(ingredient);
        expect(key, `${iba.name}: ${ingredient}`).not.toBeNull();
        if (key)
          expect(
            ours?.lines.some((line) => related(line.key, key)),
            `${iba.name}: ${ingredient} (${key})`,
          ).toBe(true);
      }
    }
  });
});

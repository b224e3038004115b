import { describe, expect, it } from 'vitest';
import { ingredientKey } from '../ingredients/canonical.ts';
import {
  DILUTION,
  drinkFigures,
  formatVolume,
  mlToOz,
  ozToMl,
  scaleDrink,
  strengthClass,
} from './maths.ts';
import type { DrinkLine, DrinkMethod, DrinkUnit } from './types.ts';

const line = (
  key: string,
  amount: number,
  unit: DrinkUnit = 'ml',
  extra: Partial<DrinkLine> = {},
): DrinkLine => ({
  key: ingredientKey(key),
  amount,
  unit,
  ...extra,
});

interface Case {
  readonly name: string;
  readonly lines: readonly DrinkLine[];
  readonly method: DrinkMethod;
  readonly ethanolMl: number;
  readonly volumeMl: number;
  readonly abv: number;
  readonly sugarGrams: number;
}

/** Hand-worked: ethanol = Σ ml × ABV; volume = mixed × (1 + dilution) + top-ups. */
const CASES: readonly Case[] = [
  {
    // 30×0.40 + 30×0.25 + 30×0.16 = 12 + 7.5 + 4.8 = 24.3 ml over 90 × 1.2 = 108 ml → 22.5 %
    name: 'Negroni, stirred (the issue’s example)',
    lines: [line('gin', 30), line('campari', 30), line('sweet-vermouth', 30)],
    method: 'stir',
    ethanolMl: 24.3,
    volumeMl: 108,
    abv: 22.5,
    sugarGrams: 30 * 0.24 + 30 * 0.15,
  },
  {
    // 60×0.40 = 24 ml over 95 × 1.25 = 118.75 ml → 20.21 %; sugar 20×0.017 + 15×0.62 = 9.64 g
    name: 'Daiquiri, shaken',
    lines: [line('white-rum', 60), line('lime', 20), line('simple-syrup', 15)],
    method: 'shake',
    ethanolMl: 24,
    volumeMl: 118.75,
    abv: (100 * 24) / 118.75,
    sugarGrams: 0.34 + 9.3,
  },
  {
    // 50×0.45 = 22.5 ml; mixed 50 × 1.1 = 55 plus 100 ml soda on top = 155 ml → 14.52 %
    name: 'Bourbon and soda, built, soda as a top-up',
    lines: [line('bourbon', 50), line('soda-water', 100, 'ml', { topUp: true })],
    method: 'build',
    ethanolMl: 22.5,
    volumeMl: 155,
    abv: (100 * 22.5) / 155,
    sugarGrams: 0,
  },
  {
    // 20×0.20 + 20×0.17 = 7.4 ml over 40 ml, no dilution → 18.5 %
    name: 'Layered shot, no dilution',
    lines: [line('coffee-liqueur', 20), line('cream-liqueur', 20)],
    method: 'layer',
    ethanolMl: 7.4,
    volumeMl: 40,
    abv: 18.5,
    sugarGrams: 20 * 0.39 + 20 * 0.2,
  },
  {
    // 60×0.45 + 2 dashes × 0.8 ml × 0.447 = 27.7152 ml over (60 + 1.6) × 1.2 = 73.92 ml; one sugar cube = 4 g
    name: 'Old fashioned with a sugar cube and dashes',
    lines: [line('rye-whiskey', 60), line('angostura', 2, 'dash'), line('sugar', 1, 'cube')],
    method: 'stir',
    ethanolMl: 27 + 1.6 * 0.447,
    volumeMl: 61.6 * 1.2,
    abv: (100 * (27 + 1.6 * 0.447)) / (61.6 * 1.2),
    sugarGrams: 4,
  },
  {
    name: 'Non-alcoholic: lemonade and soda',
    lines: [line('lemonade', 150), line('soda-water', 50, 'ml', { topUp: true })],
    method: 'build',
    ethanolMl: 0,
    volumeMl: 150 * 1.1 + 50,
    abv: 0,
    sugarGrams: 15,
  },
];

describe('drinkFigures', () => {
  it.each(CASES)('$name', ({ lines, method, ethanolMl, volumeMl, abv, sugarGrams }) => {
    const f = drinkFigures(lines, method);
    expect(f.ethanolMl).toBeCloseTo(ethanolMl, 6);
    expect(f.volumeMl).toBeCloseTo(volumeMl, 6);
    expect(f.abv).toBeCloseTo(abv, 6);
    expect(f.sugarGrams).toBeCloseTo(sugarGrams, 6);
    // 0.789 g/ml; 14 g per standard drink; 10 ml per UK unit; 7 kcal/g ethanol + 4 kcal/g sugar
    expect(f.standardDrinks).toBeCloseTo((ethanolMl * 0.789) / 14, 6);
    expect(f.ukUnits).toBeCloseTo(ethanolMl / 10, 6);
    expect(f.kcal).toBeCloseTo(7 * 0.789 * ethanolMl + 4 * sugarGrams, 6);
  });

  it('the Negroni in round figures: 1.37 standard drinks, 2.43 UK units, about 181 kcal', () => {
    const f = drinkFigures(CASES[0]?.lines ?? [], 'stir');
    expect(f.standardDrinks).toBeCloseTo(1.3695, 3);
    expect(f.ukUnits).toBeCloseTo(2.43, 6);
    expect(Math.round(f.kcal)).toBe(181);
    expect(f.strength).toBe('strong');
  });

  it('uses each method’s default dilution', () => {
    expect(DILUTION).toEqual({
      shake: 0.25,
      stir: 0.2,
      build: 0.1,
      blend: 0.25,
      muddle: 0.1,
      layer: 0,
      throw: 0.15,
      swizzle: 0.2,
    });
    const lines = [line('vodka', 100)];
    expect(drinkFigures(lines, 'shake').volumeMl).toBeCloseTo(125);
    expect(drinkFigures(lines, 'muddle').volumeMl).toBeCloseTo(110);
    expect(drinkFigures(lines, 'layer').volumeMl).toBeCloseTo(100);
  });

  it('leaves optional lines out unless asked', () => {
    const lines = [
      line('gin', 50),
      line('tonic-water', 100, 'ml', { topUp: true }),
      line('angostura', 2, 'dash', { optional: true }),
    ];
    expect(drinkFigures(lines, 'build').ethanolMl).toBeCloseTo(20);
    expect(drinkFigures(lines, 'build', { includeOptional: true }).ethanolMl).toBeCloseTo(
      20 + 1.6 * 0.447,
    );
  });

  it('counts the fat and protein of cream (a White Russian is more than its sugar)', () => {
    const withCream = drinkFigures(
      [line('vodka', 50), line('coffee-liqueur', 20), line('cream', 30)],
      'build',
    );
    const without = drinkFigures([line('vodka', 50), line('coffee-liqueur', 20)], 'build');
    expect(withCream.kcal - without.kcal).toBeGreaterThan(60);
  });

  it('an empty drink is 0 %, not NaN', () => {
    expect(drinkFigures([], 'shake').abv).toBe(0);
  });
});

describe('strengthClass', () => {
  it.each([
    [0, 'non-alcoholic'],
    [0.4, 'non-alcoholic'],
    [0.5, 'low'],
    [9.9, 'low'],
    [10, 'medium'],
    [17.9, 'medium'],
    [18, 'strong'],
    [35, 'strong'],
  ] as const)('%d %% is %s', (abv, cls) => {
    expect(strengthClass(abv)).toBe(cls);
  });
});

describe('scaleDrink and batch mode', () => {
  const negroni = [line('gin', 30), line('campari', 30), line('sweet-vermouth', 30)];
  it('scales every line', () => {
    expect(scaleDrink(negroni, 4, 'stir').lines.map((l) => l.amount)).toEqual([120, 120, 120]);
    expect(scaleDrink(negroni, 4, 'stir').waterMl).toBe(0);
  });
  it('a batch adds the dilution water up front: 8 Negronis need 8 × 18 ml = 144 ml water', () => {
    expect(scaleDrink(negroni, 8, 'stir', { batch: true }).waterMl).toBeCloseTo(144);
  });
  it('top-ups are not batched into the water', () => {
    const spritz = [
      line('aperol', 60),
      line('prosecco', 90, 'ml', { topUp: true }),
      line('soda-water', 30, 'ml', { topUp: true }),
    ];
    expect(scaleDrink(spritz, 10, 'build', { batch: true }).waterMl).toBeCloseTo(60);
  });
});

describe('ml ↔ oz', () => {
  it.each([
    [60, 'ml', '60 ml'],
    [22.5, 'ml', '22.5 ml'],
    [59.99, 'ml', '60 ml'],
    [0.8, 'ml', '0.8 ml'],
    [45, 'oz', '1 ½ oz'],
    [22.5, 'oz', '¾ oz'],
    [60, 'oz', '2 oz'],
    [30, 'oz', '1 oz'],
    [0, 'oz', '0 oz'],
    [3, 'oz', '0.1 oz'],
  ] as const)('%d ml in %s is %s', (ml, system, text) => {
    expect(formatVolume(ml, system)).toBe(text);
  });
  it('converts both ways', () => {
    expect(mlToOz(29.5735)).toBeCloseTo(1);
    expect(ozToMl(2)).toBeCloseTo(59.147);
  });
});

describe('drinkMacros', () => {
  it('gives energy and sugars per drink and leaves the unknown macros out (never zero)', async () => {
    const { drinkMacros } = await import('./maths.ts');
    const figures = drinkFigures([line('gin', 50), line('simple-syrup', 15)], 'shake');
    const macros = drinkMacros(figures);
    expect(macros).toEqual({ kcal: figures.kcal, sugar: figures.sugarGrams });
    expect(macros.kcal).toBeGreaterThan(100);
    expect(macros.sugar).toBeGreaterThan(5);
    expect(Object.keys(macros).sort()).toEqual(['kcal', 'sugar']);
  });
});

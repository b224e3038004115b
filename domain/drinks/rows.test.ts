import { describe, expect, it } from 'vitest';
import { RECIPE_LIBRARY } from '../recipes/library.ts';
import { DRINK_LIBRARY } from './library.ts';
import {
  DRINK_SLUG_PREFIX,
  drinkFromRow,
  drinkRowOf,
  drinkRowSlug,
  drinkSlugOfRow,
} from './rows.ts';

describe('a drink as a recipes row and back', () => {
  it('turns every library drink back into the same drink, through JSON as the REST API answers it', () => {
    for (const drink of DRINK_LIBRARY) {
      const row: unknown = JSON.parse(JSON.stringify(drinkRowOf(drink)));
      expect(drinkFromRow(row), drink.title).toEqual(drink);
    }
  });

  it('gives drinks row slugs no meal can hold, even where a drink and a meal share a name', () => {
    const meals = new Set(RECIPE_LIBRARY.map((r) => r.slug));
    expect(DRINK_LIBRARY.some((d) => meals.has(d.slug))).toBe(true); // the Mango Lassi is both
    for (const drink of DRINK_LIBRARY) {
      const slug = drinkRowSlug(drink);
      expect(slug.startsWith(DRINK_SLUG_PREFIX)).toBe(true);
      expect(meals.has(slug), slug).toBe(false);
      expect(drinkSlugOfRow(slug)).toBe(drink.slug);
    }
    expect(drinkSlugOfRow('mango-lassi')).toBeNull();
  });

  it('stores the lines in ml with a readable text and the drink facts, never the ABV as truth', () => {
    const negroni = DRINK_LIBRARY.find((d) => d.slug === 'negroni');
    expect(negroni).toBeDefined();
    const row = drinkRowOf(negroni!);
    expect(row.ingredients.map((l) => [l.key, l.amount, l.unit])).toEqual([
      ['gin', 30, 'ml'],
      ['campari', 30, 'ml'],
      ['sweet-vermouth', 30, 'ml'],
    ]);
    expect(row.ingredients[0]?.text).toMatch(/^30 ml /);
    expect(row.drink).toMatchObject({ method: 'build', glass: 'rocks', iba: 'unforgettables' });
    expect(JSON.stringify(row)).not.toContain('"abv"');
  });

  const negroniRow = (): Record<string, unknown> =>
    JSON.parse(
      JSON.stringify(drinkRowOf(DRINK_LIBRARY.find((d) => d.slug === 'negroni')!)),
    ) as Record<string, unknown>;

  const broken: { name: string; change: (row: Record<string, unknown>) => void }[] = [
    {
      name: 'an unknown ingredient key',
      change: (r) => ((r.ingredients as { key: string }[])[0]!.key = 'unicorn-tears'),
    },
    {
      name: 'a negative amount',
      change: (r) => ((r.ingredients as { amount: number }[])[0]!.amount = -30),
    },
    {
      name: 'an unknown unit',
      change: (r) => ((r.ingredients as { unit: string }[])[0]!.unit = 'bucket'),
    },
    { name: 'no lines', change: (r) => (r.ingredients = []) },
    {
      name: 'an unknown method',
      change: (r) => ((r.drink as { method: string }).method = 'vaporise'),
    },
    { name: 'an unknown glass', change: (r) => ((r.drink as { glass: string }).glass = 'boot') },
    { name: 'no drink facts (a meal row)', change: (r) => (r.drink = null) },
    { name: 'steps that are not text', change: (r) => (r.steps = [1, 2]) },
    { name: 'an empty title', change: (r) => (r.title = '  ') },
  ];
  it.each(broken)('refuses a row with $name', ({ change }) => {
    const row = negroniRow();
    change(row);
    expect(drinkFromRow(row)).toBeNull();
  });
});

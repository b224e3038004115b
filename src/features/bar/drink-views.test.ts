import { describe, expect, it } from 'vitest';
import { DRINK_LIBRARY, matchDrinks, type IngredientKey, type LibraryDrink } from '@domain';
import { findDrink, formatAmount, homemadeParts, lineViews } from './drink-lines';
import { NO_DRINK_FILTERS, formatAbv, sectionDrinks } from './filter-drinks';

const k = (key: string) => key as IngredientKey;

function drink(title: string): LibraryDrink {
  const found = findDrink(DRINK_LIBRARY, title);
  if (!found) throw new Error(title);
  return found;
}

describe('drink lines', () => {
  it('marks have, substitute and missing, naming the bottle used instead', () => {
    const caipirinha = drink('Caipirinha');
    const [match] = matchDrinks([k('white-rum')], [caipirinha]);
    const lines = lineViews(caipirinha.lines, match!, 'ml');
    const rum = lines.find((l) => l.status === 'substitute');
    expect(rum?.note).toBe('using White rum instead of Cachaça');
    expect(lines.some((l) => l.status === 'missing')).toBe(true);
  });

  it('says how to make a syrup made from its parts', () => {
    const withSyrup = DRINK_LIBRARY.find((d) => d.lines.some((l) => l.key === 'simple-syrup'))!;
    const [match] = matchDrinks(
      [...withSyrup.ingredientKeys.filter((key) => key !== 'simple-syrup'), k('sugar')],
      [withSyrup],
    );
    expect(match?.status).toBe('make-now');
    expect(homemadeParts(match!)).toEqual([
      { name: 'Simple syrup', how: expect.stringContaining('equal parts sugar and hot water') },
    ]);
  });

  it.each([
    [{ key: k('gin'), amount: 45, unit: 'ml' as const }, 'ml', '45 ml'],
    [{ key: k('gin'), amount: 45, unit: 'ml' as const }, 'oz', '1 ½ oz'],
    [{ key: k('angostura'), amount: 2, unit: 'dash' as const }, 'oz', '2 dashes'],
    [{ key: k('mint'), amount: 1, unit: 'sprig' as const }, 'ml', '1 sprig'],
    [{ key: k('egg'), amount: 1, unit: 'piece' as const }, 'ml', '1'],
  ])('writes %o in %s as %s', (line, units, text) => {
    expect(formatAmount(line, units as 'ml' | 'oz')).toBe(text);
  });

  it('finds a drink by its title in any case or by its slug, and nothing for an unknown one', () => {
    expect(findDrink(DRINK_LIBRARY, 'negroni')?.title).toBe('Negroni');
    expect(findDrink(DRINK_LIBRARY, 'dry-martini')?.title).toBe('Dry Martini');
    expect(findDrink(DRINK_LIBRARY, 'No Such Drink')).toBeNull();
  });
});

describe('drink sections and filters', () => {
  const shelf = [k('gin'), k('campari'), k('sweet-vermouth'), k('lemon'), k('simple-syrup')];
  const matches = matchDrinks(shelf, DRINK_LIBRARY);

  it('splits make now, one away and two away, keeping the ranking for best match', () => {
    const [now, one, two] = sectionDrinks(matches, NO_DRINK_FILTERS);
    expect(now?.matches.map((m) => m.drink.title)).toContain('Negroni');
    expect(now?.matches.every((m) => m.missing.length === 0)).toBe(true);
    expect(one?.matches.every((m) => m.missing.length === 1)).toBe(true);
    expect(two?.matches.every((m) => m.missing.length === 2)).toBe(true);
  });

  it('non-alcoholic only keeps drinks under 0.5 % ABV; strongest sorts by ABV', () => {
    const soft = sectionDrinks(matches, { ...NO_DRINK_FILTERS, nonAlcoholic: true });
    for (const s of soft) for (const m of s.matches) expect(m.drink.figures.abv).toBeLessThan(0.5);
    const [now] = sectionDrinks(matches, { ...NO_DRINK_FILTERS, sort: 'strongest' });
    const abvs = now!.matches.map((m) => m.drink.figures.abv);
    expect(abvs).toEqual([...abvs].sort((a, b) => b - a));
  });

  it('filters by base spirit and by strength range', () => {
    const gin = sectionDrinks(matches, { ...NO_DRINK_FILTERS, base: 'gin', strength: 'strong' });
    for (const s of gin)
      for (const m of s.matches) {
        expect(m.drink.baseSpirit).toBe('gin');
        expect(m.drink.figures.abv).toBeGreaterThanOrEqual(18);
      }
  });

  it.each([
    [0.2, '0 %'],
    [5.55, '5.6 %'],
    [22.5, '23 %'],
  ])('writes %s %% ABV as %s', (abv, text) => {
    expect(formatAbv(abv)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { DRINK_LIBRARY, drinkRowOf, findDrinks, toDrinkEntries } from '../../../domain/index.ts';
import { answerDrinkRequest as answerDrinks } from './drinks.ts';
import { parseSuggestBody, type SuggestRequest } from './request-body.ts';

/** The library's rows as the REST API answers them (JSON, with an id). */
const rows = DRINK_LIBRARY.map((drink, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  ...(JSON.parse(JSON.stringify(drinkRowOf(drink))) as object),
}));

function request(body: Record<string, unknown>): SuggestRequest {
  const parsed = parseSuggestBody({ kind: 'drink', barcodes: [], ...body });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.request;
}

const shelves: { name: string; shelf: string[]; kitchen: string[] }[] = [
  { name: 'a Negroni bar', shelf: ['London dry gin', 'Campari', 'sweet vermouth'], kitchen: [] },
  {
    name: 'rum and the kitchen',
    shelf: ['white rum', 'Cointreau', 'soda water'],
    kitchen: ['limes', 'sugar', 'fresh mint'],
  },
  {
    name: 'bourbon only',
    shelf: ['Bulleit bourbon', 'Angostura bitters'],
    kitchen: ['sugar', 'lemons'],
  },
  {
    name: 'an empty shelf with a kitchen',
    shelf: [],
    kitchen: ['lemons', 'sugar', 'milk', 'coffee'],
  },
];

describe('the drink answer of suggest-recipes-web', () => {
  const { entries } = toDrinkEntries(rows);

  it('reads every seeded row back into the bundled drink', () => {
    expect(entries.map((e) => e.drink)).toEqual(DRINK_LIBRARY);
  });

  it.each(shelves)('answers what the app decides offline for $name', ({ shelf, kitchen }) => {
    const answer = answerDrinks(entries, request({ ingredients: shelf, kitchen }));
    const offline = findDrinks(DRINK_LIBRARY, { shelf, kitchen });
    expect(answer.drinks.length).toBeGreaterThan(0);
    expect(
      answer.drinks.map(({ id, status, missing, provisions, substituteCount }) => ({
        id,
        status,
        missing,
        provisions,
        substituteCount,
      })),
    ).toEqual(
      offline.matches.map(({ drink, status, missing, provisions, substituteCount }) => ({
        id: drink.id,
        status,
        missing,
        provisions,
        substituteCount,
      })),
    );
    expect(answer.shelf).toEqual(offline.shelf);
  });

  it('agrees with the offline search for 60 random shelves and kitchens drawn from the drinks themselves', () => {
    let seed = 15;
    const random = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const keys = [...new Set(DRINK_LIBRARY.flatMap((d) => d.lines.map((l) => l.key)))].sort();
    const pick = (n: number): string[] =>
      Array.from({ length: n }, () => keys[Math.floor(random() * keys.length)]!);
    for (let i = 0; i < 60; i++) {
      const shelf = pick(1 + Math.floor(random() * 12));
      const kitchen = random() < 0.5 ? [] : pick(Math.floor(random() * 6));
      const answer = answerDrinks(entries, request({ ingredients: shelf, kitchen }));
      const offline = findDrinks(DRINK_LIBRARY, { shelf, kitchen });
      expect(
        answer.drinks.map((d) => [d.id, d.status, d.missing, d.provisions, d.substituteCount]),
      ).toEqual(
        offline.matches.map((m) => [
          m.drink.id,
          m.status,
          m.missing,
          m.provisions,
          m.substituteCount,
        ]),
      );
    }
  });

  it('counts fresh fruit from the kitchen: lemons are the lemon juice and sugar makes the syrup, so a Whiskey Sour is there to make', () => {
    const answer = answerDrinks(
      entries,
      request({ ingredients: ['bourbon'], kitchen: ['lemons', 'sugar'] }),
    );
    const sour = answer.drinks.find((d) => d.id === 'whiskey-sour');
    expect(sour?.status).toBe('make-now');
    expect(sour?.provisions).toContainEqual({ need: 'lemon', kind: 'shelf', using: 'lemon' });
    expect(sour?.provisions.some((p) => p.need === 'simple-syrup' && p.kind === 'make')).toBe(true);
    const without = answerDrinks(entries, request({ ingredients: ['bourbon'] }));
    expect(without.drinks.find((d) => d.id === 'whiskey-sour')?.status).not.toBe('make-now');
  });

  it('carries the row id, row slug and drink columns the app rebuilds the drink from', () => {
    const answer = answerDrinks(
      entries,
      request({ ingredients: ['gin', 'campari', 'sweet-vermouth'] }),
    );
    const negroni = answer.drinks.find((d) => d.id === 'negroni');
    expect(negroni).toMatchObject({ slug: 'drink-negroni', status: 'make-now', missing: [] });
    expect(negroni?.recipeId).toMatch(/^00000000-/);
    expect(negroni?.row).toMatchObject({ title: 'Negroni', drink: { glass: 'rocks' } });
  });

  it('keeps to the request: at most maxMissing missing and at most limit drinks', () => {
    const near = answerDrinks(
      entries,
      request({ ingredients: ['gin'], filters: { maxMissing: 0 } }),
    );
    expect(near.drinks.every((d) => d.missing.length === 0)).toBe(true);
    const few = answerDrinks(
      entries,
      request({ ingredients: ['gin', 'vodka', 'white rum'], limit: 3 }),
    );
    expect(few.drinks).toHaveLength(3);
  });

  it('reports bottles it cannot place, and leaves out malformed rows instead of failing', () => {
    const broken = [
      { ...rows[0], ingredients: [{ key: 'unicorn-tears', amount: 1, unit: 'ml' }] },
      rows[1],
    ];
    expect(toDrinkEntries(broken)).toMatchObject({
      refused: 1,
      entries: [{ id: DRINK_LIBRARY[1]?.id }],
    });
    const answer = answerDrinks(entries, request({ ingredients: ['gin', 'Zorblax elixir'] }));
    expect(answer.unknownIngredients.map((u) => u.item)).toEqual(['Zorblax elixir']);
  });
});

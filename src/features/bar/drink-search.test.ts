// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRINK_LIBRARY,
  answerDrinks,
  drinkRowOf,
  toDrinkEntries,
  type IngredientKey,
} from '@domain';
import type { InvokeOutcome } from '@/lib/suggest-function';
import { setStapleAssumed } from '@/lib/staples';
import { readDrinkAnswer, searchDrinks } from './drink-search';

const invokeSuggest = vi.hoisted(() => vi.fn<(body: object) => Promise<InvokeOutcome>>());
vi.mock('@/lib/suggest-function', () => ({ invokeSuggest }));

/** The library as the database holds it, rows as the REST API answers them. */
const rows = DRINK_LIBRARY.map((drink, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  ...(JSON.parse(JSON.stringify(drinkRowOf(drink))) as object),
}));
const { entries } = toDrinkEntries(rows);

interface SentBody {
  ingredients: string[];
  kitchen: string[];
  staples: IngredientKey[];
  kind: string;
}

/** The server: the function's drink answer for the body the app sent, through JSON. */
function serverAnswer(body: object): InvokeOutcome {
  const sent = body as SentBody;
  const answer = answerDrinks(entries, {
    shelf: sent.ingredients,
    kitchen: sent.kitchen,
    staples: sent.staples,
  });
  return { kind: 'data', data: JSON.parse(JSON.stringify({ ...answer, source: 'library' })) };
}

const shelves = [
  {
    name: 'a Negroni bar',
    shelf: ['London dry gin', 'Campari', 'sweet vermouth'],
    kitchen: ['lemons'],
    useKitchen: true,
  },
  {
    name: 'rum and a kitchen',
    shelf: ['white rum', 'Cointreau', 'soda water'],
    kitchen: ['limes', 'sugar', 'mint'],
    useKitchen: true,
  },
  {
    name: 'the same rum bar without the kitchen',
    shelf: ['white rum', 'Cointreau', 'soda water'],
    kitchen: ['limes', 'sugar', 'mint'],
    useKitchen: false,
  },
  {
    name: 'bourbon and a misspelt bottle',
    shelf: ['bourbon', 'Angostura bitters', 'Bourbon', 'Zorblax elixir'],
    kitchen: ['lemons', 'sugar'],
    useKitchen: true,
  },
  { name: 'an empty shelf', shelf: [], kitchen: ['coffee', 'milk', 'sugar'], useKitchen: true },
];

describe('searchDrinks', () => {
  beforeEach(() => {
    invokeSuggest.mockReset();
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(shelves)('gives the same drinks from the server and offline for $name', async (input) => {
    invokeSuggest.mockImplementation((body) => Promise.resolve(serverAnswer(body)));
    const online = await searchDrinks(input);
    invokeSuggest.mockResolvedValue({ kind: 'unreachable' });
    const offline = await searchDrinks(input);
    expect(online.source).toBe('server');
    expect(offline.source).toBe('offline');
    expect(online.matches).toEqual(offline.matches);
    // the drinks are the library's own drinks, figures and all
    for (const m of online.matches)
      expect(m.drink).toEqual(DRINK_LIBRARY.find((d) => d.id === m.drink.id));
  });

  it('finds what a user expects: a Negroni to make now, and lemons from the kitchen for a Whiskey Sour', async () => {
    invokeSuggest.mockImplementation((body) => Promise.resolve(serverAnswer(body)));
    const negroni = await searchDrinks({
      shelf: ['gin', 'Campari', 'sweet vermouth'],
      kitchen: [],
      useKitchen: true,
    });
    expect(negroni.matches[0]?.status).toBe('make-now');
    expect(negroni.matches.find((m) => m.drink.id === 'negroni')?.status).toBe('make-now');
    const withKitchen = await searchDrinks({
      shelf: ['bourbon'],
      kitchen: ['lemons', 'sugar'],
      useKitchen: true,
    });
    const withoutKitchen = await searchDrinks({
      shelf: ['bourbon'],
      kitchen: ['lemons', 'sugar'],
      useKitchen: false,
    });
    expect(withKitchen.matches.find((m) => m.drink.id === 'whiskey-sour')?.status).toBe('make-now');
    expect(withoutKitchen.matches.find((m) => m.drink.id === 'whiskey-sour')?.status).not.toBe(
      'make-now',
    );
  });

  it('asks the function for drinks with the shelf, the kitchen only when used, and the staples the user assumes', async () => {
    setStapleAssumed('black-pepper' as IngredientKey, false);
    invokeSuggest.mockImplementation((body) => Promise.resolve(serverAnswer(body)));
    await searchDrinks({ shelf: ['gin', ' gin ', ''], kitchen: ['lemons'], useKitchen: false });
    expect(invokeSuggest).toHaveBeenCalledWith({
      ingredients: ['gin'],
      barcodes: [],
      kind: 'drink',
      kitchen: [],
      staples: ['salt', 'water'],
    });
  });

  const failures: { name: string; outcome: InvokeOutcome | Error }[] = [
    { name: 'an error answer', outcome: { kind: 'error', message: 'HTTP 500: boom' } },
    { name: 'a meal answer', outcome: { kind: 'data', data: { recipes: [] } } },
    { name: 'no answer at all', outcome: { kind: 'data', data: null } },
    { name: 'a thrown error', outcome: new Error('network down') },
  ];
  it.each(failures)('falls back to the bundled library on $name', async ({ outcome }) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    if (outcome instanceof Error) invokeSuggest.mockRejectedValue(outcome);
    else invokeSuggest.mockResolvedValue(outcome);
    const input = { shelf: ['gin', 'Campari', 'sweet vermouth'], kitchen: [], useKitchen: true };
    const result = await searchDrinks(input);
    expect(result.source).toBe('offline');
    expect(result.matches.find((m) => m.drink.id === 'negroni')?.status).toBe('make-now');
  });

  it('does not ask the server when the device is offline, nor for more bottles than it accepts', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect((await searchDrinks({ shelf: ['gin'], kitchen: [], useKitchen: true })).source).toBe(
      'offline',
    );
    online.mockReturnValue(true);
    const many = Array.from({ length: 2000 }, (_, i) => `bottle number ${i}`);
    const result = await searchDrinks({
      shelf: [...many, 'gin', 'Campari', 'sweet vermouth'],
      kitchen: [],
      useKitchen: true,
    });
    expect(result.source).toBe('offline');
    expect(result.matches.find((m) => m.drink.id === 'negroni')?.status).toBe('make-now');
    expect(invokeSuggest).not.toHaveBeenCalled();
  });
});

describe('readDrinkAnswer', () => {
  const answer = () =>
    JSON.parse(
      JSON.stringify(
        answerDrinks(entries, { shelf: ['gin', 'campari', 'sweet-vermouth'], kitchen: [] }),
      ),
    ) as {
      kind: string;
      drinks: Record<string, unknown>[];
    };

  it('rebuilds each drink from its row, and uses the bundled drink when the row names a key this app does not know', () => {
    const data = answer();
    const first = data.drinks[0]!;
    const row = first.row as { ingredients: { key: string }[] };
    row.ingredients[0]!.key = 'a-key-from-the-future';
    const matches = readDrinkAnswer(data);
    expect(matches?.length).toBe(data.drinks.length);
    expect(matches?.[0]?.drink).toBe(DRINK_LIBRARY.find((d) => d.id === first.id));
  });

  it('leaves out what it cannot read and refuses what is not a drink answer', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const data = answer();
    data.drinks[0]!.status = 'maybe';
    data.drinks[1]!.provisions = [{ need: 'gin', kind: 'teleport' }];
    data.drinks[2]!.row = null;
    data.drinks[2]!.id = 'not-a-drink';
    expect(readDrinkAnswer(data)?.length).toBe(data.drinks.length - 3);
    expect(readDrinkAnswer({ recipes: [] })).toBeNull();
    expect(readDrinkAnswer('drinks')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { answerDrinks, toDrinkEntries } from '../drinks/answer.ts';
import { DRINK_LIBRARY } from '../drinks/library.ts';
import { drinkRowOf } from '../drinks/rows.ts';
import { libraryRecipePayload } from '../matching/library-recipe-payload.ts';
import { matchableLibrary } from '../matching/library-recipes.ts';
import { libraryMatchPayload } from '../matching/match-payload.ts';
import { matchRecipes } from '../matching/match-recipes.ts';
import { RECIPE_LIBRARY } from './library.ts';
import {
  readDrinkAnswerItems,
  readSuggestedRecipe,
  readSuggestedRecipes,
  recipeSchemas,
  withDetails,
} from './contract.ts';

const library = matchableLibrary(RECIPE_LIBRARY);
const payloads = () =>
  matchRecipes(['eggs', 'flour', 'milk', 'butter', 'sugar'], library, {
    filters: { maxMissing: 2 },
  }).map(libraryMatchPayload);

describe('the recipe contract', () => {
  it('describes what the offline matcher writes: every library payload passes the payload schema', () => {
    const { payload } = recipeSchemas();
    const written = [
      ...payloads(),
      ...library.slice(0, 50).map((r) => libraryRecipePayload(r, [])),
    ];
    for (const p of written)
      expect(payload.safeParse(JSON.parse(JSON.stringify(p))).success, p.slug).toBe(true);
    expect(payload.safeParse({ ...written[0], missing: 'milk' }).success).toBe(false);
    expect(recipeSchemas().summary.safeParse(written[0]).success).toBe(false);
  });

  it('reads a recipe once: reading what it read (router state, session storage) gives the same recipe', () => {
    const read = readSuggestedRecipes(JSON.parse(JSON.stringify(payloads()))) ?? [];
    expect(read.length).toBeGreaterThan(10);
    expect(readSuggestedRecipes(JSON.parse(JSON.stringify(read)))).toEqual(read);
    const saved = readSuggestedRecipe({
      title: 'Pumpkin Bread',
      source: 'saved',
      url: 'https://a.test/p',
      siteName: 'A',
    });
    expect(saved?.saved).toEqual({ url: 'https://a.test/p', siteName: 'A' });
    // a saved recipe carried on keeps its source link (the recipe card passes the recipe it read)
    expect(readSuggestedRecipe(JSON.parse(JSON.stringify(saved)))?.saved).toEqual(saved?.saved);
    const summary = readSuggestedRecipe({ title: 'Soup', summary: true });
    expect(readSuggestedRecipe(summary)?.complete).toBe(false);
    expect(
      summary &&
        readSuggestedRecipe(
          withDetails(summary, {
            description: '',
            equipment: [],
            ingredients: [],
            steps: ['Stir.'],
            nutrition: null,
          }),
        )?.complete,
    ).toBe(true);
  });

  it('reads what is not a recipe as nothing, never throwing', () => {
    for (const value of [null, 42, 'Soup', [], { title: '  ' }, { title: ['x'] }])
      expect(readSuggestedRecipe(value)).toBeNull();
    expect(readSuggestedRecipes({ recipes: [] })).toBeNull();
    expect(
      readSuggestedRecipe({
        title: 'Soup',
        servings: -1,
        prepMinutes: Infinity,
        dietTags: 'vegan',
        saved: { url: 'javascript:alert(1)' },
      }),
    ).toMatchObject({
      servings: null,
      prepMinutes: null,
      dietTags: [],
      saved: { url: null, siteName: null },
    });
  });

  it('reads the drink answer the function writes, drink by drink', () => {
    const rows = DRINK_LIBRARY.map((d, i) => ({ id: `r${i}`, ...drinkRowOf(d) }));
    const { entries } = toDrinkEntries(JSON.parse(JSON.stringify(rows)) as unknown[]);
    const answer = JSON.parse(
      JSON.stringify(
        answerDrinks(entries, { shelf: ['gin', 'campari', 'sweet vermouth', 'lime'], kitchen: [] }),
      ),
    ) as { drinks: unknown[] };
    const read = readDrinkAnswerItems(answer);
    expect(answer.drinks.length).toBeGreaterThan(5);
    expect(read?.unread).toBe(0);
    expect(read?.drinks.length).toBe(answer.drinks.length);
    let deep: unknown = { need: 'gin', kind: 'staple' };
    for (let i = 0; i < 100_000; i += 1)
      deep = { need: 'gin', kind: 'substitute', using: 'gin', via: deep };
    const hostile = {
      kind: 'drink',
      drinks: [{ ...(answer.drinks[0] as object), provisions: [deep] }, 7],
    };
    expect(readDrinkAnswerItems(hostile)).toEqual({ drinks: [], unread: 2 });
    expect(readDrinkAnswerItems({ kind: 'meal', drinks: [] })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STAPLES,
  matchKitchenKeys,
  readKitchen,
  type IngredientKey,
  type MatchFilters,
} from '../../../domain/index.ts';
import {
  observeCooccurrence,
  random,
  sampleKitchens,
  synthesiseKeySets,
} from '../../../scripts/bench-suggest.ts';
import { buildKeyIndex, type KeyRow } from './key-index-build.ts';
import { rankWithKeyIndex } from './key-index-rank.ts';

const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'];
const CUISINES = ['Italian', 'mexican', 'Indian'];
const DIETS = ['vegetarian', 'vegan', 'gluten-free'];

/** A corpus from the real co-occurrence, with some optional keys, filters and key-less recipes. */
function corpus(size: number): KeyRow[] {
  const rand = random(5);
  const rows: KeyRow[] = synthesiseKeySets(observeCooccurrence(), size, 3).map((keys, i) => {
    const cut = rand() < 0.3 ? keys.length - 1 : keys.length;
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      slug: `r-${String(i).padStart(5, '0')}`,
      // Repeated titles exercise the title and slug tiebreaks.
      title: `Recipe ${i % 97}${rand() < 0.5 ? '' : ' Deluxe'}`,
      ingredient_keys: keys.slice(0, cut),
      optional_keys: keys.slice(cut),
      prep_minutes: 10,
      cook_minutes: rand() < 0.1 ? null : Math.floor(rand() * 60),
      total_minutes: null,
      meal_type: MEALS[i % MEALS.length] ?? null,
      cuisine: CUISINES[i % CUISINES.length] ?? null,
      diet_tags: DIETS.filter(() => rand() < 0.4),
      servings: 1 + (i % 6),
      image_url: null,
      source: 'synthetic',
    };
  });
  rows.push({
    ...rows[0],
    slug: 'zz-no-keys',
    title: 'Recipe With No Keys',
    ingredient_keys: [],
    optional_keys: [],
  } as KeyRow);
  return rows;
}

const summary = (
  matches: readonly {
    recipe: { id: string };
    missing: readonly string[];
    used: readonly string[];
    score: number;
    usedShare: number;
  }[],
) => matches.map((m) => [m.recipe.id, m.missing.join(' '), m.used.join(' '), m.score, m.usedShare]);

describe('ranking over the key index of suggest-recipes-web', () => {
  const rows = corpus(4000);
  const keys = buildKeyIndex(rows, 'test');
  const all = rows.map((row) => ({
    id: row.slug,
    title: row.title,
    ingredientKeys: (row.ingredient_keys ?? []) as IngredientKey[],
    optionalKeys: (row.optional_keys ?? []) as IngredientKey[],
    totalMinutes: row.total_minutes ?? (row.prep_minutes ?? 0) + (row.cook_minutes ?? 0),
    mealType: row.meal_type,
    cuisine: row.cuisine,
    dietTags: row.diet_tags ?? [],
  }));
  const model = observeCooccurrence();
  const kitchens = [
    [],
    ['cheddar'],
    ...sampleKitchens(model, 5, 4, 21),
    ...sampleKitchens(model, 20, 4, 22),
    ...sampleKitchens(model, 50, 3, 23),
  ];
  const cases: { filters: MatchFilters & { maxMissing: number }; limit: number }[] = [
    { filters: { maxMissing: 2 }, limit: 100 },
    { filters: { maxMissing: 0 }, limit: 20 },
    { filters: { maxMissing: 1 }, limit: 1000 },
    { filters: { maxMissing: 2, mealType: ' Dinner ', diet: ['Vegetarian'] }, limit: 50 },
    {
      filters: { maxMissing: 2, cuisine: 'italian', maxTotalMinutes: 30, diet: 'vegan' },
      limit: 100,
    },
  ];

  it('ranks exactly as the domain matcher over the whole corpus, with the same details', () => {
    for (const kitchen of kitchens) {
      const kitchenKeys = readKitchen(kitchen).keys;
      for (const { filters, limit } of cases) {
        const options = { staples: DEFAULT_STAPLES, filters, limit };
        const expected = matchKitchenKeys(kitchenKeys, all, options);
        const actual = rankWithKeyIndex(keys, kitchenKeys, DEFAULT_STAPLES, options);
        expect(summary(actual ?? []), `${kitchen.join(',')} ${JSON.stringify(filters)}`).toEqual(
          summary(expected),
        );
      }
    }
  });

  it('lists a recipe with no required keys, and leaves more than two missing to SQL', () => {
    const ranked = rankWithKeyIndex(keys, [], DEFAULT_STAPLES, {
      filters: { maxMissing: 2 },
      limit: 10,
    });
    // An empty kitchen can make only that one and those needing nothing but staples.
    expect(ranked?.map((m) => m.recipe.id)).toContain('zz-no-keys');
    expect(ranked?.every((m) => m.canMake)).toBe(true);
    expect(
      rankWithKeyIndex(keys, [], DEFAULT_STAPLES, { filters: { maxMissing: 3 }, limit: 10 }),
    ).toBeNull();
  });

  it('counts what a recipe uses the same when it is scored again after the can-make-now pass', () => {
    // One cookable recipe does not fill the limit, so the candidates are scored a second time;
    // lemon-truffle (filed under lemon, its rarest key) is the only one using the lemon.
    const recipe = (slug: string, keys: string[]) =>
      ({ ...rows[0], slug, title: slug, ingredient_keys: keys, optional_keys: [] }) as KeyRow;
    const small = buildKeyIndex(
      [
        recipe('a-omelette', ['egg']),
        recipe('b-lemon-truffle', ['lemon', 'truffle']),
        recipe('c-truffle-eggs', ['truffle', 'egg']),
        recipe('d-truffle-frittata', ['truffle', 'egg']),
      ],
      'small',
    );
    const ranked = rankWithKeyIndex(small, ['egg', 'lemon'] as IngredientKey[], DEFAULT_STAPLES, {
      filters: { maxMissing: 2 },
      limit: 10,
    });
    expect(ranked?.map((m) => [m.recipe.id, m.missing.join(' '), m.used.join(' ')])).toEqual([
      ['a-omelette', '', 'egg'],
      ['b-lemon-truffle', 'truffle', 'lemon'],
      ['c-truffle-eggs', 'truffle', 'egg'],
      ['d-truffle-frittata', 'truffle', 'egg'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { INGREDIENTS } from '../ingredients/canonical.ts';
import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { ancestorsOf, dietFlagsOf } from '../ingredients/families.ts';
import { NUTRIENTS } from '../nutrition/compute.ts';
import { dietTagsFor } from './build.ts';
import { RECIPE_LIBRARY } from './library.ts';
import {
  dishProfile,
  nearDuplicateReason,
  type DishProfile,
  statedMinutes,
  timeProblems,
  titleWords,
  unnamedIngredients,
} from './quality.ts';
import type { LibraryRecipe } from './types.ts';

/**
 * Quality gates over every built-in recipe (issue #19): every ingredient resolves to a complete
 * vocabulary entry, is named in a step, no dish appears twice under two names, times and servings
 * fit the method, and diet tags follow the ingredients. (No copied text: tests/integration/
 * library-originality.test.ts, which reads the shared data sets.)
 */

/**
 * Pairs that the near-duplicate check flags but a cook would call different dishes, with why.
 * Keep this short: a new entry needs a reason a reviewer accepts.
 */
const DISTINCT_DISHES: ReadonlyArray<readonly [string, string, string]> = [
  [
    'Cauliflower Cheese',
    'Cheddar Cheese Sauce',
    'the sauce on its own, for anything; the other is the baked cauliflower dish',
  ],
  [
    'Shortcrust Pastry',
    'Sweet Tart Pastry',
    'sweet pastry with sugar and egg, blind-baked, versus plain shortcrust',
  ],
  [
    'Chocolate Chip Cookies',
    'Double Chocolate Cookies',
    'a cocoa dough: a different cookie from a vanilla dough with chips',
  ],
  [
    'Classic Brioche Loaf',
    'Soft White Sandwich Loaf',
    'four eggs and three times the butter, chilled overnight: brioche, not a sandwich loaf',
  ],
];

/**
 * Compound keys whose last part is another key but which are NOT a kind of it (spring onions do
 * not stand in for an onion). Any other "x-y" key must sit under "y" in the family tree.
 */
const NOT_A_KIND_OF_LAST_WORD: ReadonlySet<string> = new Set([
  'spring-onion',
  'sweet-potato',
  'ground-ginger',
  'almond-flour',
  'canned-tomato',
  'mustard-seed',
  'fennel-seed',
  'nutritional-yeast',
  'plant-milk',
  'condensed-milk',
  'coconut-milk',
  'almond-milk',
  'oat-milk',
  'soy-milk',
  'snow-pea',
  'peanut-butter',
  'sour-cream',
]);

const usedKeys = (): IngredientKey[] =>
  [...new Set(RECIPE_LIBRARY.flatMap((r) => r.ingredients.map((i) => i.key)))].sort();

describe('library quality gates', () => {
  it('resolves every ingredient to a vocabulary entry with a family, synonyms and SR26 nutrient data', () => {
    const problems: string[] = [];
    for (const key of usedKeys()) {
      const entry = INGREDIENTS.get(key);
      if (!entry) {
        problems.push(`${key}: not in the vocabulary`);
        continue;
      }
      const row = NUTRIENTS.get(key);
      if (!row || !/^\d{5}$/.test(row.ndb) || !(row.kcal >= 0))
        problems.push(`${key}: no SR26 nutrient row`);
      if (entry.synonyms.length === 0 && key.includes('-'))
        problems.push(`${key}: a two-word name without synonyms`);
      const parts = key.split('-');
      for (let i = 1; i < parts.length; i += 1) {
        const tail = parts.slice(i).join('-') as IngredientKey;
        if (
          INGREDIENTS.has(tail) &&
          !NOT_A_KIND_OF_LAST_WORD.has(key) &&
          !ancestorsOf(key).includes(tail)
        ) {
          problems.push(`${key}: not filed under ${tail} in the family tree`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('names every listed ingredient (optional ones too) in at least one step', () => {
    const problems = RECIPE_LIBRARY.flatMap((r) =>
      unnamedIngredients(r).map((k) => `${r.title}: ${k}`),
    );
    expect(problems).toEqual([]);
  });

  it('has no dish twice under two names', () => {
    const allowed = new Set(DISTINCT_DISHES.map(([a, b]) => [a, b].sort().join(' | ')));
    const problems: string[] = [];
    const list = RECIPE_LIBRARY.map(dishProfile);
    for (let i = 0; i < list.length; i += 1) {
      for (let j = i + 1; j < list.length; j += 1) {
        const a = list[i] as DishProfile;
        const b = list[j] as DishProfile;
        const reason = nearDuplicateReason(a, b);
        const pair = [a.title, b.title].sort().join(' | ');
        if (reason && !allowed.has(pair)) problems.push(`${pair}: ${reason}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('flags near-duplicates the way a reader would', () => {
    const find = (title: string): LibraryRecipe => {
      const found = RECIPE_LIBRARY.find((r) => r.title === title);
      if (!found) throw new Error(`no recipe ${title}`);
      return found;
    };
    const pancakes = find('Classic Pancakes');
    expect(nearDuplicateReason(pancakes, { ...pancakes, title: 'Easy Pancake' })).toBe(
      'same title words',
    );
    expect(nearDuplicateReason(pancakes, { ...pancakes, title: 'Fluffy Hotcakes' })).toBe(
      'identical ingredients',
    );
    expect(nearDuplicateReason(pancakes, find('Creamy Scrambled Eggs'))).toBeNull();
    expect(nearDuplicateReason(pancakes, { ...pancakes, title: 'Buttermilk Waffles' })).toBeNull();
    expect(titleWords('The Classic Tomatoes with Basil')).toEqual(['basil', 'tomato']);
  });

  it('catches an unnamed ingredient and heat with no cooking time', () => {
    const pancakes = RECIPE_LIBRARY.find((r) => r.title === 'Classic Pancakes') as LibraryRecipe;
    const bare = {
      ...pancakes,
      steps: ['Whisk the flour, sugar and salt together.', 'Bake in the oven until golden.'],
    };
    expect(unnamedIngredients(bare)).toEqual(['egg', 'milk', 'butter', 'baking-powder']);
    expect(timeProblems({ ...bare, cookMinutes: 0 })).toContain(
      'cooks with heat but lists 0 cooking minutes',
    );
  });

  it('has times and servings that fit the method', () => {
    const problems = RECIPE_LIBRARY.flatMap((r) =>
      timeProblems(r).map(
        (p) => `${r.title} (${r.prepMinutes}+${r.cookMinutes} min, serves ${r.servings}): ${p}`,
      ),
    );
    expect(problems).toEqual([]);
    expect(statedMinutes('Simmer for 1 to 1½ hours, then rest 5 minutes')).toBe(65);
    expect(statedMinutes('Stir every 10 minutes for 45 min')).toBe(45);
  });

  it('derives diet tags exactly from the ingredients, and titles do not contradict them', () => {
    const problems: string[] = [];
    const MEATY =
      /\b(chicken|beef|pork|lamb|bacon|ham|sausage|chorizo|turkey|fish|salmon|tuna|cod|shrimp|prawn|anchov\w*|steak|meatballs?)\b/i;
    for (const r of RECIPE_LIBRARY) {
      const expected = dietTagsFor(r.ingredients.map((i) => i.key));
      if ([...r.dietTags].sort().join() !== [...expected].sort().join())
        problems.push(`${r.title}: tags ${r.dietTags.join(',')} ≠ ${expected.join(',')}`);
      if (
        MEATY.test(r.title) &&
        !/\b(vegan|vegetarian|mushroom|tofu|cauliflower|bean|lentil)\b/i.test(r.title) &&
        r.dietTags.includes('vegetarian')
      ) {
        problems.push(`${r.title}: the title names meat or fish but it is tagged vegetarian`);
      }
      if (/\bvegan\b/i.test(r.title) && !r.dietTags.includes('vegan'))
        problems.push(`${r.title}: called vegan, not vegan`);
      if (/\bgluten-free\b/i.test(r.title) && !r.dietTags.includes('gluten-free'))
        problems.push(`${r.title}: called gluten-free, not gluten-free`);
      const flags = new Set(r.ingredients.flatMap((i) => [...dietFlagsOf(i.key)]));
      if (
        r.dietTags.includes('vegan') &&
        (flags.has('dairy') || flags.has('egg') || flags.has('honey'))
      )
        problems.push(`${r.title}: vegan with animal products`);
    }
    expect(problems).toEqual([]);
  });
});

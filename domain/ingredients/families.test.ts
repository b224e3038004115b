import { describe, expect, it } from 'vitest';
import { INGREDIENTS, ingredientKey, isIngredientKey } from './canonical.ts';
import type { DietFlag, IngredientKey } from './canonical-types.ts';
import { ancestorsOf, descendantsOf, dietFlagsOf, satisfies, substitutesFor } from './families.ts';
import { DEFAULT_STAPLES, isStaple } from './staples.ts';
import { keyForName } from './synonyms.ts';

const k = (text: string): IngredientKey => ingredientKey(text);

/** have, need, satisfied? */
const SATISFIES: ReadonlyArray<readonly [string, string, boolean]> = [
  ['cheddar', 'cheese', true],
  ['cheese', 'cheddar', false],
  ['parmesan', 'cheese', true],
  ['mozzarella', 'cheese', true],
  ['feta', 'cheese', true],
  ['cheddar', 'parmesan', false],
  ['cheddar', 'dairy', true],
  ['milk', 'dairy', true],
  ['chicken-thigh', 'chicken', true],
  ['chicken-breast', 'chicken', true],
  ['chicken', 'chicken-thigh', false],
  ['chicken-thigh', 'chicken-breast', false],
  ['chicken-thigh', 'poultry', true],
  ['chicken-thigh', 'meat', true],
  ['turkey', 'chicken', false],
  ['ground-beef', 'beef', true],
  ['beef', 'ground-beef', false],
  ['steak', 'beef', true],
  ['bacon', 'pork', true],
  ['chorizo', 'sausage', true],
  ['sausage', 'chorizo', false],
  ['penne', 'pasta', true],
  ['spaghetti', 'pasta', true],
  ['pasta', 'penne', false],
  ['macaroni', 'pasta', true],
  ['rice-noodle', 'noodle', true],
  ['egg-noodle', 'noodle', true],
  ['noodle', 'rice-noodle', false],
  ['spaghetti', 'noodle', false],
  ['basmati-rice', 'rice', true],
  ['jasmine-rice', 'rice', true],
  ['rice', 'basmati-rice', false],
  ['brown-rice', 'rice', true],
  ['red-lentil', 'lentil', true],
  ['lentil', 'red-lentil', false],
  ['red-onion', 'onion', true],
  ['shallot', 'onion', true],
  ['onion', 'red-onion', false],
  ['red-bell-pepper', 'bell-pepper', true],
  ['bell-pepper', 'red-bell-pepper', false],
  ['jalapeno', 'chili-pepper', true],
  ['cherry-tomato', 'tomato', true],
  ['tomato', 'cherry-tomato', false],
  ['canned-tomato', 'tomato', false],
  ['passata', 'canned-tomato', true],
  ['romaine', 'lettuce', true],
  ['mixed-greens', 'lettuce', true],
  ['strawberry', 'berry', true],
  ['berry', 'strawberry', false],
  ['greek-yogurt', 'yogurt', true],
  ['yogurt', 'greek-yogurt', false],
  ['bread-flour', 'flour', true],
  ['self-raising-flour', 'flour', true],
  ['flour', 'bread-flour', false],
  ['brown-sugar', 'sugar', true],
  ['powdered-sugar', 'sugar', true],
  ['sugar', 'brown-sugar', false],
  ['honey', 'sweetener', true],
  ['tamari', 'soy-sauce', true],
  ['soy-sauce', 'tamari', false],
  ['sriracha', 'hot-sauce', true],
  ['salmon', 'fish', true],
  ['cod', 'white-fish', true],
  ['shrimp', 'seafood', true],
  ['salmon', 'shrimp', false],
  ['smoked-paprika', 'paprika', true],
  ['paprika', 'smoked-paprika', false],
  ['olive-oil', 'oil', true],
  ['corn-tortilla', 'tortilla', true],
  ['flour-tortilla', 'tortilla', true],
  ['tortilla', 'corn-tortilla', false],
  ['oat-milk', 'plant-milk', true],
  ['oat-milk', 'milk', false],
  ['coconut-milk', 'milk', false],
  ['peanut-butter', 'peanut', true],
  ['butter', 'peanut-butter', false],
  ['egg', 'egg', true],
  ['salt', 'salt', true],
];

/** key → must have these flags, must not have those. */
const FLAGS: ReadonlyArray<readonly [string, readonly DietFlag[], readonly DietFlag[]]> = [
  ['cheddar', ['dairy'], ['meat', 'gluten', 'rennet']],
  ['parmesan', ['dairy', 'rennet'], ['meat']],
  ['butter', ['dairy'], ['egg']],
  ['egg', ['egg'], ['dairy']],
  ['chicken-thigh', ['meat'], ['fish']],
  ['bacon', ['meat'], []],
  ['salmon', ['fish'], ['meat']],
  ['shrimp', ['fish'], []],
  ['fish-sauce', ['fish'], []],
  ['worcestershire-sauce', ['fish'], []],
  ['honey', ['honey'], ['dairy']],
  ['flour', ['gluten'], []],
  ['penne', ['gluten'], []],
  ['soy-sauce', ['gluten'], []],
  ['tamari', [], ['gluten']],
  ['rice-noodle', [], ['gluten']],
  ['noodle', ['gluten', 'egg'], []],
  ['tortilla', ['gluten'], []],
  ['corn-tortilla', [], ['gluten']],
  ['oat', ['gluten'], []],
  ['rice', [], ['gluten']],
  ['quinoa', [], ['gluten']],
  ['tofu', [], ['meat', 'dairy', 'egg', 'gluten']],
  ['coconut-milk', [], ['dairy']],
  ['peanut-butter', [], ['dairy']],
  ['mayonnaise', ['egg'], []],
  ['pesto', ['dairy'], []],
  ['gelatin', ['meat'], []],
  ['chocolate', ['dairy'], []],
  ['cocoa', [], ['dairy']],
  ['chicken-stock', ['meat'], []],
  ['vegetable-stock', [], ['meat']],
  ['stock', ['meat'], []],
  ['naan', ['gluten', 'dairy'], []],
  ['olive-oil', [], ['meat', 'fish', 'dairy', 'egg', 'gluten', 'honey']],
];

describe('vocabulary', () => {
  it('has between 500 and 700 keys (kitchen and bar), all lower-case and hyphenated', () => {
    expect(INGREDIENTS.size).toBeGreaterThanOrEqual(500);
    expect(INGREDIENTS.size).toBeLessThanOrEqual(700);
    for (const key of INGREDIENTS.keys()) expect(key).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it('has no cycles in the family tree', () => {
    for (const key of INGREDIENTS.keys()) expect(ancestorsOf(key)).not.toContain(key);
  });

  it('finds every key by its own name and every synonym', () => {
    for (const entry of INGREDIENTS.values()) {
      expect(keyForName(entry.key.replace(/-/g, ' '))).toBe(entry.key);
      for (const synonym of entry.synonyms) expect(keyForName(synonym)).toBe(entry.key);
    }
  });

  it('narrows strings to keys', () => {
    expect(isIngredientKey('egg')).toBe(true);
    expect(isIngredientKey('eggs')).toBe(false);
    expect(() => ingredientKey('unobtainium')).toThrow(/Unknown ingredient key/);
  });

  it('lists descendants and substitutes', () => {
    expect(descendantsOf(k('cheese'))).toEqual(
      expect.arrayContaining(['cheddar', 'parmesan', 'feta']),
    );
    expect(substitutesFor(k('butter'))).toContain('vegetable-oil');
  });
});

describe('satisfies', () => {
  it.each(SATISFIES)('have %s, need %s → %s', (have, need, expected) => {
    expect(satisfies(k(have), k(need))).toBe(expected);
  });
});

describe('dietFlagsOf', () => {
  it.each(FLAGS)('%s', (key, has, hasNot) => {
    const flags = dietFlagsOf(k(key));
    for (const flag of has) expect(flags.has(flag)).toBe(true);
    for (const flag of hasNot) expect(flags.has(flag)).toBe(false);
  });
});

describe('staples', () => {
  it('assumes salt, black pepper and water by default', () => {
    expect([...DEFAULT_STAPLES].sort()).toEqual(['black-pepper', 'salt', 'water']);
  });

  it.each([
    ['salt', DEFAULT_STAPLES, true],
    ['black-pepper', DEFAULT_STAPLES, true],
    ['water', DEFAULT_STAPLES, true],
    ['olive-oil', DEFAULT_STAPLES, false],
    ['egg', DEFAULT_STAPLES, false],
    ['olive-oil', [k('olive-oil'), k('salt')], true],
    ['oil', [k('olive-oil')], true],
    ['salt', [k('olive-oil')], false],
    ['salt', [], false],
  ] as const)('%s is covered by %j → %s', (need, staples, expected) => {
    expect(isStaple(k(need), staples)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { tagsOf, viewCollection } from './collection-view';
import { checkNotesAndTags, parseTags } from './notes-tags';
import { toSavedRecipe, type SavedIngredient, type SavedRecipe } from './saved-recipe';
import { amountValue, scaleSavedLine } from './scale-saved-line';
import { TAG_ERRORS } from './texts';

const make = (over: Partial<SavedRecipe>): SavedRecipe => ({
  ...toSavedRecipe({ id: over.id ?? 'x', title: over.title ?? 'x' })!,
  ...over,
});
const line = (text: string, over: Partial<SavedIngredient> = {}): SavedIngredient => ({
  text,
  quantity: null,
  quantityMax: null,
  unit: null,
  name: text,
  key: null,
  group: null,
  ...over,
});

const recipes = [
  make({
    id: 'a',
    title: 'Zucchini bread',
    created_at: '2026-01-03',
    total_minutes: 70,
    tags: ['Baking'],
    ingredients: [line('2 zucchini')],
  }),
  make({
    id: 'b',
    title: 'Apple crumble',
    created_at: '2026-01-01',
    total_minutes: null,
    tags: ['baking', 'Dessert'],
    ingredients: [line('4 apples')],
  }),
  make({
    id: 'c',
    title: 'Crème brûlée',
    created_at: '2026-01-02',
    prep_minutes: 10,
    cook_minutes: 20,
    tags: [],
    ingredients: [line('4 egg yolks')],
  }),
];

describe('viewCollection', () => {
  it.each([
    ['', 'newest', null, ['a', 'c', 'b']],
    ['', 'title', null, ['b', 'c', 'a']],
    ['', 'time', null, ['c', 'a', 'b']],
    ['APPLE', 'newest', null, ['b']],
    ['creme', 'newest', null, ['c']],
    ['egg yolks', 'newest', null, ['c']],
    ['dessert', 'newest', null, ['b']],
    ['', 'title', 'BAKING', ['b', 'a']],
    ['zucchini', 'title', 'dessert', []],
  ] as const)('search %j, sort %s, tag %s → %j', (search, sort, tag, ids) => {
    expect(viewCollection(recipes, { search, sort, tag }).map((r) => r.id)).toEqual(ids);
  });

  it('lists each tag once, whatever its case', () => {
    expect(tagsOf(recipes)).toEqual(['Baking', 'Dessert']);
  });
});

describe('notes and tags', () => {
  it.each([
    ['weeknight, vegetarian ,,Weeknight', ['weeknight', 'vegetarian']],
    ['<b>spicy</b>\nquick', ['spicy', 'quick']],
    ['  ', []],
  ])('parseTags(%j) → %j', (input, tags) => {
    expect(parseTags(input)).toEqual(tags);
  });

  it.each([
    ['n'.repeat(10_001), '', TAG_ERRORS.notesTooLong],
    ['', Array.from({ length: 51 }, (_, i) => `t${i}`).join(','), TAG_ERRORS.tooMany],
    ['', `ok, ${'x'.repeat(51)}`, TAG_ERRORS.tooLong('x'.repeat(51))],
  ])('refuses what the table would refuse', (notes, tags, error) => {
    expect(checkNotesAndTags(notes, tags)).toEqual({ ok: false, error });
  });

  it('accepts the limits exactly and stores blank notes as null', () => {
    const tags = Array.from({ length: 50 }, (_, i) => `${i}${'t'.repeat(45)}`).join(',');
    const ok = checkNotesAndTags('n'.repeat(10_000), tags);
    expect(ok.ok && ok.tags.length).toBe(50);
    expect(checkNotesAndTags('   ', '')).toEqual({ ok: true, notes: null, tags: [] });
  });
});

describe('scaleSavedLine', () => {
  it.each([
    ['1 1/2 cups flour', 2, '3 cups flour'],
    ['3/4 cup milk', 2, '1½ cup milk'],
    ['2-3 cloves garlic', 2, '4-6 cloves garlic'],
    ['½ tsp salt', 3, '1½ tsp salt'],
    ['200g butter', 1.5, '300g butter'],
    ['salt to taste', 3, 'salt to taste'],
    ['2 eggs', 1, '2 eggs'],
  ])('%s × %s → %s', (text, factor, expected) => {
    expect(scaleSavedLine(line(text), factor)).toBe(expected);
  });

  it.each([
    ['1 1/2', 1.5],
    ['2½', 2.5],
    ['1/0', null],
    ['abc', null],
  ])('amountValue(%j) → %s', (t, v) => {
    expect(amountValue(t)).toBe(v);
  });
});

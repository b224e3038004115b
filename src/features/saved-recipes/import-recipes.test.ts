import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLarderExport, toJsonLdExport } from './export-recipes';
import { IMPORT_MAX_BYTES, IMPORT_MAX_RECIPES, planImport } from './import-recipes';
import type { SavedRecipe } from './saved-recipe';
import { SKIP_REASONS } from './texts';

const USER = '00000000-0000-4000-8000-000000000001';
const none = new Set<string>();
const plan = (value: unknown, existing: ReadonlySet<string> = none) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return planImport(text, text.length, USER, existing);
};

const recipe = (over: Record<string, unknown> = {}) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Tomato soup',
  url: 'https://example.com/tomato-soup',
  recipeYield: '4 servings',
  totalTime: 'PT45M',
  recipeIngredient: ['2 cups chopped tomatoes', '1 onion'],
  recipeInstructions: [
    {
      '@type': 'HowToSection',
      name: 'Soup',
      itemListElement: [{ '@type': 'HowToStep', text: 'Simmer.' }],
    },
    { '@type': 'HowToStep', text: 'Serve.' },
  ],
  ...over,
});

describe('planImport: whole-file problems', () => {
  it.each([
    ['broken JSON', '{"@type": "Recipe", "name": ', SKIP_REASONS.invalidJson],
    ['an empty file', '   ', SKIP_REASONS.emptyFile],
    ['a number', '42', SKIP_REASONS.wrongShape],
    ['a string', '"Recipe"', SKIP_REASONS.wrongShape],
    ['null', 'null', SKIP_REASONS.wrongShape],
    ['an object that is no recipe', '{"@type":"Person","name":"Ann"}', SKIP_REASONS.wrongShape],
    ['an empty array', '[]', SKIP_REASONS.wrongShape],
    [
      'a newer export',
      JSON.stringify({ format: 'larder-saved-recipes', version: 2, recipes: [] }),
      SKIP_REASONS.unsupportedVersion,
    ],
    [
      'an export without a list',
      JSON.stringify({ format: 'larder-saved-recipes', version: 1, recipes: {} }),
      SKIP_REASONS.wrongShape,
    ],
  ])('%s → %s', (_name, text, error) => {
    const result = plan(text);
    expect(result.error).toBe(error);
    expect(result.rows).toEqual([]);
  });

  it('refuses a file over the size limit before parsing it', () => {
    const result = planImport('[]', IMPORT_MAX_BYTES + 1, USER, none);
    expect(result.error).toBe(SKIP_REASONS.tooLarge(5));
  });
});

describe('planImport: JSON-LD', () => {
  it('reads a single Recipe object into a row for the user', () => {
    const result = plan(recipe());
    expect(result.error).toBeNull();
    expect(result.format).toBe('json-ld');
    expect(result.rows).toHaveLength(1);
    const row = result.rows[0]!;
    expect(row.user_id).toBe(USER);
    expect(row.title).toBe('Tomato soup');
    expect(row.canonical_url).toBe('https://example.com/tomato-soup');
    expect(row.total_minutes).toBe(45);
    expect(row.ingredients.map((i) => i.text)).toEqual(['2 cups chopped tomatoes', '1 onion']);
    expect(row.instructions).toEqual([
      { text: 'Simmer.', group: 'Soup' },
      { text: 'Serve.', group: null },
    ]);
    expect(row.tags).toEqual([]);
  });

  it('reads @graph and arrays, ignoring the page nodes around a recipe in a graph', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', name: 'Page' },
        recipe(),
        recipe({ name: 'Bread', url: 'https://example.com/bread' }),
      ],
    };
    expect(plan(graph).rows.map((r) => r.title)).toEqual(['Tomato soup', 'Bread']);
    expect(plan(graph).skipped).toEqual([]);
  });

  it.each([
    ['a non-recipe item', { '@type': 'Person', name: 'Ann' }, 'Ann', SKIP_REASONS.notRecipe],
    ['a plain string', 'hello', null, SKIP_REASONS.notRecipe],
    ['a recipe without a name', recipe({ name: '  ' }), null, SKIP_REASONS.noTitle],
    [
      'a recipe without a URL',
      recipe({ url: undefined, name: 'No link' }),
      'No link',
      SKIP_REASONS.noUrl,
    ],
    [
      'a javascript: URL',
      recipe({ url: 'javascript:alert(1)', name: 'Bad link' }),
      'Bad link',
      SKIP_REASONS.noUrl,
    ],
    [
      'a huge recipe',
      recipe({ name: 'Huge', recipeIngredient: Array(20_000).fill('x'.repeat(60)) }),
      'Huge',
      SKIP_REASONS.recipeTooLarge,
    ],
  ])('skips %s with the reason', (_name, bad, title, reason) => {
    const result = plan([recipe(), bad]);
    expect(result.rows).toHaveLength(1);
    expect(result.skipped).toEqual([{ position: 2, title, reason }]);
  });

  it('skips recipes already saved and repeats inside the file', () => {
    const result = plan(
      [recipe(), recipe(), recipe({ name: 'Other', url: 'https://example.com/other' })],
      new Set(['https://example.com/other']),
    );
    expect(result.rows.map((r) => r.title)).toEqual(['Tomato soup']);
    expect(result.skipped.map((s) => s.reason)).toEqual([
      SKIP_REASONS.duplicateFile,
      SKIP_REASONS.duplicateSaved,
    ]);
  });

  it('takes the URL from @id or mainEntityOfPage when url is missing', () => {
    const a = plan(recipe({ url: undefined, '@id': 'https://a.example/r#recipe' }));
    const b = plan(recipe({ url: undefined, mainEntityOfPage: { '@id': 'https://b.example/r' } }));
    expect(a.rows[0]?.canonical_url).toBe('https://a.example/r');
    expect(b.rows[0]?.canonical_url).toBe('https://b.example/r');
  });

  it('stores http source addresses as https, and knows them as the https copies already saved', () => {
    const result = plan(
      [
        recipe({ url: 'http://example.com/tomato-soup?x=1' }),
        recipe({ name: 'Other', url: 'http://example.com/other' }),
      ],
      new Set(['https://example.com/other']),
    );
    expect(result.rows.map((r) => [r.url, r.canonical_url])).toEqual([
      ['https://example.com/tomato-soup?x=1', 'https://example.com/tomato-soup?x=1'],
    ]);
    expect(result.skipped.map((s) => s.reason)).toEqual([SKIP_REASONS.duplicateSaved]);
  });

  it('strips HTML from every field', () => {
    const row = plan(
      recipe({
        name: '<b>Tomato</b> <script>alert(1)</script>soup',
        description: '<p>Rich &amp; <i>red</i></p>',
        recipeIngredient: ['<a href="x">2 tomatoes</a>'],
      }),
    ).rows[0]!;
    expect(row.title).not.toMatch(/[<>]/);
    expect(row.title).toContain('Tomato');
    expect(row.description).toBe('Rich & red');
    expect(row.ingredients[0]?.text).toBe('2 tomatoes');
  });

  it(`imports at most ${IMPORT_MAX_RECIPES} recipes and reports the rest`, () => {
    const many = Array.from({ length: IMPORT_MAX_RECIPES + 3 }, (_, i) =>
      recipe({ url: `https://example.com/r${i}` }),
    );
    const result = plan(many);
    expect(result.rows).toHaveLength(IMPORT_MAX_RECIPES);
    expect(result.skipped).toHaveLength(3);
    expect(result.skipped[0]?.reason).toBe(SKIP_REASONS.tooMany(IMPORT_MAX_RECIPES));
  });
});

const saved: SavedRecipe = {
  id: 'a1',
  url: 'https://example.com/pie?x=1',
  canonical_url: 'https://example.com/pie',
  title: 'Apple pie',
  description: 'Sweet',
  image_url: 'https://example.com/pie.jpg',
  site_name: 'Example',
  author: 'Ann',
  yields: '8 servings',
  prep_minutes: 20,
  cook_minutes: 50,
  total_minutes: 70,
  ingredients: [
    {
      text: '6 apples',
      quantity: 6,
      quantityMax: null,
      unit: 'piece',
      name: 'apple',
      key: 'apple',
      group: 'Filling',
    },
  ],
  ingredient_keys: ['apple'],
  instructions: [{ text: 'Bake.', group: 'Pie' }],
  cuisine: 'American',
  category: 'Dessert',
  keywords: ['pie'],
  nutrition: { calories: '300 kcal' },
  notes: 'Less sugar next time',
  tags: ['baking', 'autumn'],
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-02T03:04:05.000Z',
};

describe('round trips', () => {
  it('reads our own export back with notes, tags and the date kept', () => {
    const text = JSON.stringify(toLarderExport([saved], new Date('2026-11-22T00:00:00Z')));
    const result = plan(text);
    expect(result.format).toBe('larder');
    const row = result.rows[0]!;
    expect(row).toMatchObject({
      title: 'Apple pie',
      url: 'https://example.com/pie?x=1',
      canonical_url: 'https://example.com/pie',
      notes: 'Less sugar next time',
      tags: ['baking', 'autumn'],
      total_minutes: 70,
      yields: '8 servings',
      created_at: '2026-01-02T03:04:05.000Z',
      nutrition: { calories: '300 kcal' },
    });
    expect(row.ingredients[0]).toMatchObject({ text: '6 apples', group: 'Filling' });
    expect(row.instructions).toEqual([{ text: 'Bake.', group: 'Pie' }]);
  });

  it('reads an export made before the https rule with its http addresses upgraded', () => {
    const old = {
      ...saved,
      url: 'http://example.com/pie?x=1',
      canonical_url: 'http://example.com/pie',
    };
    const row = plan(JSON.stringify(toLarderExport([old], new Date('2026-11-22T00:00:00Z'))))
      .rows[0]!;
    expect([row.url, row.canonical_url]).toEqual([
      'https://example.com/pie?x=1',
      'https://example.com/pie',
    ]);
  });

  it('reads our JSON-LD export back', () => {
    const result = plan(toJsonLdExport([saved]));
    expect(result.rows[0]).toMatchObject({
      title: 'Apple pie',
      canonical_url: 'https://example.com/pie',
      total_minutes: 70,
    });
    expect(result.rows[0]?.instructions).toEqual([{ text: 'Bake.', group: 'Pie' }]);
  });

  it('cuts over-long notes and tags from a hand-edited export to what the table accepts', () => {
    const entry = {
      ...toLarderExport([saved], new Date()).recipes[0],
      notes: 'n'.repeat(20_000),
      tags: Array.from({ length: 80 }, (_, i) => `tag${i}${'x'.repeat(60)}`),
    };
    const row = plan({ format: 'larder-saved-recipes', version: 1, recipes: [entry] }).rows[0]!;
    expect(row.notes).toHaveLength(10_000);
    expect(row.tags).toHaveLength(50);
    expect(row.tags.every((t) => t.length <= 50)).toBe(true);
  });
});

describe('planImport never throws', () => {
  it('on any JSON value or any string', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.string(),
        ),
        (text) => {
          const result = planImport(text, text.length, USER, none);
          expect(result.error === null || result.rows.length === 0).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('on recipe-shaped objects with odd field types', () => {
    const odd = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string()),
      fc.dictionary(fc.string(), fc.string()),
    );
    fc.assert(
      fc.property(
        fc.record({
          name: odd,
          url: odd,
          recipeIngredient: odd,
          recipeInstructions: odd,
          totalTime: odd,
          image: odd,
        }),
        (fields) => {
          const result = plan({ '@type': 'Recipe', ...fields });
          for (const row of result.rows) {
            expect(row.url).toMatch(/^https?:\/\//);
            expect(row.title.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

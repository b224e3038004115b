import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  howToInstructions,
  isoDuration,
  toJsonLdExport,
  toLarderExport,
} from './export-recipes';
import type { SavedRecipe } from './saved-recipe';

const base: SavedRecipe = {
  id: 'id-1',
  url: 'https://example.com/soup',
  canonical_url: 'https://example.com/soup',
  title: 'Soup',
  description: null,
  image_url: null,
  site_name: null,
  author: null,
  yields: null,
  prep_minutes: null,
  cook_minutes: null,
  total_minutes: 95,
  ingredients: [
    {
      text: '1 onion',
      quantity: 1,
      quantityMax: null,
      unit: null,
      name: 'onion',
      key: 'onion',
      group: null,
    },
  ],
  ingredient_keys: ['onion'],
  instructions: [],
  cuisine: null,
  category: null,
  keywords: [],
  nutrition: null,
  notes: 'mine',
  tags: ['quick'],
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

describe('isoDuration', () => {
  it.each([
    [0, 'PT0M'],
    [5, 'PT5M'],
    [60, 'PT1H'],
    [95, 'PT1H35M'],
    [1440, 'P1D'],
    [1501, 'P1DT1H1M'],
    [null, undefined],
    [-3, undefined],
    [Number.NaN, undefined],
  ])('%s minutes → %s', (minutes, expected) => {
    expect(isoDuration(minutes)).toBe(expected);
  });
});

describe('howToInstructions', () => {
  it('groups consecutive steps of a named group into one HowToSection', () => {
    expect(
      howToInstructions([
        { text: 'a', group: 'Dough' },
        { text: 'b', group: 'Dough' },
        { text: 'c', group: null },
        { text: 'd', group: 'Sauce' },
      ]),
    ).toEqual([
      {
        '@type': 'HowToSection',
        name: 'Dough',
        itemListElement: [
          { '@type': 'HowToStep', text: 'a' },
          { '@type': 'HowToStep', text: 'b' },
        ],
      },
      { '@type': 'HowToStep', text: 'c' },
      {
        '@type': 'HowToSection',
        name: 'Sauce',
        itemListElement: [{ '@type': 'HowToStep', text: 'd' }],
      },
    ]);
  });
});

describe('exports', () => {
  it('wraps our JSON in a versioned envelope without ids or owners', () => {
    const out = toLarderExport([base], new Date('2026-11-22T10:00:00Z'));
    expect(out).toMatchObject({
      format: 'larder-saved-recipes',
      version: 1,
      exportedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(out.recipes[0]).toMatchObject({ title: 'Soup', notes: 'mine', tags: ['quick'] });
    expect(JSON.stringify(out)).not.toContain('id-1');
  });

  it('writes schema.org Recipes with ISO durations and no empty fields', () => {
    const [r] = toJsonLdExport([base]);
    expect(r).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Soup',
      url: 'https://example.com/soup',
      totalTime: 'PT1H35M',
      recipeIngredient: ['1 onion'],
      keywords: 'quick',
      dateCreated: '2026-11-01T00:00:00.000Z',
    });
  });

  it('names files by date', () => {
    expect(exportFileName('jsonld', new Date('2026-11-22T23:00:00Z'))).toBe(
      'larder-saved-recipes-2026-11-22.jsonld',
    );
  });
});

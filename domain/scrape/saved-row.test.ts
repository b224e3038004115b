import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecipePage } from './parse-recipe-page.ts';
import { canonicalUrlFor, clip, linkRow, recipeRow } from './saved-row.ts';
import type { ScrapedRecipe } from './types.ts';

const USER = '00000000-0000-4000-8000-000000000001';

function recipeFrom(
  ld: Record<string, unknown>,
  url = 'https://www.example.com/pie',
): ScrapedRecipe {
  const html = `<html><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...ld }).replace(/</g, '\\u003c')}</script></head></html>`;
  const result = parseRecipePage(html, url);
  if (!result.found) throw new Error('expected a recipe');
  return result;
}

describe('the saved_recipes row', () => {
  it.each([
    [null, 'https://www.example.com/pie?x=1', 'https://www.example.com/pie?x=1'],
    [
      'https://www.example.com/pie',
      'https://www.example.com/pie?utm_source=x',
      'https://www.example.com/pie',
    ],
    ['https://example.com/pie', 'https://www.example.com/pie', 'https://example.com/pie'],
    ['https://m.example.com/pie#top', 'https://example.com/pie', 'https://m.example.com/pie'],
    ['https://other.site/pie', 'https://www.example.com/pie', 'https://www.example.com/pie'],
    ['javascript:alert(1)', 'https://www.example.com/pie', 'https://www.example.com/pie'],
    ['https://notexample.com/pie', 'https://example.com/pie', 'https://example.com/pie'],
    // A page fetched over http is saved under its https address; http: stays only for this machine.
    [null, 'http://www.example.com/pie', 'https://www.example.com/pie'],
    ['http://example.com/pie', 'http://www.example.com/pie', 'https://example.com/pie'],
    [null, 'http://127.0.0.1:8080/pie', 'http://127.0.0.1:8080/pie'],
  ])(
    'uses canonical %j for the page %s only when it is the same site → %s',
    (claimed, fetched, expected) => {
      expect(canonicalUrlFor(claimed, fetched)).toBe(expected);
    },
  );

  it('clips text to the limit in characters, never splitting an emoji, and drops NULs', () => {
    expect(clip('  a\u0000b  ', 10)).toBe('ab');
    expect(clip('🍰🍰🍰', 2)).toBe('🍰🍰');
    expect(clip('   ', 5)).toBeNull();
    expect(clip(null, 5)).toBeNull();
  });

  it('keeps ingredient lines with their canonical keys and steps in order', () => {
    const row = recipeFrom({
      name: 'Pancakes',
      recipeIngredient: [
        '2 large eggs',
        '1 cup plain flour',
        '300 ml milk',
        '1 pinch of unobtainium',
      ],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Batter',
          itemListElement: [{ '@type': 'HowToStep', text: 'Whisk.' }],
        },
        {
          '@type': 'HowToSection',
          name: 'Cooking',
          itemListElement: [{ '@type': 'HowToStep', text: 'Fry.' }],
        },
      ],
      totalTime: 'PT20M',
    });
    const saved = recipeRow(USER, row, 'https://www.example.com/pie');
    expect(saved.title).toBe('Pancakes');
    expect(saved.ingredients.map((i) => i.text)).toEqual([
      '2 large eggs',
      '1 cup plain flour',
      '300 ml milk',
      '1 pinch of unobtainium',
    ]);
    expect(saved.ingredients[3]?.key).toBeNull();
    expect(saved.ingredient_keys).toEqual(
      expect.arrayContaining(['egg', 'flour', 'milk'].map((k) => expect.stringContaining(k))),
    );
    expect(saved.instructions).toEqual([
      { text: 'Whisk.', group: 'Batter' },
      { text: 'Fry.', group: 'Cooking' },
    ]);
    expect(saved.total_minutes).toBe(20);
  });

  it('saves a link-only row from the page summary, titled by the host when the page has none', () => {
    const row = linkRow(
      USER,
      {
        title: null,
        description: null,
        image: 'data:image/png;base64,xx',
        siteName: null,
        canonicalUrl: 'https://www.example.com/a',
        language: null,
      },
      'https://www.example.com/a',
    );
    expect(row).toMatchObject({
      title: 'example.com',
      image_url: null,
      ingredients: [],
      instructions: [],
      ingredient_keys: [],
    });
  });

  it('saves the https address of a page fetched over http, in both url columns', () => {
    const recipe = recipeFrom({ name: 'Pie', recipeIngredient: ['1 egg'] }, 'http://pie.example/r');
    const row = recipeRow(USER, recipe, 'http://pie.example/r?s=1');
    expect(row.url).toBe('https://pie.example/r?s=1');
    expect(row.canonical_url).toBe('https://pie.example/r');
    const link = linkRow(
      USER,
      {
        title: 'Pie',
        description: null,
        image: null,
        siteName: null,
        canonicalUrl: 'http://pie.example/r',
        language: null,
      },
      'http://pie.example/r',
    );
    expect([link.url, link.canonical_url]).toEqual([
      'https://pie.example/r',
      'https://pie.example/r',
    ]);
  });

  it('always produces a row within the table limits', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 700 }),
        fc.array(fc.string({ maxLength: 40 }), { maxLength: 30 }),
        (name, lines) => {
          const row = recipeFrom({
            name,
            recipeIngredient: ['1 egg', ...lines],
            keywords: lines.join(','),
          });
          const saved = recipeRow(USER, row, 'https://example.com/r');
          expect(Array.from(saved.title).length).toBeGreaterThan(0);
          expect(Array.from(saved.title).length).toBeLessThanOrEqual(500);
          expect(saved.title).not.toContain('\u0000');
          expect(saved.ingredient_keys.length).toBeLessThanOrEqual(500);
          expect(saved.keywords.every((k) => k.length >= 1 && k.length <= 200)).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ingredientLines } from './ingredients.ts';
import { parseRecipePage } from './parse-recipe-page.ts';
import type { JsonValue } from './types.ts';

describe('ingredientLines', () => {
  it.each<[string, JsonValue, string[]]>([
    ['a list of strings', ['2 eggs', ' 1 cup  milk ', ''], ['2 eggs', '1 cup milk']],
    [
      'entities and tags',
      ['1 tbsp <b>butter</b>', 'salt &amp;amp; pepper'],
      ['1 tbsp butter', 'salt & pepper'],
    ],
    [
      'a whole list in one string with newlines',
      '2 eggs\n1 cup milk\r\n\nsalt',
      ['2 eggs', '1 cup milk', 'salt'],
    ],
    [
      'a whole list in one string with <br>',
      ['2 eggs<br>1 cup milk<br/>salt'],
      ['2 eggs', '1 cup milk', 'salt'],
    ],
    [
      'several strings each stay one line',
      ['2 eggs\nbeaten', '1 cup milk'],
      ['2 eggs beaten', '1 cup milk'],
    ],
    [
      'nested arrays and objects',
      [['2 eggs'], { name: '1 cup milk' }, null],
      ['2 eggs', '1 cup milk'],
    ],
    ['nothing', null, []],
  ])('%s', (_, value, lines) => {
    expect(ingredientLines(value)).toEqual(lines);
  });
});

describe('JSON-LD lines glued together', () => {
  it('takes the page list when it holds the same text in more lines', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Pancakes',
      recipeIngredient: ['2 eggs 1 cup milk', '1 cup flour'],
      recipeInstructions: 'Whisk and fry.',
    };
    const page = (
      list: string,
    ): string => `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head>
      <body><h1>Pancakes</h1><h2>Ingredients</h2><ul>${list}</ul><h2>Method</h2><p>Whisk and fry.</p></body></html>`;
    const glued = parseRecipePage(
      page('<li>2 eggs</li><li>1 cup milk</li><li>1 cup flour</li>'),
      'https://cooks.example/pancakes',
    );
    expect(glued.found && glued.ingredientLines).toEqual(['2 eggs', '1 cup milk', '1 cup flour']);
    const other = parseRecipePage(
      page('<li>2 eggs</li><li>1 cup oat milk</li><li>1 cup flour</li>'),
      'https://cooks.example/pancakes',
    );
    expect(other.found && other.ingredientLines).toEqual(ld.recipeIngredient);
  });
});

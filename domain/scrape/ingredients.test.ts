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
  const page = (
    recipeIngredient: string[],
    list: string,
  ): string => `<html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Pancakes',
    recipeIngredient,
    recipeInstructions: 'Whisk and fry.',
  })}</script></head>
      <body><h1>Pancakes</h1><h2>Ingredients</h2><ul>${list}</ul><h2>Method</h2><p>Whisk and fry.</p></body></html>`;
  const lines = (html: string): readonly string[] | false => {
    const result = parseRecipePage(html, 'https://cooks.example/pancakes');
    return result.found && result.ingredientLines;
  };

  it('takes the page list when it holds the same text in at least twice as many lines', () => {
    const list = '<li>2 eggs</li><li>1 cup milk</li><li>1 cup flour</li><li>1 pinch salt</li>';
    const schema = ['2 eggs 1 cup milk', '1 cup flour 1 pinch salt'];
    expect(lines(page(schema, list))).toEqual([
      '2 eggs',
      '1 cup milk',
      '1 cup flour',
      '1 pinch salt',
    ]);
    // Other words on the page: the schema.org lines stay.
    expect(lines(page(schema, list.replace('1 cup milk', '1 cup oat milk')))).toEqual(schema);
  });

  it('keeps a list written one line per ingredient when one pair of lines runs together', () => {
    const list =
      '<li>2 eggs</li><li>1 cup milk</li><li>1 cup flour</li><li>1 pinch salt</li><li>1 tbsp butter</li>';
    const schema = ['2 eggs 1 cup milk', '1 cup flour', '1 pinch salt', '1 tbsp butter'];
    expect(lines(page(schema, list))).toEqual(schema);
  });
});

import { describe, expect, it } from 'vitest';
import { parseHtml } from '../dom.ts';
import { parseRecipePage } from '../parse-recipe-page.ts';
import { emptyFields } from '../schema-recipe.ts';
import { arla } from './arla.ts';
import { siteRuleFor } from './index.ts';

const model = {
  recipeUid: 'rdb:1',
  ingredientGroups: [
    {
      title: 'Deg:',
      ingredients: [
        { formattedName: 'Vetemjöl', formattedAmount: '3 dl' },
        { formattedName: 'Smör', formattedAmount: '100 g' },
      ],
    },
    {
      title: '',
      ingredients: [
        { formattedName: 'Flingsalt', formattedAmount: '' },
        { formattedName: { bad: true }, formattedAmount: 2 },
      ],
    },
  ],
};
const list = (json: string): string =>
  `<div data-vue="RecipeIngredientList" data-alternative="False" data-model="${json.replace(/"/g, '&quot;')}"></div>`;
const run = (html: string) =>
  arla.extract(parseHtml(html), 'https://www.arla.se/recept/x/', emptyFields());

describe('arla site rule', () => {
  it.each<[string, boolean]>([
    ['www.arla.se', true],
    ['arla.se', true],
    ['karla.se', false],
  ])('%s → %s', (host, applies) => {
    expect(siteRuleFor(host) === arla).toBe(applies);
  });

  it('reads the groups of amount + name from the list model', () => {
    expect(run(list(JSON.stringify(model)))).toEqual({
      ingredientLines: ['3 dl Vetemjöl', '100 g Smör', 'Flingsalt', '2'],
      ingredientGroups: [
        { purpose: 'Deg:', ingredients: ['3 dl Vetemjöl', '100 g Smör'] },
        { purpose: null, ingredients: ['Flingsalt', '2'] },
      ],
    });
  });

  it.each<[string, string]>([
    ['no list', '<ul><li>3 dl vetemjöl</li></ul>'],
    ['broken JSON', list('{"ingredientGroups": [')],
    ['no groups', list('{"recipeUid": "x"}')],
    ['empty groups', list('{"ingredientGroups": [{"title": "A", "ingredients": []}]}')],
  ])('leaves the page alone with %s', (_, html) => {
    expect(run(html)).toEqual({});
  });

  it('gives the page its lines and groups over the JSON-LD', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Kaka',
      recipeIngredient: ['3 dl vetemjöl', '100 g smör', 'flingsalt', '2'],
      recipeInstructions: 'Baka.',
    };
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body>${list(JSON.stringify(model))}</body></html>`;
    const result = parseRecipePage(html, 'https://www.arla.se/recept/kaka/');
    expect(result.found && result.ingredientLines).toEqual([
      '3 dl Vetemjöl',
      '100 g Smör',
      'Flingsalt',
      '2',
    ]);
    expect(
      result.found && result.ingredientGroups.map((g) => [g.purpose, g.ingredients.length]),
    ).toEqual([
      ['Deg:', 2],
      [null, 2],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseHtml } from '../dom.ts';
import { parseRecipePage } from '../parse-recipe-page.ts';
import { emptyFields } from '../schema-recipe.ts';
import { siteRuleFor } from './index.ts';
import { wprmCard } from './wprm-card.ts';

const card = `<div class="wprm-recipe-ingredients-container">
  <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Cake</h4><ul>
    <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">½</span>&#32;<span class="wprm-recipe-ingredient-unit">cup</span>&#32;<span class="wprm-recipe-ingredient-name">sugar</span>&#32;<span class="wprm-recipe-ingredient-notes">100 g</span></li>
    <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">2</span>&#32;<span class="wprm-recipe-ingredient-name">eggs</span></li>
  </ul></div>
  <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Icing</h4><ul>
    <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">1</span>&#32;<span class="wprm-recipe-ingredient-unit">cup</span>&#32;<span class="wprm-recipe-ingredient-name">icing sugar</span></li>
  </ul></div></div>`;
const ld = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Sponge',
  recipeIngredient: ['1/2 cup sugar (100 g)', '2 eggs', '1 cup icing sugar'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Bake.' }],
};
const page = `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body>${card}</body></html>`;

describe('wprmCard site rule', () => {
  it.each<[string, boolean]>([
    ['drizzleanddip.com', true],
    ['www.drizzleanddip.com', true],
    ['madamecuisine.de', true],
    ['madamecuisine.com', false],
    ['example.com', false],
  ])('%s → %s', (host, applies) => {
    expect(siteRuleFor(host) === wprmCard).toBe(applies);
  });

  it('reads the card lines as shown, across groups', () => {
    expect(wprmCard.extract(parseHtml(card), 'https://drizzleanddip.com/x', emptyFields())).toEqual(
      {
        ingredientLines: ['½ cup sugar 100 g', '2 eggs', '1 cup icing sugar'],
      },
    );
    expect(
      wprmCard.extract(
        parseHtml('<ul><li>2 eggs</li></ul>'),
        'https://drizzleanddip.com/x',
        emptyFields(),
      ),
    ).toEqual({});
  });

  it('takes the card on those sites and the JSON-LD elsewhere, keeping the group names', () => {
    const onSite = parseRecipePage(page, 'https://madamecuisine.de/sponge/');
    const elsewhere = parseRecipePage(page, 'https://example.com/sponge/');
    expect(onSite.found && onSite.ingredientLines).toEqual([
      '½ cup sugar 100 g',
      '2 eggs',
      '1 cup icing sugar',
    ]);
    expect(onSite.found && onSite.ingredientGroups.map((g) => g.purpose)).toEqual([
      'Cake',
      'Icing',
    ]);
    expect(elsewhere.found && elsewhere.ingredientLines).toEqual(ld.recipeIngredient);
  });
});

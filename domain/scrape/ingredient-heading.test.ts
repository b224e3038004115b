import { describe, expect, it } from 'vitest';
import type { Element } from './dom.ts';
import { all, parseHtml } from './dom.ts';
import { headingEntries, isHeadingEntry } from './ingredient-heading.ts';
import { parseRecipePage } from './parse-recipe-page.ts';

const entry = (html: string): Element => {
  const el = all(parseHtml(`<ul>${html}</ul>`), 'li')[0];
  if (el === undefined) throw new Error('no <li>');
  return el;
};

describe('isHeadingEntry', () => {
  it.each<[string, boolean]>([
    ['<li><span class="uline big2"><br>Seasoning</span></li>', true],
    ['<li><strong>For the dressing</strong></li>', true],
    ['<li><b>Topping</b></li>', true],
    ['<li>For the sauce:</li>', true],
    ['<li><span class="group-name">Filling</span></li>', true],
    ['<li><span style="font-weight: bold">Glaze</span></li>', true],
    ['<li><span class="ingredient-name">Salt</span></li>', false],
    ['<li>Salt and pepper</li>', false],
    ['<li><strong>2 cups</strong> flour</li>', false],
    ['<li><b>Butter</b>, softened</li>', false],
    ['<li><strong>Step 2: the crust</strong></li>', false],
    ['<li></li>', false],
    [`<li><b>${'A very long bold ingredient name that goes on'}</b></li>`, false],
  ])('%s → %s', (html, heading) => {
    expect(isHeadingEntry(entry(html))).toBe(heading);
  });
});

describe('headingEntries', () => {
  const entries = (html: string): Element[] => all(parseHtml(`<ul>${html}</ul>`), 'li');

  it('finds headings followed by lines', () => {
    const list = entries('<li>2 eggs</li><li><b>Sauce</b></li><li>1 cup cream</li><li>Salt</li>');
    expect([...headingEntries(list)]).toEqual([list[1]]);
  });

  it.each<[string, string]>([
    [
      'a heading with nothing after it',
      '<li>2 eggs</li><li>1 cup milk</li><li><b>Garnish</b></li>',
    ],
    [
      'a page that bolds every ingredient',
      '<li><b>Salt</b></li><li><b>Pepper</b></li><li>2 eggs</li>',
    ],
    ['no entries at all', ''],
  ])('takes none for %s', (_, html) => {
    expect(headingEntries(entries(html)).size).toBe(0);
  });
});

describe('microdata ingredient headings in a page', () => {
  const page = (
    items: string,
  ): string => `<html><body><div itemscope itemtype="http://schema.org/Recipe">
    <h1 itemprop="name">Roast chicken</h1>
    <h2>Ingredients</h2><p>${items}</p>
    <h2>Directions</h2><div itemprop="recipeInstructions"><p>Rub the chicken.</p><p>Roast for an hour.</p></div>
  </div></body></html>`;

  it('leaves group headings out of the lines', () => {
    const html = page(`<span itemprop="recipeIngredient">1 chicken</span><br>
      <span itemprop="recipeIngredient"><u>Rub</u></span><br>
      <span itemprop="recipeIngredient">2 tablespoons butter</span><br>
      <span itemprop="recipeIngredient">1 teaspoon paprika</span>`);
    const result = parseRecipePage(html, 'https://cooks.example/roast-chicken');
    expect(result.found && result.ingredientLines).toEqual([
      '1 chicken',
      '2 tablespoons butter',
      '1 teaspoon paprika',
    ]);
  });

  it('keeps every line when the page bolds its ingredient names', () => {
    const html = page(`<span itemprop="recipeIngredient"><b>Chicken</b></span><br>
      <span itemprop="recipeIngredient"><b>Butter</b></span><br>
      <span itemprop="recipeIngredient">1 teaspoon paprika</span>`);
    const result = parseRecipePage(html, 'https://cooks.example/roast-chicken');
    expect(result.found && result.ingredientLines).toEqual([
      'Chicken',
      'Butter',
      '1 teaspoon paprika',
    ]);
  });
});

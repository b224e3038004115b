import { describe, expect, it } from 'vitest';
import { parseHtml } from './dom.ts';
import { microdataIngredientGroups, microdataRecipe } from './microdata.ts';

const html = `<html><head><title itemprop="name">Soup Recipe - (4.8/5) | Site</title></head>
<body><div itemscope itemtype="https://schema.org/Recipe">
  <h1 itemprop="name">Leek soup</h1>
  <img itemprop="image" src="/img/soup.jpg">
  <meta itemprop="totalTime" content="PT40M">
  <span itemprop="recipeYield">4 servings</span>
  <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ann</span></div>
  <ul><li itemprop="recipeIngredient">2 leeks</li><li itemprop="recipeIngredient">1 l stock</li></ul>
  <div itemprop="recipeInstructions"><ol><li>Slice.</li><li>Simmer.</li></ol></div>
  <meta itemprop="ingredients" content="<p><b>TOPPING</b><br>Cream<br>Chives</p>">
</div></body></html>`;

describe('microdataRecipe', () => {
  const recipe = microdataRecipe(parseHtml(html));

  it('reads the itemscope as a Recipe object', () => {
    expect(recipe?.['@type']).toBe('https://schema.org/Recipe');
    expect(recipe?.['name']).toBe('Leek soup');
    expect(recipe?.['image']).toBe('/img/soup.jpg');
    expect(recipe?.['totalTime']).toBe('PT40M');
    expect(recipe?.['recipeYield']).toBe('4 servings');
  });

  it('nests itemscopes and keeps their properties to themselves', () => {
    expect(recipe?.['author']).toEqual({ '@type': 'https://schema.org/Person', name: 'Ann' });
  });

  it('collects repeated properties in order', () => {
    expect(recipe?.['recipeIngredient']).toEqual(['2 leeks', '1 l stock']);
  });

  it('splits a list-valued property held by one element, dropping bold group titles', () => {
    expect(recipe?.['recipeInstructions']).toEqual(['Slice.', 'Simmer.']);
    expect(recipe?.['ingredients']).toEqual(['Cream', 'Chives']);
  });

  it('is null without a schema.org Recipe itemscope', () => {
    expect(
      microdataRecipe(parseHtml('<div itemscope itemtype="https://schema.org/Person"></div>')),
    ).toBeNull();
  });

  it('leaves out ingredient entries that are group headings and groups the lines under them', () => {
    const grouped =
      parseHtml(`<div itemscope itemtype="http://schema.org/Recipe"><span itemprop="name">Stew</span><p>
      <span itemprop="recipeIngredient">1 kg beef</span><br><span itemprop="recipeIngredient">2 onions</span><br>
      <span itemprop="recipeIngredient"><span class="uline"><br>Dumplings</span></span><br>
      <span itemprop="recipeIngredient">100 g flour</span><br><span itemprop="recipeIngredient">50 g suet</span></p></div>`);
    expect(microdataRecipe(grouped)?.['recipeIngredient']).toEqual([
      '1 kg beef',
      '2 onions',
      '100 g flour',
      '50 g suet',
    ]);
    expect(microdataIngredientGroups(grouped)).toEqual([
      { purpose: null, ingredients: ['1 kg beef', '2 onions'] },
      { purpose: 'Dumplings', ingredients: ['100 g flour', '50 g suet'] },
    ]);
    expect(microdataIngredientGroups(parseHtml(html))).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecipePage } from './parse-recipe-page.ts';
import type { RecipePageResult, ScrapedRecipe } from './types.ts';

const URL = 'https://example.com/recipes/leek-soup?utm=x';

function found(result: RecipePageResult): ScrapedRecipe {
  if (!result.found) throw new Error('expected a recipe');
  return result;
}

const ldPage = (
  recipe: object,
  head = '',
): string => `<!doctype html><html lang="en-GB"><head>${head}
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'Site' }, recipe] })}</script>
</head><body><h1>Heading</h1></body></html>`;

const soup = {
  '@type': 'Recipe',
  name: 'Leek &amp; potato soup',
  description: 'A <em>warming</em> soup.',
  image: [{ '@type': 'ImageObject', url: '/img/soup.jpg' }],
  author: [{ '@type': 'Person', name: 'Ann Cook' }],
  recipeYield: ['4', '4 bowls'],
  prepTime: 'PT10M',
  cookTime: 'PT0H30M',
  recipeIngredient: ['2 leeks, sliced', '1 1/2 cups stock', 'Salt'],
  recipeInstructions: [
    {
      '@type': 'HowToSection',
      name: 'Soup',
      itemListElement: [
        { '@type': 'HowToStep', text: 'Sweat the leeks.' },
        { '@type': 'HowToStep', text: 'Add stock.' },
      ],
    },
  ],
  recipeCuisine: 'British',
  recipeCategory: ['Soup', 'Starter'],
  keywords: 'leek, potato, winter',
  nutrition: { '@type': 'NutritionInformation', calories: '143 kcal', fatContent: '5 g' },
};

describe('parseRecipePage from JSON-LD', () => {
  const recipe = found(
    parseRecipePage(
      ldPage(
        soup,
        '<link rel="canonical" href="/recipes/leek-soup"><meta property="og:site_name" content="Example Kitchen">',
      ),
      URL,
    ),
  );

  it('reads every field', () => {
    expect(recipe).toMatchObject({
      source: 'json-ld',
      title: 'Leek & potato soup',
      description: 'A warming soup.',
      image: 'https://example.com/img/soup.jpg',
      author: 'Ann Cook',
      siteName: 'Example Kitchen',
      canonicalUrl: 'https://example.com/recipes/leek-soup',
      language: 'en-GB',
      yields: '4 bowls',
      prepMinutes: 10,
      cookMinutes: 30,
      totalMinutes: 40,
      ingredientLines: ['2 leeks, sliced', '1 1/2 cups stock', 'Salt'],
      instructions: ['Sweat the leeks.', 'Add stock.'],
      instructionGroups: [{ name: 'Soup', start: 0, steps: ['Sweat the leeks.', 'Add stock.'] }],
      cuisine: ['British'],
      category: ['Soup', 'Starter'],
      keywords: ['leek', 'potato', 'winter'],
      nutrition: { calories: '143 kcal', fatContent: '5 g' },
    });
  });

  it('parses ingredient lines into quantity, unit and name', () => {
    expect(recipe.ingredients[1]).toMatchObject({
      line: '1 1/2 cups stock',
      quantity: 1.5,
      unit: 'cup',
      name: 'stock',
    });
    expect(recipe.ingredients[2]).toMatchObject({
      line: 'Salt',
      quantity: null,
      unit: null,
      name: 'Salt',
    });
  });
});

describe('parseRecipePage fallbacks', () => {
  it('uses og:url, then the page URL, for the canonical URL', () => {
    const withOg = ldPage(soup, '<meta property="og:url" content="https://example.com/og">');
    expect(found(parseRecipePage(withOg, URL)).canonicalUrl).toBe('https://example.com/og');
    expect(found(parseRecipePage(ldPage(soup), URL)).canonicalUrl).toBe(URL);
  });

  it('takes og:image and the page title when the Recipe has none', () => {
    const bare = { '@type': 'Recipe', recipeIngredient: ['1 egg'] };
    const head = '<meta property="og:image" content="/og.jpg"><title>Boiled egg | Site</title>';
    const recipe = found(parseRecipePage(ldPage(bare, head), URL));
    expect(recipe.image).toBe('https://example.com/og.jpg');
    expect(recipe.title).toBe('Boiled egg');
  });

  it('reads microdata when there is no JSON-LD', () => {
    const html = `<div itemscope itemtype="http://schema.org/Recipe"><h2 itemprop="name">Toast</h2>
      <span itemprop="recipeIngredient">1 slice bread</span><p itemprop="recipeInstructions">Toast it.</p></div>`;
    expect(found(parseRecipePage(html, URL))).toMatchObject({
      source: 'microdata',
      title: 'Toast',
      ingredientLines: ['1 slice bread'],
      instructions: ['Toast it.'],
    });
  });

  it('reads plain HTML under "Ingredients" and "Method" headings', () => {
    const html = `<html><head><meta property="og:title" content="Pancakes - My Blog"><meta property="og:site_name" content="My Blog"></head><body>
      <h1>Pancakes</h1><p>Serves: 4</p><p>Prep time: 10 mins</p><p>Cook time: 20 mins</p>
      <h2>Ingredients</h2><ul><li>2 eggs</li><li>200 ml milk</li></ul><ul><li>100 g flour (imperial list)</li></ul>
      <h2>Method</h2><ol><li>Whisk.</li><li>Fry.</li></ol><h2>Notes</h2><p>Enjoy.</p></body></html>`;
    expect(found(parseRecipePage(html, URL))).toMatchObject({
      source: 'html',
      title: 'Pancakes',
      yields: '4 servings',
      totalMinutes: 30,
      ingredientLines: ['2 eggs', '200 ml milk'],
      instructions: ['Whisk.', 'Fry.'],
    });
  });

  it('prefers the page list when the schema.org list is cut short', () => {
    const head = '';
    const html = ldPage(
      { '@type': 'Recipe', name: 'Pie', recipeIngredient: ['1 egg'], recipeInstructions: 'Bake.' },
      head,
    ).replace(
      '<h1>Heading</h1>',
      '<h2>Ingredients</h2><ul><li>1 egg</li><li>200 g flour</li></ul>',
    );
    expect(found(parseRecipePage(html, URL)).ingredientLines).toEqual(['1 egg', '200 g flour']);
  });
});

describe('parseRecipePage without a recipe', () => {
  it('returns the page summary so it can be saved as a link only', () => {
    const html = `<html lang="de"><head><title>News | Paper</title><meta property="og:title" content="Big news">
      <meta property="og:description" content="All of it."><meta property="og:image" content="https://paper.example/a.jpg">
      <meta property="og:site_name" content="Paper"><link rel="canonical" href="https://paper.example/news"></head><body><p>Text.</p></body></html>`;
    expect(parseRecipePage(html, 'https://paper.example/news?x=1')).toEqual({
      found: false,
      fallback: {
        title: 'Big news',
        description: 'All of it.',
        image: 'https://paper.example/a.jpg',
        siteName: 'Paper',
        canonicalUrl: 'https://paper.example/news',
        language: 'de',
      },
    });
  });

  it.each([
    '',
    '<html></html>',
    'just text',
    '<script type="application/ld+json">{broken</script>',
  ])('copes with %j', (html) => {
    expect(parseRecipePage(html, URL).found).toBe(false);
  });
});

describe('parseRecipePage never throws', () => {
  it('on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (html, url) => {
        parseRecipePage(html, url);
      }),
      { numRuns: 300 },
    );
  });

  it('on arbitrary JSON inside a JSON-LD block', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const recipe =
          typeof value === 'object' && value !== null && !Array.isArray(value)
            ? { ...value, '@type': 'Recipe' }
            : value;
        parseRecipePage(
          `<script type="application/ld+json">${JSON.stringify(recipe)}</script>`,
          URL,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('on arbitrary markup-like strings', () => {
    const token = fc.constantFrom(
      '<h2>Ingredients</h2>',
      '<ul>',
      '<li>',
      '</li>',
      '</ul>',
      '<p>',
      '<br>',
      '&amp;',
      '<div itemscope itemtype="http://schema.org/Recipe">',
      '<span itemprop="recipeIngredient">',
      '1 cup',
      'Method',
      'Serves 4',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(token, fc.string()), { maxLength: 40 }), (parts) => {
        parseRecipePage(parts.join(''), URL);
      }),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { recipeFromJsonLd } from './recipe.ts';

describe('recipeFromJsonLd', () => {
  it('reads a Recipe out of parsed JSON-LD, wherever it sits', () => {
    const value = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Recipe',
          name: 'Soup',
          url: 'https://example.com/soup',
          image: 'soup.jpg',
          recipeIngredient: ['1 leek'],
          recipeInstructions: ['Cook.'],
          totalTime: 'PT20M',
        },
      ],
    };
    expect(recipeFromJsonLd(value, 'https://example.com/list/')).toMatchObject({
      found: true,
      title: 'Soup',
      canonicalUrl: 'https://example.com/soup',
      image: 'https://example.com/list/soup.jpg',
      ingredientLines: ['1 leek'],
      instructions: ['Cook.'],
      totalMinutes: 20,
    });
  });

  it.each([null, 42, 'text', [], { '@type': 'Article' }])('is null for %j', (value) => {
    expect(recipeFromJsonLd(value, 'https://example.com/')).toBeNull();
  });
});

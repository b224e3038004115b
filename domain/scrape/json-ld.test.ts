import { describe, expect, it } from 'vitest';
import { parseHtml } from './dom.ts';
import { findRecipeNode, hasType, jsonLdBlocks, parseJsonLenient } from './json-ld.ts';

const page = (...blocks: string[]): string =>
  `<html><head>${blocks.map((b) => `<script type="application/ld+json">${b}</script>`).join('')}</head><body></body></html>`;

const recipeName = (html: string): unknown =>
  findRecipeNode(jsonLdBlocks(parseHtml(html)))?.['name'];

describe('findRecipeNode: JSON-LD shapes', () => {
  it.each<[string, string]>([
    [
      'a top-level object',
      page('{"@context":"https://schema.org","@type":"Recipe","name":"Soup"}'),
    ],
    [
      'a top-level array',
      page('[{"@type":"WebSite","name":"Site"},{"@type":"Recipe","name":"Soup"}]'),
    ],
    [
      'an @graph',
      page(
        '{"@context":"https://schema.org","@graph":[{"@type":"WebPage"},{"@type":"Recipe","name":"Soup"}]}',
      ),
    ],
    [
      'a WebPage mainEntity',
      page('{"@type":"WebPage","mainEntity":{"@type":"Recipe","name":"Soup"}}'),
    ],
    [
      'a mainEntityOfPage',
      page('{"@type":"Article","mainEntityOfPage":{"@type":"Recipe","name":"Soup"}}'),
    ],
    ['@type as an array', page('{"@type":["Recipe","NewsArticle"],"name":"Soup"}')],
    ['@type as a schema.org URL', page('{"@type":"http://schema.org/Recipe","name":"Soup"}')],
    [
      'the second of several blocks',
      page('{"@type":"Organization","name":"Org"}', '{"@type":"Recipe","name":"Soup"}'),
    ],
    [
      'an ItemList element',
      page(
        '{"@type":"ItemList","itemListElement":[{"@type":"ListItem","item":{"@type":"Recipe","name":"Soup"}}]}',
      ),
    ],
  ])('finds the Recipe in %s', (_shape, html) => {
    expect(recipeName(html)).toBe('Soup');
  });

  it('prefers the richest Recipe when there are several', () => {
    const html = page(
      '{"@type":"Recipe","name":"Teaser"}',
      '{"@type":"Recipe","name":"Soup","recipeIngredient":["1 leek"],"recipeInstructions":"Cook."}',
    );
    expect(recipeName(html)).toBe('Soup');
  });

  it('returns null when there is no Recipe', () => {
    expect(
      findRecipeNode(jsonLdBlocks(parseHtml(page('{"@type":"Article","name":"News"}')))),
    ).toBeNull();
  });

  it('matches types case-insensitively and ignores prefixes', () => {
    expect(hasType({ '@type': 'schema:Recipe' }, 'Recipe')).toBe(true);
    expect(hasType({ '@type': ['Thing', 'recipe'] }, 'Recipe')).toBe(true);
    expect(hasType({ '@type': 'RecipeCollection' }, 'Recipe')).toBe(false);
  });
});

describe('parseJsonLenient: broken JSON-LD', () => {
  it.each<[string, string]>([
    ['trailing commas', '{"@type":"Recipe","name":"Soup","recipeIngredient":["a","b",],}'],
    ['raw newlines and tabs inside strings', '{"@type":"Recipe","name":"So\nup\t"}'],
    ['an HTML comment wrapper', '<!-- {"@type":"Recipe","name":"Soup"} -->'],
    ['a CDATA wrapper', '//<![CDATA[\n{"@type":"Recipe","name":"Soup"}\n//]]>'],
    [
      'HTML-escaped JSON',
      '{&quot;@type&quot;:&quot;Recipe&quot;,&quot;name&quot;:&quot;Soup&quot;}',
    ],
    ['two objects back to back', '{"@type":"WebSite"}{"@type":"Recipe","name":"Soup"}'],
    ['junk after the last brace', '{"@type":"Recipe","name":"Soup"};'],
    ['an invalid escape', '{"@type":"Recipe","name":"Soup\\\'s on"}'],
  ])('tolerates %s', (_problem, source) => {
    const parsed = parseJsonLenient(source);
    expect(parsed).toBeDefined();
    const name = findRecipeNode(parsed === undefined ? [] : [parsed])?.['name'];
    expect(typeof name === 'string' && name.replace(/\s+/g, '').startsWith('Soup')).toBe(true);
  });

  it('gives up quietly on hopeless input', () => {
    expect(parseJsonLenient('{{{ not json')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { parseHtml } from './dom.ts';
import { pageTitle, stripSiteName } from './title.ts';

describe('stripSiteName', () => {
  it.each<[string, string[], string]>([
    ['Strawberry Gelato - Lidia', ['Lidia'], 'Strawberry Gelato'],
    ['Curry | dish » Dish Magazine', ['Dish'], 'Curry'],
    ['GrimGrains — black sesame brittle', ['grimgrains'], 'black sesame brittle'],
    ['Fish - and - Chips', ['Elsewhere'], 'Fish - and - Chips'],
    ['Site', ['Site'], 'Site'],
  ])('%j without %j → %j', (title, names, expected) => {
    expect(stripSiteName(title, names)).toBe(expected);
  });
});

describe('pageTitle', () => {
  it('prefers the h1 that the document title repeats', () => {
    const doc = parseHtml('<title>Pie | Bakes</title><body><h1>Logo</h1><h1>Pie</h1></body>');
    expect(pageTitle(doc, 'bakes.example')).toBe('Pie');
  });

  it('never takes a logo heading that only names the site', () => {
    const doc = parseHtml('<meta property="og:site_name" content="Farm Box"><title>Roast chicken - Farm Box</title><body><h1>Farm Box</h1></body>');
    expect(pageTitle(doc, 'recipes.farmbox.example')).toBe('Roast chicken');
  });

  it('strips the site name from og:title when no h1 matches', () => {
    const doc = parseHtml('<meta property="og:title" content="2"><meta property="og:title" content="Curry | Dish"><body></body>');
    expect(pageTitle(doc, 'dish.co.nz')).toBe('Curry');
  });

  it('is null for an empty page', () => {
    expect(pageTitle(parseHtml(''), 'example.com')).toBeNull();
  });
});

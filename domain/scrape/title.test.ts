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
    const doc = parseHtml(
      '<meta property="og:site_name" content="Farm Box"><title>Roast chicken - Farm Box</title><body><h1>Farm Box</h1></body>',
    );
    expect(pageTitle(doc, 'recipes.farmbox.example')).toBe('Roast chicken');
  });

  it('strips the site name from og:title when no h1 matches', () => {
    const doc = parseHtml(
      '<meta property="og:title" content="2"><meta property="og:title" content="Curry | Dish"><body></body>',
    );
    expect(pageTitle(doc, 'dish.co.nz')).toBe('Curry');
  });

  it('lets the <title> element decide when two og:title tags name different dishes', () => {
    const doc = parseHtml(
      '<meta property="og:title" content="TGIF: Lemon Tart Again">' +
        '<meta property="og:title" content="Lemon Tart with Thyme Cream">' +
        '<title>Thyme Cream Lemon Tart</title><body><h1>TGIF: Lemon Tart Again</h1></body>',
    );
    expect(pageTitle(doc, 'tarts.example')).toBe('Thyme Cream Lemon Tart');
  });

  it('is null for an empty page', () => {
    expect(pageTitle(parseHtml(''), 'example.com')).toBeNull();
  });
});

describe('pageTitle casing', () => {
  it('a lower-case heading takes the casing of the document title that repeats it', () => {
    const doc = parseHtml(
      '<html><head><title>Green Bean Soup | Soup Site</title></head><body><h1>green bean soup</h1></body></html>',
    );
    expect(pageTitle(doc, 'soupsite.example')).toBe('Green Bean Soup');
  });
});

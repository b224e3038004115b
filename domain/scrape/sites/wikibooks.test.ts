import { describe, expect, it } from 'vitest';
import { parseHtml } from '../dom.ts';
import { emptyFields } from '../schema-recipe.ts';
import { siteRuleFor } from './index.ts';
import { wikibooks } from './wikibooks.ts';

describe('wikibooks site rule', () => {
  it('applies to wikibooks.org and its language subdomains only', () => {
    expect(siteRuleFor('en.wikibooks.org')).toBe(wikibooks);
    expect(siteRuleFor('wikibooks.org')).toBe(wikibooks);
    expect(siteRuleFor('notwikibooks.org')).toBeNull();
  });

  it.each<[string, string | undefined]>([
    ['<h1 id="firstHeading">Cookbook:Pumpkin Pie I</h1>', 'Pumpkin Pie I'],
    ['<h1 id="firstHeading">Cookbook: Bread</h1>', 'Bread'],
    ['<h1 id="firstHeading">Bread</h1>', 'Bread'],
    ['<p>no heading</p>', undefined],
  ])('titles %j as %j', (html, title) => {
    expect(
      wikibooks.extract(parseHtml(html), 'https://en.wikibooks.org/wiki/x', emptyFields()).title,
    ).toBe(title);
  });
});

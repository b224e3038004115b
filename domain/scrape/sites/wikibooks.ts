import { one, textContent } from '../dom.ts';
import type { SiteRule } from './types.ts';

/**
 * Wikibooks' Cookbook pages are titled with their wiki namespace ("Cookbook:Pumpkin Pie I");
 * the recipe's name is the part after it.
 */
export const wikibooks: SiteRule = {
  hosts: ['wikibooks.org'],
  extract(doc) {
    const heading = textContent(one(doc, 'h1#firstHeading, h1'));
    const title = heading.replace(/^Cookbook\s*:\s*/i, '').trim();
    return title.length > 0 ? { title } : {};
  },
};

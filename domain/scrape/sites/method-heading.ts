import { isTag } from 'domhandler';
import { all, shortText, textContent } from '../dom.ts';
import { elementLines } from '../lines.ts';
import { linesAfter } from '../html-recipe.ts';
import type { SiteRule } from './types.ts';

/**
 * Sites whose schema.org `recipeInstructions` only repeats the description, and whose method sits
 * under a heading of their own wording ("Abrikozenvlaai maken", "Zuurvlees maken: het recept").
 */
function methodUnder(heading: RegExp): SiteRule['extract'] {
  return (doc) => {
    for (const el of all(doc, 'h2')) {
      if (!heading.test(shortText(el, 120) ?? '')) continue;
      const instructions = linesAfter(el);
      if (instructions.length > 0) return { instructions, instructionGroups: [] };
    }
    return {};
  };
}

/** Rutger Bakt runs its method as `<p>` steps under "… maken", "… bakken" `<h2>` subheadings. */
export const rutgerbakt: SiteRule = {
  hosts: ['rutgerbakt.nl'],
  extract(doc) {
    const start = all(doc, 'h2').find((el) => /\bmaken\s*$/i.test(shortText(el, 120) ?? ''));
    if (start === undefined) return {};
    const instructions: string[] = [];
    for (let el = start.next; el; el = el.next) {
      if (!isTag(el)) continue;
      if (el.name !== 'p' && el.name !== 'h2') break;
      if (el.name === 'h2') instructions.push(textContent(el));
      else instructions.push(...elementLines(el));
    }
    return instructions.length > 0
      ? { instructions: instructions.filter((s) => s.length > 0), instructionGroups: [] }
      : {};
  },
};

export const culy: SiteRule = { hosts: ['culy.nl'], extract: methodUnder(/:\s*het recept\s*$/i) };

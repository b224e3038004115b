import { INGREDIENT_HEADING, ANY_METHOD_HEADING } from './headings.ts';
import { parseRecipePage } from './parse-recipe-page.ts';
import type { RecipePageResult } from './types.ts';

/** Where a pasted recipe without a source address points: a reserved name that never resolves. */
export const PASTED_SOURCE_BASE = 'https://pasted.invalid/';

/** Pasted text of more than this is cut (a saved page is rarely over 2 MB; a recipe never). */
export const MAX_PASTE_CHARS = 5_000_000;

/** True when the text is markup (a saved page or a copied fragment), not a recipe typed as lines. */
export function looksLikeHtml(text: string): boolean {
  return /<(?:!doctype|html|head|body|div|p|ul|ol|li|h[1-6]|table|span|section|article|script|meta|br)\b[^>]*>/i.test(
    text,
  );
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A line that names a section: an ingredients or method heading, or a short label ending in ":". */
function isHeadingLine(line: string): boolean {
  const bare = line.replace(/^#+\s*/, '');
  if (INGREDIENT_HEADING.test(bare) || ANY_METHOD_HEADING.test(bare)) return true;
  return bare.length <= 40 && /:$/.test(bare) && !/\d/.test(bare);
}

/**
 * Plain recipe text ("Pancakes / Ingredients / 2 eggs … / Method / Whisk …") as the HTML a recipe
 * page would show: the first line is the title, section names are headings, the lines between them
 * are list items. The extractor then reads it like any page.
 */
export function textToHtml(text: string): string {
  const lines = text
    .split(/\r?\n|\r/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const out: string[] = [];
  let list: string[] = [];
  const flush = (): void => {
    if (list.length > 0)
      out.push(`<ul>${list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`);
    list = [];
  };
  lines.forEach((line, i) => {
    if (isHeadingLine(line)) {
      flush();
      out.push(`<h2>${escapeHtml(line.replace(/^#+\s*/, ''))}</h2>`);
    } else if (i === 0 && line.length <= 120) {
      out.push(`<h1>${escapeHtml(line)}</h1>`);
    } else {
      list.push(line);
    }
  });
  flush();
  const title =
    lines[0] !== undefined && !isHeadingLine(lines[0])
      ? `<title>${escapeHtml(lines[0])}</title>`
      : '';
  return `<html><head>${title}</head><body>${out.join('')}</body></html>`;
}

/**
 * A recipe from what the user pasted: a page's HTML (read by the same extractor as a fetched page;
 * its scripts are parsed as text, never run) or plain recipe text. `sourceUrl` (optional) resolves
 * relative image links and becomes the recipe's source.
 */
export function parsePastedRecipe(pasted: string, sourceUrl: string | null): RecipePageResult {
  const text = typeof pasted === 'string' ? pasted.slice(0, MAX_PASTE_CHARS) : '';
  const url = sourceUrl ?? PASTED_SOURCE_BASE;
  return parseRecipePage(looksLikeHtml(text) ? text : textToHtml(text), url);
}

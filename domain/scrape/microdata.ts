import type { Document, Element } from './dom.ts';
import type { AnyNode } from 'domhandler';
import { all, attr, parseHtml, textContent } from './dom.ts';
import { headingEntries } from './ingredient-heading.ts';
import { ingredientLines } from './ingredients.ts';
import { elementLines } from './lines.ts';
import type { JsonObject, JsonValue, ScrapedIngredientGroup } from './types.ts';

const URL_PROPS: Readonly<Record<string, string>> = {
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  embed: 'src',
  iframe: 'src',
  track: 'src',
  a: 'href',
  area: 'href',
  link: 'href',
  object: 'data',
};
const LIST_PROPS = new Set([
  'recipeInstructions',
  'instructions',
  'recipeIngredient',
  'ingredients',
]);
const INGREDIENT_PROPS = new Set(['recipeIngredient', 'ingredients']);

function isRecipeScope(el: Element): boolean {
  return /schema\.org\/Recipe\b/i.test(attr(el, 'itemtype') ?? '');
}

/** A list-valued property held by one element: its list items, else its lines. */
function listItems(el: AnyNode): string[] | null {
  const items = all(el, 'li').filter((item) => all(item, 'li').length === 0);
  const texts = items.map((item) => textContent(item)).filter((t) => t.length > 0);
  if (texts.length > 1) return texts;
  const lines = elementLines(el);
  return lines.length > 1 ? lines : null;
}

function propertyValue(el: Element, name: string): JsonValue {
  if (attr(el, 'itemscope') !== null) return scopeToObject(el);
  const content = attr(el, 'content');
  if (content !== null) {
    // Some sites put a whole HTML list in `content`.
    if (LIST_PROPS.has(name) && content.includes('<'))
      return listItems(parseHtml(content)) ?? content;
    return content;
  }
  const urlAttr = URL_PROPS[el.name];
  if (urlAttr !== undefined) {
    const value = attr(el, urlAttr) ?? attr(el, 'data-src') ?? attr(el, 'data-lazy-src');
    if (value !== null) return value;
  }
  if (el.name === 'time') return attr(el, 'datetime') ?? textContent(el);
  if (el.name === 'data' || el.name === 'meter') return attr(el, 'value') ?? textContent(el);
  if (LIST_PROPS.has(name)) return listItems(el) ?? textContent(el);
  return textContent(el);
}

/** The itemprop elements that belong to `scope` itself (not to a nested itemscope). */
function ownProperties(scope: Element): Element[] {
  const out: Element[] = [];
  const walk = (el: Element): void => {
    for (const child of el.children) {
      if (child.type !== 'tag' && child.type !== 'script' && child.type !== 'style') continue;
      const node = child as Element;
      // `<title itemprop="name">` is the document's (SEO-decorated) title, not the recipe's name.
      if (attr(node, 'itemprop') !== null && node.name !== 'title') out.push(node);
      if (attr(node, 'itemscope') === null) walk(node);
    }
  };
  walk(scope);
  return out;
}

/** The properties of `props` that are ingredient entries (one line, or one list, each). */
function ingredientEntries(props: readonly Element[]): Element[] {
  return props.filter(
    (el) => attr(el, 'itemscope') === null && propNames(el).some((n) => INGREDIENT_PROPS.has(n)),
  );
}

function propNames(el: Element): string[] {
  return (attr(el, 'itemprop') ?? '')
    .trim()
    .split(/\s+/)
    .filter((name) => name.length > 0);
}

/** One microdata item as a JSON-LD-like object (`@type` from `itemtype`, repeated props → arrays). */
export function scopeToObject(scope: Element): JsonObject {
  const out: JsonObject = {};
  const type = attr(scope, 'itemtype');
  if (type !== null) out['@type'] = type.trim().split(/\s+/)[0] ?? type;
  const props = ownProperties(scope);
  // Some sites mark a group heading ("Seasoning") as one more ingredient: it is not a line.
  const headings = headingEntries(ingredientEntries(props));
  for (const el of props) {
    if (headings.has(el)) continue;
    for (const name of propNames(el)) {
      const value = propertyValue(el, name);
      const existing = out[name];
      const values = Array.isArray(value) ? value : [value];
      if (existing === undefined) out[name] = value;
      else out[name] = [...(Array.isArray(existing) ? existing : [existing]), ...values];
    }
  }
  return out;
}

/** The page's richest schema.org Recipe itemscope and its object, or null. */
function bestRecipe(doc: Document): { scope: Element; recipe: JsonObject } | null {
  let best: { scope: Element; recipe: JsonObject } | null = null;
  let bestScore = -1;
  for (const scope of all(doc, '[itemscope][itemtype]').filter(isRecipeScope)) {
    const recipe = scopeToObject(scope);
    const score = Object.keys(recipe).length;
    if (score > bestScore) {
      best = { scope, recipe };
      bestScore = score;
    }
  }
  return best;
}

/** The page's microdata schema.org Recipe as a JSON-LD-like object, or null. */
export function microdataRecipe(doc: Document): JsonObject | null {
  return bestRecipe(doc)?.recipe ?? null;
}

/**
 * The microdata Recipe's ingredient lines under the group headings it marks as entries
 * ("Seasoning"); empty when it marks none.
 */
export function microdataIngredientGroups(doc: Document): ScrapedIngredientGroup[] {
  const scope = bestRecipe(doc)?.scope;
  if (scope === undefined) return [];
  const entries = ingredientEntries(ownProperties(scope));
  const headings = headingEntries(entries);
  if (headings.size === 0) return [];
  const groups: { purpose: string | null; ingredients: string[] }[] = [
    { purpose: null, ingredients: [] },
  ];
  for (const el of entries) {
    if (headings.has(el)) {
      groups.push({ purpose: textContent(el), ingredients: [] });
      continue;
    }
    const name = propNames(el).find((n) => INGREDIENT_PROPS.has(n)) ?? 'recipeIngredient';
    groups[groups.length - 1]?.ingredients.push(...ingredientLines(propertyValue(el, name)));
  }
  return groups.filter((g) => g.ingredients.length > 0);
}

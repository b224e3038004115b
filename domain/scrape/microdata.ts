import type { Document, Element } from './dom.ts';
import type { AnyNode } from 'domhandler';
import { all, attr, parseHtml, textContent } from './dom.ts';
import { elementLines } from './lines.ts';
import type { JsonObject, JsonValue } from './types.ts';

const URL_PROPS: Readonly<Record<string, string>> = {
  img: 'src', audio: 'src', video: 'src', source: 'src', embed: 'src', iframe: 'src', track: 'src',
  a: 'href', area: 'href', link: 'href', object: 'data',
};
const LIST_PROPS = new Set(['recipeInstructions', 'instructions', 'recipeIngredient', 'ingredients']);

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
    if (LIST_PROPS.has(name) && content.includes('<')) return listItems(parseHtml(content)) ?? content;
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

/** One microdata item as a JSON-LD-like object (`@type` from `itemtype`, repeated props → arrays). */
export function scopeToObject(scope: Element): JsonObject {
  const out: JsonObject = {};
  const type = attr(scope, 'itemtype');
  if (type !== null) out['@type'] = type.trim().split(/\s+/)[0] ?? type;
  for (const el of ownProperties(scope)) {
    for (const name of (attr(el, 'itemprop') ?? '').trim().split(/\s+/)) {
      if (!name) continue;
      const value = propertyValue(el, name);
      const existing = out[name];
      const values = Array.isArray(value) ? value : [value];
      if (existing === undefined) out[name] = value;
      else out[name] = [...(Array.isArray(existing) ? existing : [existing]), ...values];
    }
  }
  return out;
}

/** The page's microdata schema.org Recipe as a JSON-LD-like object, or null. */
export function microdataRecipe(doc: Document): JsonObject | null {
  const scopes = all(doc, '[itemscope][itemtype]').filter(isRecipeScope);
  let best: JsonObject | null = null;
  let bestScore = -1;
  for (const scope of scopes) {
    const recipe = scopeToObject(scope);
    const score = Object.keys(recipe).length;
    if (score > bestScore) {
      best = recipe;
      bestScore = score;
    }
  }
  return best;
}

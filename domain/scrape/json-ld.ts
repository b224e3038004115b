import type { Document } from './dom.ts';
import { all, rawText } from './dom.ts';
import { decodeEntities } from './text.ts';
import type { JsonObject, JsonValue } from './types.ts';

function tryParse(text: string): JsonValue | undefined {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return undefined;
  }
}

/**
 * Raw control characters, which JSON forbids: inside a string a line break is kept as an escaped
 * "\n" (a list written one item a line stays one), a tab as "\t", anything else becomes a space;
 * outside strings they are whitespace.
 */
function escapeRawControls(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] ?? '';
    if (inString && ch === '\\') {
      out += ch + (text[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (ch === '"') inString = !inString;
    const code = ch.charCodeAt(0);
    if (code < 0x20 || ch === '\u2028' || ch === '\u2029') {
      if (!inString) out += ' ';
      else if (ch === '\n' || ch === '\u2028' || ch === '\u2029') out += '\\n';
      else if (ch === '\t') out += '\\t';
      else if (ch !== '\r') out += ' ';
      continue;
    }
    out += ch;
  }
  return out;
}

/**
 * Parses a JSON-LD block, tolerating what real pages ship: HTML comments and CDATA wrappers,
 * raw control characters inside strings, trailing commas, HTML-escaped JSON, several objects
 * back to back, and trailing junk after the last brace.
 */
export function parseJsonLenient(source: string): JsonValue | undefined {
  const strict = tryParse(source.trim());
  if (strict !== undefined) return strict;
  let text = source
    .trim()
    .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)\s*$/, '')
    .trim();
  if (/^(?:\{|\[)\s*&quot;/.test(text) || /^&lt;|&quot;@/.test(text)) text = decodeEntities(text);
  text = escapeRawControls(text);
  text = text.replace(/,\s*([}\]])/g, '$1');
  // A stray backslash before a character JSON does not allow ("\'", "\ ") breaks strict parsers.
  text = text.replace(/\\(?!["\\/bfnrtu])/g, '');
  const attempts = [text, `[${text.replace(/\}\s*\{/g, '},{')}]`];
  const last = Math.max(text.lastIndexOf('}'), text.lastIndexOf(']'));
  if (last > 0) attempts.push(text.slice(0, last + 1));
  for (const attempt of attempts) {
    const parsed = tryParse(attempt);
    if (parsed !== undefined) return parsed;
  }
  return undefined;
}

/** `node[key]`, else the same key in another letter case ("ItemListElement", "RecipeInstructions"). */
export function prop(node: JsonObject, key: string): JsonValue | undefined {
  const exact = node[key];
  if (exact !== undefined) return exact;
  const lower = key.toLowerCase();
  for (const [k, v] of Object.entries(node)) if (k.toLowerCase() === lower) return v;
  return undefined;
}

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** True when `@type` (string or array; bare, prefixed or a schema.org URL) names `type`. */
export function hasType(node: JsonObject, type: string): boolean {
  const raw = node['@type'];
  const types = Array.isArray(raw) ? raw : [raw];
  const wanted = type.toLowerCase();
  return types.some(
    (t) => typeof t === 'string' && t.toLowerCase().replace(/^.*[/:#]/, '') === wanted,
  );
}

/** All parsed JSON-LD blocks of the page, in document order. */
export function jsonLdBlocks(doc: Document): JsonValue[] {
  const blocks: JsonValue[] = [];
  for (const el of all(doc, 'script')) {
    const type = (el.attribs['type'] ?? '').toLowerCase();
    if (!type.includes('ld+json')) continue;
    const parsed = parseJsonLenient(rawText(el));
    if (parsed !== undefined) blocks.push(parsed);
  }
  return blocks;
}

/** Index of every node with an `@id`, for resolving `{ "@id": … }` references within `@graph`s. */
export function indexIds(blocks: JsonValue[]): Map<string, JsonObject> {
  const ids = new Map<string, JsonObject>();
  const visit = (value: JsonValue, depth: number): void => {
    if (depth > 40) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
    } else if (isObject(value)) {
      const id = value['@id'];
      if (typeof id === 'string' && Object.keys(value).length > 1 && !ids.has(id))
        ids.set(id, value);
      for (const child of Object.values(value)) visit(child, depth + 1);
    }
  };
  for (const block of blocks) visit(block, 0);
  return ids;
}

/** Replaces a bare `{ "@id" }` reference with the node it names, when known. */
export function deref(
  value: JsonValue | undefined,
  ids: Map<string, JsonObject>,
): JsonValue | undefined {
  if (isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
    return ids.get(value['@id']) ?? value;
  }
  return value;
}

function richness(node: JsonObject): number {
  let score = 0;
  if (node['recipeIngredient'] !== undefined || node['ingredients'] !== undefined) score += 2;
  if (node['recipeInstructions'] !== undefined) score += 2;
  if (node['name'] !== undefined) score += 1;
  return score;
}

/**
 * Finds the schema.org Recipe among the blocks: top level, in arrays, in `@graph`, or nested
 * under `mainEntity`, `mainEntityOfPage`, `itemListElement` and the like. The richest one wins;
 * ties go to the first in document order.
 */
export function findRecipeNode(blocks: JsonValue[]): JsonObject | null {
  const found: JsonObject[] = [];
  const visit = (value: JsonValue, depth: number): void => {
    if (depth > 40) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    if (hasType(value, 'Recipe')) found.push(value);
    for (const [key, child] of Object.entries(value)) {
      if (key === 'recipeInstructions' || key === 'recipeIngredient') continue;
      visit(child, depth + 1);
    }
  };
  for (const block of blocks) visit(block, 0);
  let best: JsonObject | null = null;
  for (const node of found) if (best === null || richness(node) > richness(best)) best = node;
  return best;
}

/** Names of the `WebSite` nodes in the blocks (the publisher's own name for the site). */
export function websiteNames(blocks: JsonValue[]): string[] {
  const names: string[] = [];
  const visit = (value: JsonValue, depth: number): void => {
    if (depth > 10) return;
    if (Array.isArray(value)) for (const item of value) visit(item, depth + 1);
    else if (isObject(value)) {
      const name = value['name'];
      if (hasType(value, 'WebSite') && typeof name === 'string' && name.trim().length > 0)
        names.push(name.trim());
      const graph = value['@graph'];
      if (graph !== undefined) visit(graph, depth + 1);
    }
  };
  for (const block of blocks) visit(block, 0);
  return names;
}

/**
 * The name the page's breadcrumb trail (schema.org BreadcrumbList, also inside `@graph`) gives
 * its last step, which is the page itself; null when there is none.
 */
export function breadcrumbPageName(blocks: JsonValue[]): string | null {
  let found: string | null = null;
  const visit = (value: JsonValue, depth: number): void => {
    if (depth > 10 || found !== null) return;
    if (Array.isArray(value)) for (const item of value) visit(item, depth + 1);
    else if (isObject(value)) {
      if (hasType(value, 'BreadcrumbList')) {
        const items = value['itemListElement'];
        if (!Array.isArray(items)) return;
        let best: { position: number; name: string } | null = null;
        items.forEach((item, i) => {
          if (!isObject(item)) return;
          const inner = item['item'];
          const raw = item['name'] ?? (isObject(inner) ? inner['name'] : undefined);
          const position = typeof item['position'] === 'number' ? item['position'] : i + 1;
          if (typeof raw !== 'string' || raw.trim().length === 0) return;
          if (best === null || position >= best.position) best = { position, name: raw.trim() };
        });
        const last = best as { position: number; name: string } | null;
        if (last !== null) found = last.name;
        return;
      }
      const graph = value['@graph'];
      if (graph !== undefined) visit(graph, depth + 1);
    }
  };
  for (const block of blocks) visit(block, 0);
  return found;
}

const PAGE_TYPES = ['WebPage', 'ItemPage', 'Article', 'BlogPosting', 'NewsArticle'];

/**
 * The picture the page's own schema.org data gives the page when it has no Recipe image: a
 * WebPage's `primaryImageOfPage` or `image`, an Article's `image` (SEO plugins write these on every
 * post, inside `@graph`), references resolved; undefined when there is none.
 */
export function pageImageValue(blocks: JsonValue[]): JsonValue | undefined {
  const ids = indexIds(blocks);
  let found: JsonValue | undefined;
  const visit = (value: JsonValue, depth: number): void => {
    if (depth > 10 || found !== undefined) return;
    if (Array.isArray(value)) for (const item of value) visit(item, depth + 1);
    else if (isObject(value)) {
      if (PAGE_TYPES.some((t) => hasType(value, t))) {
        const images = [value['primaryImageOfPage'], value['image']]
          .map((v) => deref(v, ids))
          .filter((v): v is JsonValue => v !== undefined && v !== null && v !== '');
        if (images.length > 0) {
          found = images;
          return;
        }
      }
      const graph = value['@graph'];
      if (graph !== undefined) visit(graph, depth + 1);
    }
  };
  for (const block of blocks) visit(block, 0);
  return found;
}

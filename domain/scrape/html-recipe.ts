import { isTag, isText } from 'domhandler';
import type { Budget } from './budget.ts';
import { UNLIMITED } from './budget.ts';
import type { Document, Element } from './dom.ts';
import {
  all,
  attr,
  bodyOf,
  shortText,
  shownItems,
  textContent,
  withoutNumberBadges,
} from './dom.ts';
import { ANY_METHOD_HEADING, ANY_SECTION, INGREDIENT_HEADING, METHOD_HEADING } from './headings.ts';
import { elementLines } from './lines.ts';
import { proseUnderNextHeading, recipeByShape } from './structure.ts';
import { cleanText } from './text.ts';
import { tidyIngredientLines, tidySteps } from './tidy.ts';
import type { ScrapedInstructionGroup } from './types.ts';

const INGREDIENT_HINT = /ingredient|zutaten|ingrediens|sk[lł]adnik|hozzavalo|suroviny/i;
const METHOD_HINT =
  /instruction|direction|method|preparation|zubereitung|bereiding|steps|elaboracion|preparacion|preparo|postup|przygotowanie/i;

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'select',
  'button',
  'form',
  'svg',
  'input',
  'label',
]);

/** A list item or paragraph that is only a group title ("For the sauce"), not a line. */
function isGroupTitle(el: Element): boolean {
  const text = textContent(el);
  if (all(el, 'h1, h2, h3, h4, h5, h6').some((h) => textContent(h) === text)) return true;
  const strong = all(el, 'strong, b');
  // "<p><b>Method</b>.</p>": a full stop or colon after the bold words is still the title.
  const bare = text.replace(/\s*[.:]$/, '');
  return (
    strong.length === 1 &&
    textContent(strong[0]).replace(/\s*[.:]$/, '') === bare &&
    text.length < 60 &&
    !/\d/.test(text)
  );
}

/** A tab bar ("US | Metric"): page furniture that switches between panels, not a list of lines. */
function isTabBar(el: Element): boolean {
  if ((attr(el, 'role') ?? '').toLowerCase() === 'tablist') return true;
  const items = el.children.filter((c): c is Element => isTag(c) && c.name === 'li');
  return (
    items.length > 0 &&
    items.every(
      (li) => all(li, '[role="tab" i], [data-toggle="tab"], [data-bs-toggle="tab"]').length > 0,
    )
  );
}

/** Of tab panels holding the same list several ways (US and metric units), the one the page
 * shows: marked active, else the first. */
function shownPanel(el: Element): Element | null {
  const panels = all(el, '[role="tabpanel" i], .tab-pane');
  if (panels.length < 2) return null;
  const active = panels.find(
    (p) =>
      /(?:^|\s)(?:active|show|is-active|selected)(?:\s|$)/.test(attr(p, 'class') ?? '') ||
      attr(p, 'aria-hidden') === 'false',
  );
  return active ?? panels[0] ?? null;
}

function itemsOf(el: Element): { listed: boolean; lines: string[] } {
  const panel = shownPanel(el);
  if (panel !== null) return itemsOf(panel);
  const isList = el.name === 'ul' || el.name === 'ol';
  // A list written straight inside another ("<ul><ul><li>…", which browsers show all the same)
  // is read; one nested in an item (a sub-list of a line) is part of that line.
  const lists = isList ? [el, ...all(el, 'ul, ol')] : all(el, 'ul, ol');
  const inItem = (list: Element): boolean => {
    for (let p = list.parent; p !== null && p !== el && isTag(p); p = p.parent)
      if (p.name === 'li') return true;
    return false;
  };
  const out: string[] = [];
  for (const list of lists) {
    if (list !== el && inItem(list)) continue;
    const items: Element[] = [];
    const texts: string[] = [];
    const lis = list.children.filter((c): c is Element => isTag(c) && c.name === 'li');
    for (const li of shownItems(lis)) {
      if (isGroupTitle(li)) continue;
      const text = textContent(li);
      if (text.length === 0) continue;
      items.push(li);
      texts.push(text);
    }
    out.push(...withoutNumberBadges(items, texts));
  }
  if (out.length > 0 || lists.length > 0) return { listed: true, lines: out };
  // An ingredient table: one row a line, its cells (amount, measure, name) read in order.
  const rows = el.name === 'table' ? all(el, 'tr') : all(el, 'table tr');
  for (const row of rows) {
    const cells = all(row, 'td').filter((td) => all(td, 'td').length === 0);
    // A cell of icons or footnote marks only ("*") is the table's furniture, not the line's words.
    const words = cells.map((td) => textContent(td)).filter((t) => /[\p{L}\p{N}½¼¾⅓⅔⅛]/u.test(t));
    const text = cleanText(words.join(' '));
    if (text.length > 0) out.push(text);
  }
  if (out.length > 0) return { listed: true, lines: out };
  if (el.name === 'p' || el.name === 'div' || el.name === 'section' || el.name === 'dl') {
    const paragraphs = all(el, 'p');
    const sources = el.name === 'p' || paragraphs.length === 0 ? [el] : paragraphs;
    for (const source of sources) if (!isGroupTitle(source)) out.push(...elementLines(source));
  }
  return { listed: false, lines: out };
}

/** True when the element after `heading` is a list whose lines mostly start with an amount. */
function namesAmountList(heading: Element): boolean {
  let next = heading.next;
  while (next && !isTag(next)) next = next.next;
  if (!next || !isTag(next) || (next.name !== 'ul' && next.name !== 'ol')) return false;
  const lines = itemsOf(next).lines;
  return (
    lines.length > 0 && lines.filter((l) => /^(?:\d|[½¼¾⅓⅔⅛])/u.test(l)).length * 2 > lines.length
  );
}

/** Climbs from a heading to the outermost ancestor that holds nothing but the heading's text. */
function headingBlock(el: Element): Element {
  let block = el;
  const text = textContent(el);
  while (
    block.parent &&
    isTag(block.parent) &&
    block.parent.name !== 'body' &&
    textContent(block.parent) === text
  ) {
    block = block.parent;
  }
  return block;
}

/** Lines found in plain HTML, with the titles of the groups they fall into ("Make the sauce:"
 * over the steps from line `at` on). */
interface Found {
  readonly lines: string[];
  readonly titles: { name: string; at: number }[];
  /** The heading the lines were found under, when found under one. */
  readonly heading?: Element;
}

const NOTHING: Found = { lines: [], titles: [] };

/** The lines that follow a heading, up to the next section heading (or one matching `stop`). */
export function linesAfter(heading: Element, stop: RegExp = /$^/): string[] {
  return sectionAfter(heading, stop).lines;
}

function sectionAfter(heading: Element, stop: RegExp): Found {
  let block = headingBlock(heading);
  let found = linesAfterBlock(block, stop);
  // A heading wrapped with its own widgets ("Procedure [edit]"): look after the wrapper.
  for (
    let i = 0;
    i < 2 && found.lines.length === 0 && block.parent && isTag(block.parent);
    i += 1
  ) {
    block = block.parent;
    if ((shortText(block, 80) ?? '') === '') break;
    found = linesAfterBlock(block, stop);
  }
  return found;
}

function linesAfterBlock(block: Element, stop: RegExp): Found {
  const listed: string[] = [];
  const loose: string[] = [];
  const listedTitles: { name: string; at: number }[] = [];
  const looseTitles: { name: string; at: number }[] = [];
  let lastWasList = false;
  let sibling = block.next;
  for (let i = 0; sibling && i < 80; i += 1, sibling = sibling.next) {
    if (isText(sibling)) {
      const text = cleanText(sibling.data);
      if (text.length > 0 && loose.length > 0) loose.push(text);
      continue;
    }
    if (!isTag(sibling) || SKIP.has(sibling.name) || isTabBar(sibling)) continue;
    const text = textContent(sibling);
    if (text.length === 0) continue;
    if (
      text.length < 60 &&
      (stop.test(text) || ANY_SECTION.test(text)) &&
      (HEADINGS.has(sibling.name) || isGroupTitle(sibling))
    )
      break;
    // A plain paragraph that is nothing but the next section's heading ("<p>Method</p>") ends it too.
    if (text.length < 60 && stop.test(text) && (sibling.name === 'p' || sibling.name === 'div'))
      break;
    // A wrapped heading ("<div><h2>Procedure</h2><span>[edit]</span></div>") also ends the section.
    const inner =
      text.length < 80 &&
      (sibling.name === 'div' || sibling.name === 'header' || sibling.name === 'section')
        ? sibling.children.find((c): c is Element => isTag(c) && HEADINGS.has(c.name))
        : undefined;
    if (inner !== undefined) {
      const innerText = textContent(inner);
      if (stop.test(innerText) || ANY_SECTION.test(innerText) || inner.name === block.name) break;
    }
    // A heading of the same level ends the section, unless it only names a group of more
    // ingredients ("Glaze" over a list of amounts): those lines are the recipe's too.
    if (HEADINGS.has(sibling.name) && sibling.name === block.name && !namesAmountList(sibling))
      break;
    if (HEADINGS.has(sibling.name) || isGroupTitle(sibling)) {
      lastWasList = false;
      listedTitles.push({ name: text, at: listed.length });
      looseTitles.push({ name: text, at: loose.length });
      continue;
    }
    const isList = sibling.name === 'ul' || sibling.name === 'ol';
    // Two lists back to back with no group title between them are alternatives (metric/imperial).
    if (isList && lastWasList) break;
    const items = itemsOf(sibling);
    if (items.listed) listed.push(...items.lines);
    else loose.push(...items.lines);
    lastWasList = isList;
  }
  // Lists are the usual shape; loose lines ("Serves 4", notes) count only when there are none.
  return listed.length > 0
    ? { lines: listed, titles: listedTitles }
    : { lines: loose, titles: looseTitles };
}

const HEADING_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'dt',
  'p',
  'span',
  'div',
  'th',
  'legend',
];

/**
 * The longest run of lines under a heading matching `heading`, counting only the lines `kept`
 * would keep: a "Preparation" box of labelled times ("Elkészítési idő: 30 perc") is no method.
 */
function byHeading(
  doc: Document,
  heading: RegExp,
  stop: RegExp,
  budget: Budget,
  kept: (lines: string[]) => string[],
): Found {
  let best = NOTHING;
  let bestCount = 0;
  for (const el of all(doc, HEADING_TAGS.join(', '))) {
    if (budget.spent()) break;
    const text = shortText(el, 40);
    if (text === null || !heading.test(text)) continue;
    // The innermost element we visit that says it is the heading (its wrappers are climbed later);
    // a child we do not visit ("<b><u>Ingredients</u></b>") leaves the heading to this one.
    if (
      el.children.some(
        (c) => isTag(c) && HEADING_TAGS.includes(c.name) && heading.test(shortText(c, 40) ?? ''),
      )
    )
      continue;
    const found = sectionAfter(el, stop);
    const count = kept(found.lines).length;
    if (count > bestCount) {
      best = { ...found, heading: el };
      bestCount = count;
    }
  }
  return best;
}

/** A paragraph or item that is nothing but a link ("<p><a>Kefir rolls</a></p>"): a pointer to
 * another page (related recipes under the method), never a line of this one. */
function isLinkOnly(el: Element): boolean {
  const text = textContent(el);
  const links = all(el, 'a');
  return links.length === 1 && text.length > 0 && textContent(links[0]) === text;
}

/** Headings and bold group titles among `items` inside `container`, each with the index of the
 * first item after it. */
function titlesAmong(
  container: Element,
  items: readonly Element[],
): { name: string; at: number }[] {
  const set = new Set(items);
  const titles: { name: string; at: number }[] = [];
  let at = 0;
  for (const el of all(container, 'h2, h3, h4, h5, h6, p, li, dt')) {
    if (set.has(el)) {
      at += 1;
      continue;
    }
    let inside = false;
    for (let p = el.parent; p !== null && p !== container && isTag(p); p = p.parent)
      if (set.has(p)) inside = true;
    if (inside) continue;
    if (HEADINGS.has(el.name) || isGroupTitle(el)) titles.push({ name: textContent(el), at });
  }
  return titles;
}

function byClass(doc: Document, hint: RegExp, tags: string, budget: Budget): Found {
  let best = NOTHING;
  for (const el of all(bodyOf(doc), '*')) {
    if (budget.spent()) break;
    if (el.name === 'li' || !hint.test(`${attr(el, 'class') ?? ''} ${attr(el, 'id') ?? ''}`))
      continue;
    const items = shownItems(all(el, tags)).filter(
      (item) =>
        all(item, tags).length === 0 &&
        !isGroupTitle(item) &&
        !isLinkOnly(item) &&
        textContent(item).length > 0,
    );
    const texts = withoutNumberBadges(
      items,
      items.map((item) => textContent(item)),
    );
    if (texts.length > best.lines.length) best = { lines: texts, titles: titlesAmong(el, items) };
  }
  return best;
}

/** The named groups of a method read from plain HTML: a title that heads at least one step and
 * is not the section's own heading ("Method") or the next section's ("Notes"). */
function methodGroups(found: Found): ScrapedInstructionGroup[] {
  const titles = found.titles.filter(
    (t) =>
      t.at < found.lines.length &&
      t.name.length <= 120 &&
      !ANY_METHOD_HEADING.test(t.name) &&
      !INGREDIENT_HEADING.test(t.name) &&
      !ANY_SECTION.test(t.name),
  );
  const groups: ScrapedInstructionGroup[] = [];
  titles.forEach((t, i) => {
    const end = titles[i + 1]?.at ?? found.lines.length;
    if (end > t.at) groups.push({ name: t.name, start: t.at, steps: found.lines.slice(t.at, end) });
  });
  return groups;
}

/**
 * Recipe lists read from plain HTML, for pages whose schema.org data is missing or partial:
 * the lines under an "Ingredients" heading (any common language) up to the next section, or the
 * longest list in an element whose class or id says "ingredients"; the same for the method; else a
 * "Recipe: …" heading followed by a list and paragraphs.
 */
const RECIPE_HEADING = /^(?:recipe|recette|rezept|ricetta|receta|recept|opskrift|oppskrift)\b\s*:/i;

/** A "Recipe: Name" heading followed by a list (the ingredients) and paragraphs (the method). */
function recipeBlock(doc: Document): { ingredients: string[]; instructions: string[] } {
  for (const heading of all(doc, 'h2, h3, h4')) {
    if (!RECIPE_HEADING.test(shortText(heading, 80) ?? '')) continue;
    let next = heading.next;
    while (next && !isTag(next)) next = next.next;
    if (!next || !isTag(next) || (next.name !== 'ul' && next.name !== 'ol')) continue;
    const ingredients = itemsOf(next).lines;
    const instructions: string[] = [];
    for (let el = next.next; el; el = el.next) {
      if (!isTag(el)) continue;
      if (el.name !== 'p') break;
      instructions.push(...elementLines(el));
    }
    if (ingredients.length > 0 && instructions.length > 0) return { ingredients, instructions };
  }
  return { ingredients: [], instructions: [] };
}

export interface HtmlRecipeLists {
  readonly ingredients: string[];
  readonly instructions: string[];
  /** Named parts of the method as the page titles them ("1. Do some prep:"), by step index. */
  readonly instructionGroups: ScrapedInstructionGroup[];
}

export function htmlRecipeLists(doc: Document, budget: Budget = UNLIMITED): HtmlRecipeLists {
  const byIngredientHeading = byHeading(
    doc,
    INGREDIENT_HEADING,
    ANY_METHOD_HEADING,
    budget,
    tidyIngredientLines,
  );
  let ingredients = byIngredientHeading.lines;
  if (ingredients.length === 0) ingredients = byClass(doc, INGREDIENT_HINT, 'li, dt', budget).lines;
  let method = byHeading(doc, METHOD_HEADING, INGREDIENT_HEADING, budget, (lines) =>
    tidySteps(lines),
  );
  // Lines that tidying would all drop (labelled times, "Method:") are no method either.
  const steps = (found: Found): Found => (tidySteps(found.lines).length > 0 ? found : NOTHING);
  if (method.lines.length === 0) method = steps(byClass(doc, METHOD_HINT, 'li', budget));
  if (method.lines.length === 0) method = steps(byClass(doc, METHOD_HINT, 'p', budget));
  if (method.lines.length === 0)
    method = byHeading(doc, ANY_METHOD_HEADING, INGREDIENT_HEADING, budget, (lines) =>
      tidySteps(lines),
    );
  const instructions = method.lines;
  const instructionGroups = methodGroups(method);
  if (budget.spent()) return { ingredients, instructions, instructionGroups };
  if (ingredients.length === 0 && instructions.length === 0) {
    const block = recipeBlock(doc);
    if (block.ingredients.length > 0) return { ...block, instructionGroups: [] };
  }
  // No heading in a language we know: the recipe's shape still shows (see structure.ts).
  const shaped = recipeByShape(doc, ingredients);
  if (ingredients.length === 0) ingredients = shaped.ingredients;
  if (instructions.length === 0) {
    // No method heading we can read: the prose under the next heading after the ingredients'.
    const under = byIngredientHeading.heading;
    const prose =
      shaped.instructions.length === 0 && under !== undefined && ingredients.length > 0
        ? proseUnderNextHeading(under)
        : shaped.instructions;
    return { ingredients, instructions: prose, instructionGroups: [] };
  }
  return { ingredients, instructions, instructionGroups };
}

import type { AnyNode } from 'domhandler';
import { isTag } from 'domhandler';
import type { Document, Element } from './dom.ts';
import { all, bodyOf, shownItems, textContent, withoutNumberBadges } from './dom.ts';
import { ANY_SECTION, INGREDIENT_HEADING } from './headings.ts';
import { elementLines } from './lines.ts';

/** A line that starts with an amount: "200 g", "½ cup", "1-2 cloves", "2x". */
const QUANTITY_LED = /^(?:\d|[½¼¾⅓⅔⅛⅜⅝⅞])/u;
/** Page furniture never holds the recipe. */
const FURNITURE = new Set(['nav', 'header', 'footer', 'aside', 'form', 'menu']);
/** How many lists after the ingredients are searched for the method. */
const LOOK_AHEAD = 6;

interface ListFacts {
  readonly el: Element;
  readonly items: string[];
  readonly quantityLed: number;
  readonly meanLength: number;
}

function inFurniture(el: Element): boolean {
  for (let p = el.parent; p !== null && isTag(p); p = p.parent)
    if (FURNITURE.has(p.name)) return true;
  return false;
}

function factsOf(el: Element): ListFacts {
  const lis = shownItems(
    el.children.filter((c): c is Element => isTag(c) && c.name === 'li'),
  ).filter((li) => textContent(li).length > 0);
  const items = withoutNumberBadges(
    lis,
    lis.map((li) => textContent(li)),
  );
  const total = items.reduce((n, t) => n + t.length, 0);
  return {
    el,
    items,
    quantityLed: items.filter((t) => QUANTITY_LED.test(t)).length,
    meanLength: items.length === 0 ? 0 : total / items.length,
  };
}

/** Short lines, most of them led by an amount: how ingredient lists look in every language. */
function isIngredientList(list: ListFacts): boolean {
  return (
    list.items.length >= 3 &&
    list.quantityLed * 2 >= list.items.length &&
    list.meanLength <= 80 &&
    list.items.every((t) => t.length <= 200)
  );
}

/** A short list of amount-led lines: one group of a recipe's ingredients ("Dairy": one line). */
function isIngredientGroup(list: ListFacts): boolean {
  return (
    list.items.length >= 1 &&
    list.quantityLed * 2 >= list.items.length &&
    list.meanLength <= 80 &&
    list.items.every((t) => t.length <= 200)
  );
}

/** The node after `node` and its subtree, in document order. */
function after(node: AnyNode): AnyNode | null {
  for (let n: AnyNode | null = node; n !== null; n = n.parent) if (n.next !== null) return n.next;
  return null;
}

/** True when at most `limit` characters of text stand between the end of `a` and the start of
 * `b` (which follows it): a group heading ("Pantry"), not a paragraph of prose. */
function closeAfter(a: Element, b: Element, limit: number): boolean {
  const holdsB = new Set<AnyNode>();
  for (let p: AnyNode | null = b; p !== null; p = p.parent) holdsB.add(p);
  let text = 0;
  let node = after(a);
  for (let steps = 0; node !== null && steps < 200; steps += 1) {
    if (node === b) return true;
    if (holdsB.has(node)) {
      const first: AnyNode | null = 'children' in node ? (node.children[0] ?? null) : null;
      if (first === null) return false;
      node = first;
      continue;
    }
    text += textContent(node).length;
    if (text > limit) return false;
    node = after(node);
  }
  return false;
}

/**
 * The ingredient list with the groups printed beside it as lists of their own, each under a
 * short heading ("Produce", "Pantry", "Dairy"): neighbouring lists of amount-led lines with
 * nothing but such a heading between them, in page order.
 */
function withNeighbourGroups(
  lists: readonly ListFacts[],
  at: number,
): { items: string[]; last: number } {
  const inside = (a: Element, b: Element): boolean => {
    for (let p = b.parent; p !== null && isTag(p); p = p.parent) if (p === a) return true;
    return false;
  };
  const anchor = lists[at];
  if (anchor === undefined) return { items: [], last: at };
  const joins = (a: ListFacts, b: ListFacts): boolean =>
    isIngredientGroup(a) &&
    isIngredientGroup(b) &&
    !inside(a.el, b.el) &&
    !inside(b.el, a.el) &&
    closeAfter(a.el, b.el, 60);
  let first = at;
  while (first > 0 && joins(lists[first - 1] as ListFacts, lists[first] as ListFacts)) first -= 1;
  let last = at;
  while (last + 1 < lists.length && joins(lists[last] as ListFacts, lists[last + 1] as ListFacts))
    last += 1;
  return { items: lists.slice(first, last + 1).flatMap((l) => l.items), last };
}

/** A line that ends as a sentence does ("…until golden.", "…(about 5 minutes)", "Enjoy!"). */
const SENTENCE_END = /[.!?)…。！？]["'”’]?$/u;

/**
 * Sentences, few of them led by an amount: a method. Most of its lines end as sentences; a list
 * of optional extras ("Your favourite BBQ sauce. We like Brand X") does not.
 */
function isMethodList(list: ListFacts): boolean {
  return (
    list.items.length >= 2 &&
    list.meanLength >= 40 &&
    list.quantityLed * 2 < list.items.length &&
    list.items.filter((t) => SENTENCE_END.test(t)).length * 2 >= list.items.length
  );
}

/** Paragraphs that follow `anchor` (or an ancestor of it, a few levels up) and read as steps. */
function paragraphsAfter(anchor: Element): string[] {
  let from: AnyNode = anchor;
  for (let level = 0; level < 4; level += 1) {
    const steps: string[] = [];
    // The method starts within a few elements; once started it runs on (photos between steps).
    for (
      let sib = from.next, seen = 0;
      sib !== null && (seen < 12 || (steps.length > 0 && seen < 80));
      sib = sib.next
    ) {
      if (!isTag(sib)) continue;
      seen += 1;
      const text = textContent(sib);
      if (text.length === 0) continue;
      if (sib.name === 'p' && text.length >= 30 && /[.!?)]$/u.test(text)) {
        steps.push(...elementLines(sib));
        continue;
      }
      if (steps.length > 0) break;
    }
    if (steps.length > 0) return steps;
    const parent: AnyNode | null = from.parent;
    if (parent === null || !isTag(parent) || parent.name === 'body') break;
    from = parent;
  }
  return [];
}

const HEADING = /^h[1-6]$/;

/** Lines that read as a method: sentences, few of them led by an amount. */
function isProse(steps: readonly string[]): boolean {
  if (steps.length === 0) return false;
  const meanLength = steps.reduce((n, t) => n + t.length, 0) / steps.length;
  const quantityLed = steps.filter((t) => QUANTITY_LED.test(t)).length;
  const sentences = steps.filter((t) => SENTENCE_END.test(t)).length;
  return meanLength >= 40 && quantityLed * 2 < steps.length && sentences * 2 >= steps.length;
}

/** How many headings after the ingredients are tried (their groups' own headings come first). */
const HEADINGS_TRIED = 4;

/**
 * The prose under the first heading after `anchor` (the ingredients or their heading) that holds
 * prose, up to the heading after it: the method of a page whose method heading we cannot read
 * ("A recept", "The good bit"). A notes, comments or ingredients heading ends the search.
 */
export function proseUnderNextHeading(anchor: Element): string[] {
  let node = after(anchor);
  let headings = 0;
  let lines: string[] | null = null;
  for (let steps = 0; node !== null && steps < 600; steps += 1) {
    if (isTag(node) && HEADING.test(node.name)) {
      if (lines !== null && isProse(lines)) return lines;
      headings += 1;
      const text = textContent(node);
      if (headings > HEADINGS_TRIED || ANY_SECTION.test(text) || INGREDIENT_HEADING.test(text))
        return [];
      lines = [];
      node = after(node);
      continue;
    }
    if (isTag(node) && lines !== null && (node.name === 'p' || node.name === 'li')) {
      lines.push(...elementLines(node).filter((l) => l.length > 0));
      node = after(node);
      continue;
    }
    if (isTag(node) && (FURNITURE.has(node.name) || node.name === 'a')) {
      node = after(node);
      continue;
    }
    const first: AnyNode | null = 'children' in node ? (node.children[0] ?? null) : null;
    node = first ?? after(node);
  }
  return lines !== null && isProse(lines) ? lines : [];
}

/**
 * A recipe found by its shape, for pages with no schema.org data and no heading we recognise:
 * the ingredients are the longest list of short, mostly amount-led lines; the method is the first
 * list of sentences after it, else the paragraphs that follow it. `known` are ingredient lines
 * already found another way (their list then anchors the search for the method).
 */
export function recipeByShape(
  doc: Document,
  known: readonly string[],
): { ingredients: string[]; instructions: string[] } {
  const lists = all(bodyOf(doc), 'ul, ol')
    .filter((el) => !inFurniture(el))
    .map(factsOf);
  let anchorAt = -1;
  if (known.length > 0) {
    anchorAt = lists.findIndex((l) => l.items.length > 0 && l.items[0] === known[0]);
  } else {
    let best = 0;
    lists.forEach((list, i) => {
      if (isIngredientList(list) && list.items.length > best) {
        best = list.items.length;
        anchorAt = i;
      }
    });
  }
  const anchor = lists[anchorAt];
  if (anchor === undefined) return { ingredients: [], instructions: [] };
  const grouped =
    known.length > 0 ? { items: [], last: anchorAt } : withNeighbourGroups(lists, anchorAt);
  const ingredients = grouped.items;
  const method = lists.slice(grouped.last + 1, grouped.last + 1 + LOOK_AHEAD).find(isMethodList);
  let instructions = method !== undefined ? method.items : paragraphsAfter(anchor.el);
  if (instructions.length === 0) {
    const last = lists[grouped.last]?.el ?? anchor.el;
    instructions = proseUnderNextHeading(last);
  }
  return { ingredients, instructions };
}

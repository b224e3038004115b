import { isTag } from 'domhandler';
import type { Document, Element } from './dom.ts';
import { all, attr, bodyOf, shortText } from './dom.ts';
import { parseDurationMinutes } from './duration.ts';
import { elementLines } from './lines.ts';
import { normaliseYields } from './yields.ts';

const YIELD_LABEL =
  /^(?:(?:serves|servings?|yields?|makes|portions?|porties|portionen|personen|personnes|nombre de (?:personnes|parts|portions|couverts)|porzioni|dosi per|porciones|raciones|rinde|porções|rendimento|rende|porcje|liczba porcji|ilość porcji|antal(?: portioner)?|antall porsjoner|udbytte|porsjoner|adag|porce|porcie|počet porcí|počet porcií|broj porcija)(?!\p{L})|分量|份量|份数|份數)\s*[:：]?\s*(.*)$/iu;
const SERVING_NOUN =
  'servings?|people|persons?|personen|personnes|portionen|porties|porzioni|persone|porciones|personas|raciones|porções|pessoas|porcje|osób|osoby|porce|porcí|porcií|adag|personer|portioner|porsjoner|portions?';
/**
 * The people a list of ingredients is for, as its heading or the line under it says: "for 3 to 4
 * servings", "Voor 4 tot 6 personen:", "Ingredienti per 4 persone", "Zutaten für 4 Portionen". Only
 * at the start of a line (or after the word for ingredients), so "Cost per 1 portion" is no yield.
 */
const FOR_COUNT = new RegExp(
  `^(?:(?:ingredients?|ingrédients|zutaten|ingrediënten|ingredienti|ingredientes|ingredienser|składniki|hozzávalók|suroviny|ingredience)\\s*:?\\s*)?(?:for|für|voor|pour|per|para|til|för|dla|na)\\s+(?:ca\\.?\\s*|about\\s+|environ\\s+|circa\\s+)?\\d+(?:\\s*(?:-|–|to|tot|à|a|bis|til)\\s*\\d+)?\\s*(?:${SERVING_NOUN})(?!\\p{L})`,
  'iu',
);
/** A count then a serving word, as a line of its own ("4 porce", "6 personnes"). */
const COUNT_FIRST = new RegExp(`^\\d+(?:\\s*[-–]\\s*\\d+)?\\s*(?:${SERVING_NOUN})$`, 'iu');
const TOTAL_LABEL =
  /^(?:total(?:\s+time)?|time|ready in|time required|prep\s*(?:&|and)\s*cook(?:\s+time)?|gesamtzeit|zeit gesamt|totale tijd|tijd|temps total|durée totale|tempo totale|tempo|tiempo total|tiempo|tempo total|samlet tid|tid i alt|total tid|tid|tillagningstid|tilberedningstid|elkészítési idő|idő|czas(?:\s+przygotowania)?|celkový čas|čas přípravy|doba přípravy)\s*:?\s*(.*)$/i;
const PREP_LABEL =
  /^(?:prep(?:aration)?(?:\s+time)?|vorbereitung(?:szeit)?|zubereitungszeit|voorbereiding(?:stijd)?|préparation|preparazione|preparación|forberedelse)\s*:?\s*(.*)$/i;
const COOK_LABEL =
  /^(?:cook(?:ing)?(?:\s+time)?|bake(?:\s+time)?|baking time|kochzeit|backzeit|garzeit|kooktijd|bereidingstijd|cuisson|cottura|cocción|tilberedning)\s*:?\s*(.*)$/i;

export interface HtmlFacts {
  readonly yields: string | null;
  readonly prepMinutes: number | null;
  readonly cookMinutes: number | null;
  readonly totalMinutes: number | null;
}

/** The short text of the nearest sibling element on one side, when it holds a number. */
function siblingValue(el: Element, side: 'next' | 'prev'): string | null {
  let node = el[side];
  while (node && !isTag(node) && shortText(node, 40) === '') node = node[side];
  if (!node) return null;
  const text = shortText(node, 40);
  return text !== null && /\d/.test(text) ? text : null;
}

/** The cell under a table heading: the same column of the next row ("Prep time" over "15 minutes"). */
function cellBelow(el: Element): string | null {
  const row = el.parent;
  if (el.name !== 'th' || row === null || !isTag(row) || row.name !== 'tr') return null;
  const column = row.children.filter(isTag).indexOf(el);
  let next = row.next;
  while (next && !isTag(next)) next = next.next;
  if (!next || !isTag(next) || next.name !== 'tr') return null;
  const cell = next.children.filter(isTag)[column];
  const text = cell === undefined ? null : shortText(cell, 40);
  return text !== null && /\d/.test(text) ? text : null;
}

/**
 * The value for a label: the rest of the label's own text, else the next element's short text,
 * else the cell below a table heading, else the element before a label set under its value
 * ("1h50" over "Total").
 */
function valueAfter(el: Element, rest: string): string | null {
  if (/\d/.test(rest)) return rest;
  return (
    siblingValue(el, 'next') ?? cellBelow(el) ?? (rest === '' ? siblingValue(el, 'prev') : null)
  );
}

/** The label an icon gives the text beside it: `<img alt="time"> 30 mins`, `<i title="Serves"></i> 4`. */
function iconLabel(el: Element): string | null {
  const first = el.children.find((c) => isTag(c) || shortText(c, 40) !== '');
  if (first === undefined || !isTag(first) || shortText(first, 40) !== '') return null;
  const label = attr(first, 'alt') ?? attr(first, 'aria-label') ?? attr(first, 'title');
  const text = label?.trim() ?? '';
  return text.length > 0 && text.length <= 30 && !/\d/.test(text) ? text : null;
}

const LABELS = {
  yields: YIELD_LABEL,
  prep: PREP_LABEL,
  cook: COOK_LABEL,
  total: TOTAL_LABEL,
} as const;
type Label = keyof typeof LABELS;

/** One pass over the page: the first value found for each label. */
function findAll(doc: Document): Partial<Record<Label, string>> {
  const found: Partial<Record<Label, string>> = {};
  const wanted = Object.keys(LABELS) as Label[];
  for (const el of all(
    bodyOf(doc),
    'li, p, span, div, dt, th, td, strong, b, h2, h3, h4, h5, h6, label',
  )) {
    const text = shortText(el, 80);
    if (text === null || text.length === 0 || !/^[\p{L}\d]/u.test(text)) continue;
    // "Prep: 10 mins<br>Cook: 25 mins<br>Serves 4" holds one label per line.
    const icon = /^\d/.test(text) ? iconLabel(el) : null;
    const lines = el.children.some((c) => isTag(c) && c.name === 'br')
      ? elementLines(el)
      : icon !== null
        ? [`${icon} ${text}`]
        : [text];
    for (const [at, line] of lines.entries()) {
      if (line.length > 48) continue;
      // "Serves<br><span>4</span>": a label on its own line takes the line under it.
      const below = lines[at + 1];
      const nextLine = below !== undefined && /\d/.test(below) && below.length <= 40 ? below : null;
      if (found.yields === undefined && (COUNT_FIRST.test(line) || FOR_COUNT.test(line)))
        found.yields = line;
      for (const label of wanted) {
        if (found[label] !== undefined) continue;
        const match = LABELS[label].exec(line);
        const rest = match?.[1] ?? '';
        let value = match
          ? !/\d/.test(rest) && nextLine !== null
            ? nextLine
            : valueAfter(el, rest)
          : null;
        // The yield keeps its label: "Makes 2 racks" differs from "Serves 2"; but a label in an
        // element of its own over a value in another ("<dt>Makes</dt><dd>12 servings</dd>") is
        // only a caption, and the value says what is made.
        if (
          label === 'yields' &&
          value !== null &&
          value === match?.[1] &&
          !all(el, '*').some((child) => shortText(child, 48) === value)
        )
          value = line;
        if (value !== null) found[label] = value;
      }
    }
    if (wanted.every((label) => found[label] !== undefined)) break;
  }
  return found;
}

/** A class that names the servings ("icon-serves", "recipe-yield", "person-count"). */
const YIELD_CLASS =
  /(?:^|[\s_-])(?:serves|servings?|yields?|portions?|persons?|person-count|people)(?:$|[\s_-])/i;

/**
 * A yield marked by its class rather than by a word: "<span class='icon-serves'></span><span>4</span>",
 * "<div class='person-count'>8 os.</div>". Only a short text that starts with the count.
 */
function yieldByClass(doc: Document): string | null {
  const selector =
    '[class*="serv" i], [class*="yield" i], [class*="portion" i], [class*="person" i], [class*="people" i]';
  for (const el of all(bodyOf(doc), selector)) {
    if (!YIELD_CLASS.test(attr(el, 'class') ?? '')) continue;
    const own = shortText(el, 20);
    const value = own !== null && own.length > 0 ? own : valueAfter(el, '');
    if (value !== null && /^\d{1,3}\b/.test(value) && value.length <= 20) return value;
  }
  return null;
}

/** Yield and times from labelled page text ("Serves: 4", "Prep Time 30 mins"), for pages without schema data. */
export function htmlFacts(doc: Document): HtmlFacts {
  const found = findAll(doc);
  const yieldText = found.yields ?? yieldByClass(doc);
  const prep = parseDurationMinutes(found.prep);
  const cook = parseDurationMinutes(found.cook);
  let total = parseDurationMinutes(found.total);
  if (total === null && (prep !== null || cook !== null)) total = (prep ?? 0) + (cook ?? 0);
  return {
    yields: yieldText === null ? null : normaliseYields(yieldText),
    prepMinutes: prep,
    cookMinutes: cook,
    totalMinutes: total !== null && total > 0 ? total : null,
  };
}

import { hasType, isObject, prop } from './json-ld.ts';
import { cleanLines, cleanText } from './text.ts';
import { isMethodAnnouncement, isNumberOnly } from './tidy.ts';
import type { ScrapedInstructionGroup, JsonValue } from './types.ts';

export interface FlatInstructions {
  readonly steps: string[];
  readonly groups: ScrapedInstructionGroup[];
}

function str(value: JsonValue | undefined): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

/** The step of one HowToStep-like node: its text, or its name when it has no text. */
function stepTexts(node: { [key: string]: JsonValue }): string[] {
  const text = cleanText(str(prop(node, 'text')) || str(prop(node, 'description')));
  if (text) return [text];
  const name = cleanText(str(prop(node, 'name')));
  return name ? [name] : [];
}

/**
 * The title of a HowToStep ("Make the marinade") when it says something its text does not: not
 * empty, not only a step number ("Step 1"), and not the text itself or its first words (sites
 * often copy the text, or its beginning, into `name`).
 */
function stepTitle(node: { [key: string]: JsonValue }, texts: readonly string[]): string | null {
  const name = cleanText(str(prop(node, 'name')));
  const text = texts[0];
  if (name.length === 0 || text === undefined || name === text || isNumberOnly(name)) return null;
  const squash = (s: string): string => s.toLowerCase().replace(/[\s.,:;!…]+/g, '');
  const bare = squash(name.replace(/(?:\.\.\.|…)$/, ''));
  if (bare.length === 0 || squash(text).startsWith(bare)) return null;
  return name.length <= 120 ? name : null;
}

/** A leading "Method:" / "Bereiden:" label on a one-string method. */
const METHOD_LABEL =
  /^(?:instructions|directions|method|preparation|bereiden|bereiding|zubereitung|préparation|preparazione|preparación|modo de preparo|modo de preparação|elkészítés|przygotowanie|postup)\s*(?::\s*|\s+(?=\p{Lu}))/iu;

/** Splits "1.Do this 2.Do that" at its step numbers when they run 1, 2, 3… in order. */
function splitNumbered(text: string): string[] | null {
  const marker = /(?:^|\s)(\d{1,2})\s*[.)、:](?=\s*\S|\s*$)/g;
  const cuts: { at: number; end: number }[] = [];
  for (const match of text.matchAll(marker)) {
    if (Number(match[1]) !== cuts.length + 1) continue;
    cuts.push({ at: match.index, end: match.index + match[0].length });
  }
  if (cuts.length < 2 || (cuts[0]?.at ?? 1) > 0) return null;
  return cuts
    .map((cut, i) => text.slice(cut.end, cuts[i + 1]?.at ?? text.length).trim())
    .filter((s) => s.length > 0);
}

/** Steps from one instructions string: its lines; a single line is split at step numbers or at
 * sentences glued together without a space ("…minutes.Add the…"), the trace of stripped `<p>`s. */
function stringSteps(value: string): string[] {
  const lines = cleanLines(value);
  const numbered = splitNumbered(lines.join(' '));
  if (numbered !== null) return numbered;
  if (lines.length !== 1) return lines;
  const line = (lines[0] ?? '').replace(METHOD_LABEL, '');
  return line
    .split(/(?<=[a-z\u00df-\u00ff][.!?)])(?=[A-Z\u00c0-\u00de])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * Flattens schema.org `recipeInstructions` into an ordered list of steps: a string (split on line
 * breaks), strings, HowToStep (text, or name when there is no text), HowToSection and ItemList
 * (`itemListElement`, nested to any depth). Section names go to `groups`, not into the steps.
 */
export function flattenInstructions(value: JsonValue | undefined): FlatInstructions {
  const steps: string[] = [];
  const groups: ScrapedInstructionGroup[] = [];
  let current: { name: string | null; start: number; steps: string[] } | null = null;

  const titles: ScrapedInstructionGroup[] = [];
  let stepNodes = 0;
  const push = (texts: string[]): void => {
    for (const text of texts) {
      if (text.length === 0) continue;
      steps.push(text);
      current?.steps.push(text);
    }
  };

  const visit = (item: JsonValue | undefined, depth: number): void => {
    if (item === undefined || item === null || depth > 20) return;
    if (typeof item === 'string') {
      push(stringSteps(item));
      return;
    }
    if (Array.isArray(item)) {
      for (const child of item) visit(child, depth + 1);
      return;
    }
    if (!isObject(item)) return;
    const children =
      prop(item, 'itemListElement') ??
      (hasType(item, 'HowToSection') ? prop(item, 'steps') : undefined);
    if (hasType(item, 'HowToSection') || (children !== undefined && !hasType(item, 'HowToStep'))) {
      const outer = current;
      const name = cleanText(str(prop(item, 'name'))) || null;
      current = { name, start: steps.length, steps: [] };
      visit(children, depth + 1);
      if (current.steps.length > 0)
        groups.push({ name: current.name, start: current.start, steps: current.steps });
      current = outer;
      return;
    }
    if (children !== undefined) {
      // A HowToStep that itself holds HowToDirection/HowToTip items.
      visit(children, depth + 1);
      return;
    }
    const texts = stepTexts(item);
    stepNodes += texts.length;
    const title = stepTitle(item, texts);
    if (title !== null && texts.length > 0)
      titles.push({ name: title, start: steps.length, steps: texts });
    push(texts);
  };

  visit(value, 0);
  // Every HowToStep opening with its own position ("1. Boil…", "2. Drain…"): the number repeats
  // what the list already says (a one-string method keeps its numbers: they split it).
  // A "Method:" line before them is no step and does not count.
  const real = steps.filter((step) => !isMethodAnnouncement(step));
  if (stepNodes === steps.length && real.length >= 2) {
    const numbered = real.every((step, i) => new RegExp(`^${i + 1}\\.\\s+\\S`).test(step));
    if (numbered) steps.forEach((step, i) => (steps[i] = step.replace(/^\d{1,2}\.\s+/, '')));
  }
  const sections = groups.some((g) => g.name !== null) ? groups : [];
  // Sections first, then step titles: a section's name reads before its first step's title.
  const all = [...sections, ...titles].sort((a, b) => a.start - b.start);
  return { steps, groups: all };
}

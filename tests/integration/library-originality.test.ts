import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RECIPE_LIBRARY } from '../../domain/index.ts';

/**
 * The built-in library is written in our own words: no run of 8 words in a step or description
 * appears verbatim in the shared recipe data set or the recipe-page fixtures (read at test time,
 * never copied into the repository).
 */

const SHARED = fileURLToPath(new URL('../../../shared/', import.meta.url));
const RUN = 8;

function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
}

function runsOf(text: string): string[] {
  const w = words(text);
  const out: string[] = [];
  for (let i = 0; i + RUN <= w.length; i += 1) out.push(w.slice(i, i + RUN).join(' '));
  return out;
}

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

/** The shared recipe texts as word strings, and where each 8-word run occurs. */
function sharedTexts(): { texts: string[]; runs: Map<string, number[]> } {
  const texts: string[] = [];
  const runs = new Map<string, number[]>();
  const add = (text: string): void => {
    const id = texts.length;
    texts.push(` ${words(text).join(' ')} `);
    for (const run of runsOf(text)) {
      const at = runs.get(run);
      if (!at) runs.set(run, [id]);
      else if (at[at.length - 1] !== id) at.push(id);
    }
  };
  const dataset = path.join(SHARED, 'datasets/openrecipes-sample/recipes.jsonl');
  for (const line of fs.readFileSync(dataset, 'utf8').split('\n')) {
    if (line.trim() !== '') strings(JSON.parse(line)).forEach(add);
  }
  for (const folder of ['fixtures/recipe-pages', 'fixtures/recipe-pages-more']) {
    const dir = path.join(SHARED, folder);
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      const page = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Record<
        string,
        unknown
      >;
      for (const field of ['title', 'description', 'instructions_list', 'ingredients'])
        strings(page[field]).forEach(add);
    }
  }
  return { texts, runs };
}

/** Sentences of a step or description (a run of 8 words is common phrasing; a whole sentence is not). */
const sentences = (text: string): string[] =>
  text.split(/(?<=[.!?;:])\s+/).filter((t) => t.trim() !== '');

describe('library originality', () => {
  const { texts, runs } = sharedTexts();

  /** Whether this sentence (8 words or more) appears verbatim in a shared text. */
  const copiedSentence = (sentence: string): boolean => {
    const w = words(sentence);
    if (w.length < RUN) return false;
    const first = runs.get(w.slice(0, RUN).join(' '));
    if (!first) return false;
    const needle = ` ${w.join(' ')} `;
    return first.some((id) => texts[id]?.includes(needle));
  };

  /** The first run of 14 words (a long stretch, even across sentences) found in a shared text. */
  const copiedStretch = (text: string): string | undefined => {
    const w = words(text);
    for (let i = 0; i + 14 <= w.length; i += 1) {
      const stretch = w.slice(i, i + 14);
      const at = runs.get(stretch.slice(0, RUN).join(' '));
      const needle = ` ${stretch.join(' ')} `;
      if (at?.some((id) => texts[id]?.includes(needle))) return stretch.join(' ');
    }
    return undefined;
  };

  it('reads the shared texts', () => {
    expect(texts.length).toBeGreaterThan(5_000);
    expect(copiedSentence('Preheat the oven to 350 degrees F.')).toBe(false);
  });

  it('copies no sentence of 8 words or more, and no 14-word stretch, from the shared data set or page fixtures', () => {
    const copied: string[] = [];
    for (const r of RECIPE_LIBRARY) {
      for (const text of [r.description, ...r.steps]) {
        for (const sentence of sentences(text))
          if (copiedSentence(sentence)) copied.push(`${r.title}: "${sentence}"`);
        const stretch = copiedStretch(text);
        if (stretch) copied.push(`${r.title}: "${stretch}"`);
      }
    }
    expect(copied).toEqual([]);
  });

  it('would catch a copied step', () => {
    const line = JSON.parse(
      fs.readFileSync(
        path.join(
          SHARED,
          'fixtures/recipe-pages',
          fs
            .readdirSync(path.join(SHARED, 'fixtures/recipe-pages'))
            .find((n) => n.endsWith('.json')) ?? '',
        ),
        'utf8',
      ),
    ) as { instructions_list?: string[] };
    const step =
      (line.instructions_list ?? []).flatMap(sentences).find((t) => words(t).length >= RUN) ?? '';
    expect(copiedSentence(step)).toBe(true);
  });
});

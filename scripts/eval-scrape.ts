/**
 * Measures the recipe extractor against a folder of saved pages.
 *
 *   npm run eval:scrape [-- <folder>]      (default: ../shared/fixtures/recipe-pages)
 *
 * The folder holds NAME.html + NAME.json pairs (see that folder's README). Each page is parsed
 * with `parseRecipePage(html, url)` where url is the JSON's `canonical_url` when it is absolute,
 * else `https://NAME/`. Scoring, per field:
 *   - a field whose expected value is missing or null is not scored;
 *   - title: equal after whitespace normalisation (trim, runs of whitespace → one space);
 *   - ingredients: the same list after whitespace normalisation of every line;
 *   - instructions (`instructions_list`): the same list after whitespace normalisation, or — the
 *     tolerance we allow — the same text when all steps are joined and compared with every whitespace
 *     character removed (so a step split in two, two steps merged, or "salt.Whisk" vs "salt. Whisk"
 *     still count: the cook reads the same words in the same order);
 *     section headings count as steps in the expected lists (recipe-scrapers keeps HowToSection names
 *     in line), while we keep them apart in `instructionGroups`: so both of the above are also tried
 *     with the headings put back in line before the first step of their group;
 *   - yields: exact string; total_time: exact minutes;
 *   - image: exact URL after trimming surrounding whitespace.
 * When the extractor finds no recipe it still returns the page's title and image (for saving the
 * page as a link only); those two are scored from that fallback, every other field counts as missing.
 * Beside those exact-page figures, two that tell a near miss from a wrong page, averaged over the
 * pages that expect the field:
 *   - ingredient line F1: each expected line matched at most once by an equal extracted line (after
 *     whitespace normalisation and lower-casing); F1 of that match's precision and recall (a page
 *     with one line wrong scores about 0.9, a wrong list 0);
 *   - instruction text similarity: 1 − word-level edit distance / the longer word count, between
 *     all expected steps and all extracted steps (headings in line) read as one text.
 * Prints each page's failures (field, expected vs got), the per-field match rates, the two averages,
 * and last a single summary line:
 * `title=…% ingredients=…% instructions=…% yields=…% total_time=…% image=…% ingredient_f1=…% instruction_similarity=…%`.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseRecipePage } from '../domain/index.ts';

type Field = 'title' | 'ingredients' | 'instructions' | 'yields' | 'total_time' | 'image';
const FIELDS: readonly Field[] = [
  'title',
  'ingredients',
  'instructions',
  'yields',
  'total_time',
  'image',
];

interface Expected {
  title?: string | null;
  canonical_url?: string | null;
  image?: string | null;
  ingredients?: string[] | null;
  instructions_list?: string[] | null;
  yields?: string | null;
  total_time?: number | null;
}

const ws = (s: string): string => s.replace(/[\s\u00a0]+/g, ' ').trim();
const short = (value: unknown): string => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
};

function listDiff(expected: string[], got: readonly string[]): string {
  const n = Math.max(expected.length, got.length);
  for (let i = 0; i < n; i += 1) {
    if (ws(expected[i] ?? '') !== ws(got[i] ?? '')) {
      return `#${i}/${expected.length} expected ${short(expected[i])} got ${short(got[i])} (got ${got.length} items)`;
    }
  }
  return 'equal';
}

/** F1 of the one-to-one matching of equal lines (normalised, case-insensitive). */
function lineF1(expected: readonly string[], got: readonly string[]): number {
  if (expected.length === 0 && got.length === 0) return 1;
  const pool = new Map<string, number>();
  for (const line of expected) {
    const key = ws(line).toLowerCase();
    pool.set(key, (pool.get(key) ?? 0) + 1);
  }
  let hits = 0;
  for (const line of got) {
    const key = ws(line).toLowerCase();
    const left = pool.get(key) ?? 0;
    if (left > 0) {
      hits += 1;
      pool.set(key, left - 1);
    }
  }
  if (hits === 0) return 0;
  const precision = hits / got.length;
  const recall = hits / expected.length;
  return (2 * precision * recall) / (precision + recall);
}

/** 1 − word-level Levenshtein distance / the longer length (1: same words in the same order). */
function textSimilarity(expected: readonly string[], got: readonly string[]): number {
  const words = (lines: readonly string[]): string[] =>
    ws(lines.join(' '))
      .toLowerCase()
      .split(' ')
      .filter((w) => w.length > 0);
  const a = words(expected);
  const b = words(got);
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(
        Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = row;
  }
  return 1 - (previous[b.length] ?? 0) / Math.max(a.length, b.length);
}

const folder = resolve(
  process.argv[2] ?? join(process.cwd(), '..', 'shared', 'fixtures', 'recipe-pages'),
);
if (!existsSync(folder)) {
  console.error(`No such folder: ${folder}`);
  process.exit(2);
}
const htmlFiles = readdirSync(folder).filter((f) => f.endsWith('.html'));
const names = htmlFiles
  .filter((f) => existsSync(join(folder, f.replace(/\.html$/, '.json'))))
  .map((f) => f.replace(/\.html$/, ''))
  .sort();
const skipped = htmlFiles.length - names.length;
let evaluated = 0;

const scored: Record<Field, number> = {
  title: 0,
  ingredients: 0,
  instructions: 0,
  yields: 0,
  total_time: 0,
  image: 0,
};
const matched: Record<Field, number> = { ...scored };
const soft = { ingredientF1: 0, ingredientPages: 0, stepSimilarity: 0, stepPages: 0 };

for (const name of names) {
  const html = readFileSync(join(folder, `${name}.html`), 'utf8');
  let expected: Expected;
  try {
    expected = JSON.parse(readFileSync(join(folder, `${name}.json`), 'utf8')) as Expected;
  } catch (error) {
    console.log(`${name}: unreadable ${name}.json (${String(error)}), page skipped`);
    continue;
  }
  evaluated += 1;
  const canonical = expected.canonical_url ?? '';
  const pageUrl = /^https?:\/\//i.test(canonical) ? canonical : `https://${name}/`;
  let result: ReturnType<typeof parseRecipePage>;
  try {
    result = parseRecipePage(html, pageUrl);
  } catch (error) {
    console.log(`${name}: THREW ${String(error)}`);
    result = {
      found: false,
      fallback: {
        title: null,
        description: null,
        image: null,
        siteName: null,
        canonicalUrl: pageUrl,
        language: null,
      },
    };
  }
  const r = result.found ? result : null;
  const failures: string[] = [];
  const check = (field: Field, want: unknown, ok: boolean, detail: string): void => {
    if (want === undefined || want === null) return;
    scored[field] += 1;
    if (ok) matched[field] += 1;
    else failures.push(`  ${field}: ${detail}`);
  };
  const title = r?.title ?? (result.found ? null : result.fallback.title);
  check(
    'title',
    expected.title,
    title !== null && ws(title) === ws(expected.title ?? ''),
    `expected ${short(expected.title)} got ${short(title)}`,
  );
  const ingredients = r?.ingredientLines ?? [];
  const wantIngredients = expected.ingredients ?? [];
  check(
    'ingredients',
    expected.ingredients,
    wantIngredients.length === ingredients.length &&
      wantIngredients.every((l, i) => ws(l) === ws(ingredients[i] ?? '')),
    listDiff(wantIngredients, ingredients),
  );
  const plainSteps = r?.instructions ?? [];
  const wantSteps = expected.instructions_list ?? [];
  const withHeadings: string[] = [];
  plainSteps.forEach((step, i) => {
    for (const g of r?.instructionGroups ?? [])
      if (g.start === i && g.name !== null) withHeadings.push(g.name);
    withHeadings.push(step);
  });
  const sameSteps = (steps: readonly string[]): boolean =>
    (wantSteps.length === steps.length &&
      wantSteps.every((l, i) => ws(l) === ws(steps[i] ?? ''))) ||
    wantSteps.join('').replace(/[\s\u00a0]+/g, '') === steps.join('').replace(/[\s\u00a0]+/g, '');
  const stepsOk = sameSteps(plainSteps) || sameSteps(withHeadings);
  if (expected.ingredients) {
    soft.ingredientF1 += lineF1(wantIngredients, ingredients);
    soft.ingredientPages += 1;
  }
  if (expected.instructions_list) {
    soft.stepSimilarity += Math.max(
      textSimilarity(wantSteps, plainSteps),
      textSimilarity(wantSteps, withHeadings),
    );
    soft.stepPages += 1;
  }
  check('instructions', expected.instructions_list, stepsOk, listDiff(wantSteps, withHeadings));
  check(
    'yields',
    expected.yields,
    r?.yields === expected.yields,
    `expected ${short(expected.yields)} got ${short(r?.yields ?? null)}`,
  );
  check(
    'total_time',
    expected.total_time,
    r?.totalMinutes === expected.total_time,
    `expected ${short(expected.total_time)} got ${short(r?.totalMinutes ?? null)}`,
  );
  const image = r?.image ?? (result.found ? null : result.fallback.image);
  check(
    'image',
    expected.image,
    image !== null && image.trim() === (expected.image ?? '').trim(),
    `expected ${short(expected.image)} got ${short(image)}`,
  );
  if (failures.length > 0)
    console.log(
      `${name}${r === null ? ' (no recipe found)' : ` [${r.source}]`}\n${failures.join('\n')}`,
    );
}

console.log(
  `\n${evaluated} pages in ${folder}${skipped > 0 ? ` (${skipped} .html without a .json ignored)` : ''}`,
);
const pct = (f: Field): string =>
  scored[f] === 0 ? 'n/a' : `${((100 * matched[f]) / scored[f]).toFixed(1)}%`;
for (const f of FIELDS)
  console.log(
    `  ${f.padEnd(13)} ${String(matched[f]).padStart(3)}/${String(scored[f]).padEnd(3)} ${pct(f)}`,
  );
const average = (sum: number, n: number): string =>
  n === 0 ? 'n/a' : `${((100 * sum) / n).toFixed(1)}%`;
const f1 = average(soft.ingredientF1, soft.ingredientPages);
const similarity = average(soft.stepSimilarity, soft.stepPages);
console.log(`  ingredient line F1          ${f1} (mean of ${soft.ingredientPages} pages)`);
console.log(`  instruction similarity      ${similarity} (mean of ${soft.stepPages} pages)`);
console.log(
  `${FIELDS.map((f) => `${f}=${pct(f)}`).join(' ')} ingredient_f1=${f1} instruction_similarity=${similarity}`,
);

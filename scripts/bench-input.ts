/**
 * `npm run bench:input`: how long the text guards take on adversarial input, and how long the
 * scraper's fetcher takes to give up on a slow-loris page. The tests check behaviour (no throw, the
 * right refusal); the times live here, as figures, not assertions.
 *
 * Each guard runs on inputs of n and 2n repetitions of a pattern that makes naive tag regexes rescan
 * to the end for every "<"; a ratio near 2 means linear time (a quadratic scan shows about 4).
 */
import {
  EMPTY_KITCHEN,
  addIngredients,
  containsUnsafeContent,
  parseStoredKitchen,
  sanitizeEventDetails,
  sanitizeForStorage,
  stripHtml,
  validateInput,
} from '../domain/index.ts';
import { LOOPBACK_TEST_SETTING, safeFetchPage } from '../packages/safe-fetch/safe-fetch.ts';
import { startPageServer } from '../tests/integration/helpers/scrape-pages.ts';

/** Pattern and how many repetitions make the smaller input (each about 100,000 characters). */
const PATTERNS: [string, string, number][] = [
  ['lone "<" with spaces', '< ', 50_000],
  ['unclosed tag openers', '<a', 50_000],
  ['unclosed script openers', '<script', 15_000],
  ['unclosed comments', '<!--', 25_000],
  ['handler-like words', ' onx', 25_000],
  ['entity fragments', '&#x6a;', 17_000],
];

const GUARDS: [string, (value: string) => unknown][] = [
  ['stripHtml', (v) => stripHtml(v)],
  ['containsUnsafeContent', (v) => containsUnsafeContent(v)],
  ['sanitizeForStorage', (v) => sanitizeForStorage(v)],
  ['validateInput', (v) => validateInput(v, { maxLength: Number.MAX_SAFE_INTEGER })],
  ['parseStoredKitchen', (v) => parseStoredKitchen([v])],
  ['addIngredients', (v) => addIngredients(EMPTY_KITCHEN, v)],
  ['sanitizeEventDetails', (v) => sanitizeEventDetails({ v })],
];

/** Median wall time of `runs` calls, in ms. */
function medianMs(fn: () => unknown, runs = 5): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] ?? Number.NaN;
}

function benchGuards(): void {
  console.log('Text guards on adversarial input (median of 5 runs)');
  console.log('guard                  | input                    |   n ms |  2n ms | ratio');
  let worst = 0;
  for (const [name, guard] of GUARDS) {
    for (const [label, pattern, reps] of PATTERNS) {
      const small = pattern.repeat(reps);
      const large = pattern.repeat(reps * 2);
      const a = medianMs(() => guard(small));
      const b = medianMs(() => guard(large));
      const ratio = b / Math.max(a, 0.01);
      worst = Math.max(worst, b);
      console.log(
        `${name.padEnd(22)} | ${label.padEnd(24)} | ${a.toFixed(1).padStart(6)} | ${b.toFixed(1).padStart(6)} | ${ratio.toFixed(1)}`,
      );
    }
  }
  console.log(
    `slowest single call on ~200,000 characters: ${worst.toFixed(1)} ms (budget: 1,500 ms)`,
  );
}

async function benchSlowLoris(): Promise<void> {
  // The page server is on loopback, which the fetcher refuses outside tests; this process is one.
  process.env[LOOPBACK_TEST_SETTING] = '1';
  process.env.NODE_ENV = 'test';
  const pages = await startPageServer();
  try {
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const start = performance.now();
      const result = await safeFetchPage(`${pages.origin}/slow`, {
        allowLoopback: true,
        timeoutMs: 1_000,
      });
      times.push(performance.now() - start);
      if (result.ok || result.error.code !== 'timeout')
        throw new Error('the slow-loris page was not refused by the deadline');
    }
    times.sort((a, b) => a - b);
    console.log(
      `\nslow-loris page, 1 s deadline: refused after ${times.map((t) => `${Math.round(t)} ms`).join(', ')} (budget: 3,000 ms)`,
    );
  } finally {
    await pages.close();
  }
}

benchGuards();
await benchSlowLoris();

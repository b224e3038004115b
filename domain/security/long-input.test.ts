import { describe, expect, it } from 'vitest';
import { addIngredients } from '../kitchen/add-ingredients.ts';
import { parseStoredKitchen } from '../kitchen/stored-kitchen.ts';
import { EMPTY_KITCHEN } from '../kitchen/types.ts';
import { validateInput } from '../validation/validate-input.ts';
import { sanitizeEventDetails } from './event-details.ts';
import { sanitizeForStorage } from './sanitize-storage.ts';
import { stripHtml } from './strip-html.ts';
import { containsUnsafeContent } from './unsafe-content.ts';

/** Inputs that make naive tag regexes rescan to the end for every "<" (quadratic time). */
const ADVERSARIAL: [string, string][] = [
  ['lone "<" with spaces', '< '.repeat(50_000)],
  ['unclosed tag openers', '<a'.repeat(50_000)],
  ['unclosed script openers', '<script'.repeat(20_000)],
  ['unclosed comments', '<!--'.repeat(30_000)],
  ['handler-like words', ' onx'.repeat(30_000)],
  ['one tag full of handler-like words', `<a ${' onab'.repeat(30_000)}`],
  ['spaces inside a keyword', `java${' '.repeat(100_000)}script:`],
  ['entity fragments', '&#x6a;'.repeat(20_000)],
];

const OPERATIONS: [string, (value: string) => unknown][] = [
  ['stripHtml', (v) => stripHtml(v)],
  ['containsUnsafeContent', (v) => containsUnsafeContent(v)],
  ['sanitizeForStorage', (v) => sanitizeForStorage(v)],
  [
    'validateInput without a length limit',
    (v) => validateInput(v, { maxLength: Number.MAX_SAFE_INTEGER }),
  ],
  ['parseStoredKitchen', (v) => parseStoredKitchen([v])],
  ['addIngredients', (v) => addIngredients(EMPTY_KITCHEN, v)],
  ['sanitizeEventDetails', (v) => sanitizeEventDetails({ v })],
];

/**
 * Quadratic rescanning on these inputs takes minutes, so the test timeout catches it; how long each
 * operation takes (and that doubling the input doubles the time) is printed by `npm run bench:input`.
 */
describe('long adversarial input', () => {
  it.each(
    ADVERSARIAL.flatMap(([label, value]) =>
      OPERATIONS.map(([name, op]) => [name, label, value, op] as const),
    ),
  )('%s handles %s (≥ 100,000 characters)', (_name, _label, value, op) => {
    expect(() => op(value)).not.toThrow();
  });
});

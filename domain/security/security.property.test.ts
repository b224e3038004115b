import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateEmail } from '../validation/email.ts';
import { validateInput } from '../validation/validate-input.ts';
import { sanitizeEventDetails } from './event-details.ts';
import { sanitizeForStorage } from './sanitize-storage.ts';
import { stripHtml } from './strip-html.ts';
import { containsUnsafeContent } from './unsafe-content.ts';

/** Strings biased towards markup: fragments of tags, handlers and protocols mixed with noise. */
const htmlish = fc
  .array(
    fc.oneof(
      fc.string(),
      fc.constantFrom(
        '<',
        '>',
        '/',
        '<script',
        '</script>',
        '<script>',
        'script',
        '<b>',
        '</b>',
        '<p ',
        'onerror=',
        ' on',
        'load=',
        'javascript:',
        '&#115;',
        '<!--',
        '-->',
        '<style>',
        '"',
        "'",
        '\u0000',
        '<<',
        'scr',
        'ipt',
        '<br/>',
        '<img src=x ',
      ),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  htmlish,
);

describe('sanitiser and validator properties', () => {
  it('stripHtml never throws and never leaves "<script"', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (value, allowBasicHtml) => {
        const out = stripHtml(value, { allowBasicHtml });
        expect(out.toLowerCase()).not.toContain('<script');
        expect(stripHtml(out, { allowBasicHtml })).toBe(out);
      }),
      { numRuns: 2000 },
    );
  });

  it('stripHtml output without basic HTML contains no tag opener at all', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        expect(/<[A-Za-z!/?]/.test(stripHtml(value))).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('validateInput never throws and accepted values are trimmed, short and safe', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (value, allowBasicHtml) => {
        const result = validateInput(value, { allowBasicHtml });
        if (result.ok) {
          expect(result.value).toBe(result.value.trim());
          expect(result.value.toLowerCase()).not.toContain('<script');
          expect(containsUnsafeContent(result.value)).toBe(false);
        } else {
          expect(result.error.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('sanitizeForStorage never throws, is stable, and leaves nothing unsafe', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const first = sanitizeForStorage(value);
        expect(containsUnsafeContent(first.value)).toBe(false);
        expect(first.changed).toBe(first.value !== value);
        expect(sanitizeForStorage(first.value)).toEqual({ value: first.value, changed: false });
      }),
      { numRuns: 1000 },
    );
  });

  it('validateEmail never throws', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.emailAddress()), (value) => {
        const result = validateEmail(value);
        if (result.ok) expect(result.value).toBe(result.value.trim().toLowerCase());
      }),
      { numRuns: 500 },
    );
  });

  it('accepts generated email addresses that fit the length limit', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (value) => {
        const [local = '', domain = ''] = value.split('@');
        fc.pre(
          value.length <= 254 &&
            local.length <= 64 &&
            /\.[A-Za-z]{2,}$/.test(domain) &&
            !/\.\./.test(local),
        );
        expect(validateEmail(value).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('sanitizeEventDetails never throws and returns JSON-safe data', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withDate: true,
          withMap: true,
          withSet: true,
          withNullPrototype: true,
        }),
        (value) => {
          const out = sanitizeEventDetails(value);
          expect(() => JSON.stringify(out)).not.toThrow();
          expect(JSON.stringify(out).toLowerCase()).not.toContain('<script');
        },
      ),
      { numRuns: 500 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIngredientKey } from '../ingredients/canonical.ts';
import { gs1CheckDigit, validateBarcode, withCheckDigit } from './barcode.ts';
import { PRODUCTS_BY_GTIN, SAMPLE_PRODUCT_ROWS, lookupBarcode } from './lookup-barcode.ts';

describe('validateBarcode', () => {
  const rows: { name: string; input: string; ok: boolean; problem?: string }[] = [
    { name: 'accepts a UPC-A with a correct check digit', input: '036000291452', ok: true },
    { name: 'accepts an EAN-13 with a correct check digit', input: '4006381333931', ok: true },
    { name: 'accepts an EAN-8', input: '96385074', ok: true },
    { name: 'accepts a GTIN-14', input: '10012345678902', ok: true },
    {
      name: 'ignores surrounding whitespace and inner spaces or hyphens',
      input: ' 4006381-333931 ',
      ok: true,
    },
    {
      name: 'refuses a barcode with letters',
      input: '03600029145X',
      ok: false,
      problem: 'not-digits',
    },
    {
      name: 'refuses non-Latin digits and text',
      input: '٠٣٦٠٠٠٢٩١٤٥٢',
      ok: false,
      problem: 'not-digits',
    },
    { name: 'refuses an empty code', input: '   ', ok: false, problem: 'empty' },
    { name: 'refuses a wrong length', input: '12345', ok: false, problem: 'wrong-length' },
    {
      name: 'refuses a wrong check digit',
      input: '036000291453',
      ok: false,
      problem: 'bad-check-digit',
    },
    {
      name: 'refuses an absurdly long code',
      input: '1'.repeat(500),
      ok: false,
      problem: 'not-digits',
    },
  ];
  it.each(rows)('$name', ({ input, ok, problem }) => {
    const result = validateBarcode(input);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.problem).toBe(problem);
  });

  it('computes GS1 check digits', () => {
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(withCheckDigit('9638507')).toBe('96385074');
  });

  it('accepts any body with its computed check digit and rejects every other last digit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(7, 11, 12, 13),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 13, maxLength: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (len, digits, shift) => {
          const body = digits.slice(0, len);
          const code = withCheckDigit(body);
          expect(validateBarcode(code).ok).toBe(true);
          const wrong = `${body}${(gs1CheckDigit(body) + shift) % 10}`;
          expect(validateBarcode(wrong).ok).toBe(false);
        },
      ),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string({ maxLength: 100 }), (s) => void validateBarcode(s)));
  });
});

describe('the sample product catalogue', () => {
  it('has a few hundred products, each with a valid, unique code and a known ingredient key', () => {
    expect(SAMPLE_PRODUCT_ROWS.length).toBeGreaterThanOrEqual(300);
    expect(PRODUCTS_BY_GTIN.size).toBe(SAMPLE_PRODUCT_ROWS.length);
    for (const [code, name, key] of SAMPLE_PRODUCT_ROWS) {
      expect(validateBarcode(code).ok, code).toBe(true);
      expect([12, 13]).toContain(code.length);
      expect(name.trim()).not.toBe('');
      expect(isIngredientKey(key), key).toBe(true);
    }
  });

  it('keeps its codes in restricted-circulation ranges no retail product uses', () => {
    for (const [code] of SAMPLE_PRODUCT_ROWS)
      expect(code.length === 12 ? code[0] : code.slice(0, 2)).toMatch(/^(4|20)$/);
  });
});

describe('lookupBarcode', () => {
  const [first] = SAMPLE_PRODUCT_ROWS;
  it('finds a product and its ingredient', () => {
    expect(lookupBarcode('427337000013')).toMatchObject({
      status: 'found',
      product: { name: 'Whole Milk 1 L', key: 'milk' },
    });
  });
  it('finds a UPC-A written as EAN-13 with a leading zero', () => {
    expect(lookupBarcode(`0${first?.[0] ?? ''}`).status).toBe('found');
  });
  it('reports a valid code that is not in the table as unknown', () => {
    expect(lookupBarcode('036000291452')).toEqual({ status: 'unknown', code: '036000291452' });
  });
  it('reports a barcode with letters as invalid', () => {
    expect(lookupBarcode('4273370000AB')).toMatchObject({
      status: 'invalid',
      problem: 'not-digits',
    });
  });
});

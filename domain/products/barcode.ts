/** GTIN lengths Larder accepts: EAN-8, UPC-A (12), EAN-13, GTIN-14. */
export const BARCODE_LENGTHS: readonly number[] = [8, 12, 13, 14];

/** Longest text a barcode field is read from before it is refused outright. */
const MAX_BARCODE_INPUT = 64;

export type BarcodeProblem = 'empty' | 'not-digits' | 'wrong-length' | 'bad-check-digit';

export type BarcodeCheck =
  | {
      readonly ok: true;
      readonly code: string;
      /** The code as a 14-digit GTIN, for lookups. */ readonly gtin14: string;
    }
  | {
      readonly ok: false;
      readonly code: string;
      readonly problem: BarcodeProblem;
      readonly message: string;
    };

const MESSAGES: Readonly<Record<BarcodeProblem, string>> = {
  empty: 'Barcode is empty',
  'not-digits': 'Barcode must contain digits only',
  'wrong-length': 'Barcode must have 8, 12, 13 or 14 digits',
  'bad-check-digit': 'Barcode check digit does not match',
};

/** The GS1 check digit for a code body (all digits but the last): weights 3,1,3,… from the right. */
export function gs1CheckDigit(body: string): number {
  let total = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    total += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (total % 10)) % 10;
}

/** Appends the check digit to a body of 7, 11, 12 or 13 digits. */
export function withCheckDigit(body: string): string {
  return `${body}${gs1CheckDigit(body)}`;
}

/**
 * Checks a scanned or typed code: surrounding whitespace and inner spaces or hyphens are ignored,
 * then it must be 8, 12, 13 or 14 digits with a correct GS1 check digit. Letters make it invalid.
 */
export function validateBarcode(input: string): BarcodeCheck {
  const raw = typeof input === 'string' ? input.slice(0, MAX_BARCODE_INPUT) : '';
  const code = raw.trim().replace(/[\s-]+/g, '');
  const fail = (problem: BarcodeProblem): BarcodeCheck => ({
    ok: false,
    code: raw.trim(),
    problem,
    message: MESSAGES[problem],
  });
  if (code === '') return fail('empty');
  if (!/^[0-9]+$/.test(code) || input.length > MAX_BARCODE_INPUT) return fail('not-digits');
  if (!BARCODE_LENGTHS.includes(code.length)) return fail('wrong-length');
  if (gs1CheckDigit(code.slice(0, -1)) !== Number(code.slice(-1))) return fail('bad-check-digit');
  return { ok: true, code, gtin14: code.padStart(14, '0') };
}

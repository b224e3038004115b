import type { IngredientKey } from '../ingredients/canonical-types.ts';
import { validateBarcode, type BarcodeProblem } from './barcode.ts';
import { SAMPLE_ROWS_A } from './sample-rows-a.ts';
import { SAMPLE_ROWS_B } from './sample-rows-b.ts';
import type { ProductRow } from './types.ts';

/**
 * Larder's own sample product catalogue: a few hundred common groceries with codes in GS1
 * restricted-circulation ranges (UPC-A number system 4, EAN-13 prefix 20), which no retail product
 * carries. These are NOT real products' codes; a deployment can load its own catalogue in this shape.
 */
export const SAMPLE_PRODUCT_ROWS: readonly ProductRow[] = [...SAMPLE_ROWS_A, ...SAMPLE_ROWS_B];

export interface Product {
  /** The code as listed (12 or 13 digits). */
  readonly code: string;
  readonly name: string;
  readonly key: IngredientKey;
}

export type BarcodeLookup =
  | { readonly status: 'found'; readonly code: string; readonly product: Product }
  | { readonly status: 'unknown'; readonly code: string }
  | {
      readonly status: 'invalid';
      readonly code: string;
      readonly problem: BarcodeProblem;
      readonly message: string;
    };

/** Products by 14-digit GTIN, so a UPC-A and its EAN-13 form (leading 0) find the same product. */
export const PRODUCTS_BY_GTIN: ReadonlyMap<string, Product> = new Map(
  SAMPLE_PRODUCT_ROWS.map(([code, name, key]) => [
    code.padStart(14, '0'),
    { code, name, key: key as IngredientKey },
  ]),
);

/** Looks a code up in the product table: found (with its ingredient), unknown, or invalid and why. */
export function lookupBarcode(
  input: string,
  products: ReadonlyMap<string, Product> = PRODUCTS_BY_GTIN,
): BarcodeLookup {
  const check = validateBarcode(input);
  if (!check.ok)
    return { status: 'invalid', code: check.code, problem: check.problem, message: check.message };
  const product = products.get(check.gtin14);
  return product
    ? { status: 'found', code: check.code, product }
    : { status: 'unknown', code: check.code };
}

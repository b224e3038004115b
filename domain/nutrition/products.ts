import {
  PRODUCTS_BY_GTIN,
  lookupBarcode,
  type BarcodeLookup,
  type Product,
} from '../products/lookup-barcode.ts';
import { NUTRIENTS } from './compute.ts';
import { foodEntryByGrams, foodEntryByMeasure, type DiaryEntry, type EntryDraft } from './diary.ts';
import { emptyNutrients, type NutrientValues } from './food-nutrients.ts';
import type { FoodMeasure } from './foods.ts';

/**
 * A product of the product table as the diary logs it. The table gives a product's name and the
 * ingredient it is; the ingredient's USDA SR26 row gives energy, protein, fat, carbohydrate, fibre,
 * sugars and sodium per 100 g. Every other nutrient is unknown (null), so a day's totals say
 * "at least" for it and name the product — never a silent zero.
 */
export interface LoggableProduct {
  readonly code: string;
  readonly name: string;
  readonly per100g: NutrientValues;
  /** The whole pack (when its name gives its weight or volume) and the ingredient's household measures. */
  readonly measures: readonly FoodMeasure[];
  /** The SR26 food the figures come from, or null when the product's ingredient has none. */
  readonly source: string | null;
}

const CUP_ML = 236.588;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The whole pack, from the product's name: "Salted Butter 250 g" → 250 g; "Whole Milk 1 L" → 1000 ml
 * weighed with the ingredient's density; "Free-Range Eggs 6 Pack" → 6 pieces. Null when the name
 * does not say or the amount cannot be weighed.
 */
function packMeasure(name: string, weights: Readonly<Record<string, number>>): FoodMeasure | null {
  const count = /(\d+)\s*pack$/i.exec(name.trim());
  if (count) {
    const n = Number(count[1]);
    const piece = weights.piece;
    return piece !== undefined && n > 0
      ? { label: `1 pack of ${n}`, grams: round1(n * piece) }
      : null;
  }
  const m = /(\d+(?:[.,]\d+)?)\s*(g|kg|ml|l)$/i.exec(name.trim());
  if (!m) return null;
  const n = Number((m[1] ?? '').replace(',', '.'));
  const unit = (m[2] ?? '').toLowerCase();
  if (!(n > 0)) return null;
  const label = `1 pack, ${m[1] ?? ''} ${unit === 'l' ? 'L' : unit}`;
  if (unit === 'g') return { label, grams: n };
  if (unit === 'kg') return { label, grams: n * 1000 };
  const cup = weights.cup;
  if (cup === undefined) return null;
  return { label, grams: round1(n * (unit === 'l' ? 1000 : 1) * (cup / CUP_ML)) };
}

/** Household measures first by how a product is eaten: a piece, a slice, then spoons and cups. */
const MEASURE_ORDER = ['piece', 'slice', 'stick', 'can', 'tbsp', 'tsp', 'cup'];
const measureRank = (unit: string) => {
  const i = MEASURE_ORDER.indexOf(unit);
  return i === -1 ? MEASURE_ORDER.length : i;
};

/** The diary's view of a product: its nutrients per 100 g and the measures it can be logged by. */
export function loggableProduct(product: Product): LoggableProduct {
  const row = NUTRIENTS.get(product.key);
  const per100g = emptyNutrients();
  if (!row) return { code: product.code, name: product.name, per100g, measures: [], source: null };
  per100g.kcal = row.kcal;
  per100g.protein = row.protein;
  per100g.fat = row.fat;
  per100g.carbs = row.carbs;
  per100g.fibre = row.fibre;
  per100g.sugar = row.sugar;
  per100g.sodium = row.sodium;
  const pack = packMeasure(product.name, row.weights);
  const household = Object.entries(row.weights)
    .filter(([, grams]) => grams > 0)
    .sort(([a], [b]) => measureRank(a) - measureRank(b))
    .map(([unit, grams]): FoodMeasure => ({ label: `1 ${unit}`, grams }));
  return {
    code: product.code,
    name: product.name,
    per100g,
    measures: pack ? [pack, ...household] : household,
    source: row.source,
  };
}

/** The product with this code (as found by lookupBarcode), or null. */
export function productByCode(code: string): LoggableProduct | null {
  const found = lookupBarcode(code);
  return found.status === 'found' ? loggableProduct(found.product) : null;
}

/** Makes an SR26-style entry a product entry: it keeps the product's code, not an SR26 food. */
const asProduct = (entry: DiaryEntry, product: LoggableProduct): DiaryEntry => ({
  ...entry,
  kind: 'product',
  foodNdb: null,
  productCode: product.code,
});

/** An entry for `grams` of a product. */
export function productEntryByGrams(
  draft: EntryDraft,
  product: LoggableProduct,
  grams: number,
  id: string,
  createdAt: string,
): DiaryEntry {
  const food = { ndb: '', name: product.name, per100g: product.per100g };
  return asProduct(foodEntryByGrams(draft, food, grams, id, createdAt), product);
}

/** An entry for `count` of one of a product's measures (its pack, "1 cup", "1 slice"). */
export function productEntryByMeasure(
  draft: EntryDraft,
  product: LoggableProduct,
  measure: FoodMeasure,
  count: number,
  id: string,
  createdAt: string,
): DiaryEntry {
  const food = { ndb: '', name: product.name, per100g: product.per100g };
  return asProduct(foodEntryByMeasure(draft, food, measure, count, id, createdAt), product);
}

/** What the product search found for what was typed. */
export type ProductSearch =
  | { readonly kind: 'empty' }
  | { readonly kind: 'names'; readonly products: readonly LoggableProduct[] }
  /** Only digits, fewer than a barcode has: keep typing. */
  | { readonly kind: 'partial-code'; readonly digits: string }
  | {
      readonly kind: 'code';
      readonly lookup: BarcodeLookup;
      readonly product: LoggableProduct | null;
    };

const MIN_CODE_DIGITS = 8;

/** Lower-case words of a name ("Free-Range Eggs" → free, range, eggs). */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Finds products by name (every word of the query starts a word of the name) or by barcode: typed or pasted
 * digits (spaces and hyphens ignored) are looked up in the product table once there are enough of
 * them for a barcode; a UPC-A and its EAN-13 form find the same product.
 */
export function findProducts(
  query: string,
  limit = 30,
  products: ReadonlyMap<string, Product> = PRODUCTS_BY_GTIN,
): ProductSearch {
  const text = typeof query === 'string' ? query.slice(0, 200).trim() : '';
  if (text === '') return { kind: 'empty' };
  const digits = text.replace(/[\s-]+/g, '');
  if (/^[0-9]+$/.test(digits)) {
    if (digits.length < MIN_CODE_DIGITS) return { kind: 'partial-code', digits };
    const lookup = lookupBarcode(digits, products);
    return {
      kind: 'code',
      lookup,
      product: lookup.status === 'found' ? loggableProduct(lookup.product) : null,
    };
  }
  const words = wordsOf(text);
  if (words.length === 0) return { kind: 'names', products: [] };
  const found: LoggableProduct[] = [];
  for (const product of products.values()) {
    const name = wordsOf(product.name);
    if (words.every((w) => name.some((n) => n.startsWith(w)))) found.push(loggableProduct(product));
    if (found.length >= limit) break;
  }
  return { kind: 'names', products: found };
}

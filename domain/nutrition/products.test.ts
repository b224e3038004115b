import { describe, expect, it } from 'vitest';
import { SAMPLE_PRODUCT_ROWS, lookupBarcode } from '../products/lookup-barcode.ts';
import { diaryTotals, formatTotal, parseDiaryEntry } from './diary.ts';
import {
  findProducts,
  loggableProduct,
  productByCode,
  productEntryByGrams,
  productEntryByMeasure,
} from './products.ts';

const WHOLE_MILK = '427337000013';
const BUTTER = '427337000051';
const day = { date: '2026-11-25', meal: 'breakfast' as const };
const at = '2026-11-25T08:00:00.000Z';
const ID = '11111111-1111-4111-8111-111111111111';

const product = (code: string) => {
  const p = productByCode(code);
  if (!p) throw new Error(`no product ${code}`);
  return p;
};

describe('a barcode product as the diary logs it', () => {
  it('takes energy and macros per 100 g from its ingredient’s SR26 row; other nutrients unknown', () => {
    const milk = product(WHOLE_MILK);
    expect(milk).toMatchObject({ code: WHOLE_MILK, name: 'Whole Milk 1 L' });
    expect(milk.source).toMatch(/^Milk, whole/);
    expect(milk.per100g).toMatchObject({ kcal: 61, protein: 3.15, fat: 3.25, sodium: 43 });
    expect(milk.per100g.calcium).toBeNull();
    expect(milk.per100g.vitaminD).toBeNull();
  });

  it.each([
    ['a pack weighed in g', BUTTER, '1 pack, 250 g', 250],
    [
      'a pack in litres, weighed by the ingredient’s density (1 cup = 244 g)',
      WHOLE_MILK,
      '1 pack, 1 L',
      1031.3,
    ],
    ['a household measure of its ingredient', BUTTER, '1 tbsp', 14.2],
    ['a pack of pieces', '427337000358', '1 pack of 6', 300],
    ['a piece (one egg)', '427337000358', '1 piece', 50],
  ])('is measured by %s', (_what, code, label, grams) => {
    expect(product(code).measures).toContainEqual({ label, grams });
  });

  it('logs by grams and by its serving, keeping its code and not an SR26 food', () => {
    const butter = product(BUTTER);
    const byGrams = productEntryByGrams(day, butter, 10, ID, at);
    expect(byGrams).toMatchObject({
      kind: 'product',
      productCode: BUTTER,
      foodNdb: null,
      name: 'Salted Butter 250 g',
      grams: 10,
      amountLabel: '10 g',
    });
    expect(byGrams.nutrients.kcal).toBeCloseTo(71.7, 3);
    const tbsp = butter.measures.find((m) => m.label === '1 tbsp');
    if (!tbsp) throw new Error('no tbsp');
    const bySpoon = productEntryByMeasure(day, butter, tbsp, 2, ID, at);
    expect(bySpoon).toMatchObject({ grams: 28.4, servings: 2, amountLabel: '2 × 1 tbsp (28.4 g)' });
    expect(bySpoon.nutrients.fat).toBeCloseTo((81.11 * 28.4) / 100, 3);
  });

  it('makes a day’s totals "at least" for what the product does not give, naming it — never a silent zero', () => {
    const milk = productEntryByGrams(day, product(WHOLE_MILK), 250, ID, at);
    const totals = diaryTotals([milk]);
    expect(totals.kcal).toEqual({ value: 152.5, complete: true, missingFrom: [] });
    expect(totals.calcium).toEqual({ value: 0, complete: false, missingFrom: ['Whole Milk 1 L'] });
    expect(formatTotal(totals.calcium)).toBe('at least 0');
  });

  it('is kept on the device and read back with its code', () => {
    const entry = productEntryByGrams(day, product(BUTTER), 10, ID, at);
    expect(parseDiaryEntry(JSON.parse(JSON.stringify(entry)))).toEqual(entry);
    expect(parseDiaryEntry({ ...entry, productCode: '12ab' })?.productCode).toBeNull();
    const { productCode: _code, ...older } = entry;
    expect(parseDiaryEntry({ ...older, kind: 'food' })?.productCode).toBeNull();
  });

  it('every product of the table is loggable with its energy known', () => {
    for (const [code] of SAMPLE_PRODUCT_ROWS)
      expect(product(code).per100g.kcal, code).not.toBeNull();
  });

  it('lists a piece before spoons and cups', () => {
    expect(product('427337000358').measures.map((m) => m.label)).toEqual([
      '1 pack of 6',
      '1 piece',
      '1 tbsp',
      '1 tsp',
      '1 cup',
    ]);
  });

  it('a product whose ingredient has no nutrient row is loggable with every nutrient unknown', () => {
    const found = lookupBarcode(BUTTER);
    if (found.status !== 'found') throw new Error('butter');
    const odd = loggableProduct({ ...found.product, key: 'no-such-key' as never });
    expect(odd.source).toBeNull();
    expect(Object.values(odd.per100g).every((v) => v === null)).toBe(true);
    const totals = diaryTotals([productEntryByGrams(day, odd, 100, ID, at)]);
    expect(totals.kcal.complete).toBe(false);
  });
});

describe('finding a product', () => {
  it.each([
    ['by every word of its name', 'whole milk', ['Whole Milk 1 L']],
    ['by name, any case, by the start of its words', 'SALTED BUT', ['Salted Butter 250 g']],
    ['by the words of a hyphenated name', 'range eggs 12', ['Free-Range Eggs 12 Pack']],
  ])('%s', (_how, query, names) => {
    const found = findProducts(query);
    expect(found.kind).toBe('names');
    if (found.kind === 'names') expect(found.products.map((p) => p.name)).toEqual(names);
  });

  it.each([
    ['typed digits', WHOLE_MILK],
    ['pasted with spaces and hyphens', ' 4 273370-00013 '],
    ['a UPC-A written as EAN-13 (leading 0)', `0${WHOLE_MILK}`],
  ])('by barcode: %s', (_how, query) => {
    const found = findProducts(query);
    expect(found).toMatchObject({
      kind: 'code',
      lookup: { status: 'found' },
      product: { code: WHOLE_MILK },
    });
  });

  it.each([
    ['nothing typed', '   ', { kind: 'empty' }],
    ['too few digits for a barcode', '4273', { kind: 'partial-code', digits: '4273' }],
    [
      'a valid code not in the table',
      '036000291452',
      { kind: 'code', lookup: { status: 'unknown' }, product: null },
    ],
    [
      'a wrong check digit',
      '427337000014',
      {
        kind: 'code',
        lookup: { status: 'invalid', message: 'Barcode check digit does not match' },
      },
    ],
    ['a name nothing has', 'unobtainium', { kind: 'names', products: [] }],
    ['only punctuation', '%%%', { kind: 'names', products: [] }],
  ])('says so for %s', (_what, query, expected) => {
    expect(findProducts(query)).toMatchObject(expected);
  });

  it('stops at the limit', () => {
    const found = findProducts('s', 5);
    expect(found.kind === 'names' && found.products.length).toBe(5);
  });
});

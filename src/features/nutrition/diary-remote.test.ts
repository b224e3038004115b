import { describe, expect, it } from 'vitest';
import {
  emptyNutrients,
  foodEntryByMeasure,
  productByCode,
  productEntryByGrams,
  quickEntry,
  type DiaryEntry,
} from '@domain';
import { diaryHasChanges, diffDiary, entryFromRow, rowFromEntry } from './diary-remote';

const milk = {
  ndb: '01077',
  name: 'Milk, whole, 3.25% milkfat, with added vitamin D',
  per100g: { ...emptyNutrients(), kcal: 61, protein: 3.15, calcium: 113, vitaminD: 1.3 },
};
const day = { date: '2026-11-24', meal: 'lunch' as const };
const at = '2026-11-24T12:00:00.000Z';
const a = foodEntryByMeasure(
  day,
  milk,
  { label: '1 cup', grams: 244 },
  2,
  '11111111-1111-4111-8111-111111111111',
  at,
);
const quick = quickEntry(day, { name: 'Cake', kcal: '300', protein: '', fat: '', carbs: '' });
if (!quick.ok) throw new Error('quick entry');
const b: DiaryEntry = quick.entry('22222222-2222-4222-8222-222222222222', at);
const butter = productByCode('427337000051');
if (!butter) throw new Error('product');
const p = productEntryByGrams(day, butter, 10, '44444444-4444-4444-8444-444444444444', at);

describe('nutrition_logs rows', () => {
  it.each([
    ['a food by measure', a],
    ['a quick entry', b],
    ['a barcode product', p],
  ])('round-trips %s, unknown nutrients as null', (_label, entry) => {
    const row = rowFromEntry(entry, 'user-1');
    expect(row).toMatchObject({
      id: entry.id,
      user_id: 'user-1',
      logged_on: '2026-11-24',
      meal_slot: 'lunch',
    });
    expect(entryFromRow(row)).toEqual(entry);
  });

  it('keeps a product’s barcode in product_code, with no SR26 food', () => {
    expect(rowFromEntry(p, 'user-1')).toMatchObject({
      entry_kind: 'product',
      product_code: '427337000051',
      food_ndb: null,
      calcium_mg: null,
    });
  });

  it('keeps a food row’s nutrients in their columns, with NULL (not 0) for the missing ones', () => {
    const row = rowFromEntry(a, 'user-1');
    expect(row).toMatchObject({
      calories: 297.68,
      calcium_mg: 551.44,
      fat_g: null,
      grams: 488,
      servings: 2,
    });
  });

  it('reads numeric columns sent as strings, and refuses an unreadable row', () => {
    const row = { ...rowFromEntry(a, 'user-1'), calories: '297.68', grams: '488' };
    expect(entryFromRow(row)?.nutrients.kcal).toBe(297.68);
    expect(entryFromRow({ ...row, meal_slot: 'elevenses' })).toBeNull();
    expect(entryFromRow({ ...row, logged_on: 'yesterday' })).toBeNull();
  });
});

describe('changes sent to the server', () => {
  it('finds additions, edits and removals by id', () => {
    const edited = { ...a, servings: 1 };
    const c = { ...b, id: '33333333-3333-4333-8333-333333333333' };
    expect(diffDiary([a, b], [edited, c])).toEqual({
      added: [c],
      changed: [edited],
      removed: [b.id],
    });
    expect(diaryHasChanges([a, b], [a, b])).toBe(false);
    expect(diaryHasChanges([a], [a, b])).toBe(true);
  });
});

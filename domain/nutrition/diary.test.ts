import { describe, expect, it } from 'vitest';
import { diaryCsv, csvCell } from './diary-csv.ts';
import {
  addDays,
  clampDiaryDate,
  copyEntries,
  diaryTotals,
  foodEntryByGrams,
  foodEntryByMeasure,
  formatTotal,
  parseAmount,
  parseStoredDiary,
  percentOfGoal,
  quickEntry,
  recipeEntry,
  type DiaryEntry,
} from './diary.ts';
import { emptyNutrients, type NutrientValues } from './food-nutrients.ts';
import { checkBodyFacts, dailyEnergy, goalsFromBody, mifflinStJeorBmr } from './goals.ts';

const per100 = (values: Partial<NutrientValues>): NutrientValues => ({
  ...emptyNutrients(),
  ...values,
});
const butter = {
  ndb: '01001',
  name: 'Butter, salted',
  per100g: per100({ kcal: 717, fat: 81.11, sodium: 643, calcium: 24 }),
};
const day = { date: '2026-11-24', meal: 'breakfast' as const };
let n = 0;
const id = () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`;
const at = '2026-11-24T08:00:00.000Z';

describe('nutrients per gram', () => {
  it.each([
    [100, 717, 81.11, 643],
    [10, 71.7, 8.111, 64.3],
    [14.2, 101.814, 11.518, 91.306],
    [250, 1792.5, 202.775, 1607.5],
  ])('%s g of butter: %s kcal, %s g fat, %s mg sodium', (grams, kcal, fat, sodium) => {
    const e = foodEntryByGrams(day, butter, grams, id(), at);
    expect(e.nutrients.kcal).toBeCloseTo(kcal, 3);
    expect(e.nutrients.fat).toBeCloseTo(fat, 3);
    expect(e.nutrients.sodium).toBeCloseTo(sodium, 3);
    expect(e.nutrients.vitaminD).toBeNull();
    expect(e.amountLabel).toBe(`${grams} g`);
  });
});

describe('nutrients per household measure', () => {
  it.each([
    [{ label: '1 tbsp', grams: 14.2 }, 1, 14.2, 101.814, '1 tbsp (14.2 g)'],
    [{ label: '1 tbsp', grams: 14.2 }, 2, 28.4, 203.628, '2 × 1 tbsp (28.4 g)'],
    [{ label: '1 cup', grams: 227 }, 0.5, 113.5, 813.795, '0.5 × 1 cup (113.5 g)'],
  ])('%o × %s = %s g, %s kcal', (measure, count, grams, kcal, label) => {
    const e = foodEntryByMeasure(day, butter, measure, count, id(), at);
    expect(e.grams).toBeCloseTo(grams, 5);
    expect(e.nutrients.kcal).toBeCloseTo(kcal, 3);
    expect(e.servings).toBe(count);
    expect(e.amountLabel).toBe(label);
  });
});

describe('recipe servings', () => {
  const perServing = {
    nutrients: per100({
      kcal: 420,
      protein: 18.5,
      fat: 12,
      carbs: 55,
      fibre: 6,
      sugar: 4,
      sodium: 610,
    }),
    incomplete: [],
  };
  it.each([
    [1, 420, 18.5],
    [2, 840, 37],
    [0.5, 210, 9.25],
    [1.5, 630, 27.75],
  ])('%s servings: %s kcal, %s g protein; micros unknown', (servings, kcal, protein) => {
    const e = recipeEntry(
      day,
      { name: 'Dal', kind: 'recipe', slug: 'dal', perServing },
      servings,
      id(),
      at,
    );
    expect(e.nutrients.kcal).toBe(kcal);
    expect(e.nutrients.protein).toBe(protein);
    expect(e.nutrients.iron).toBeNull();
    expect(e.recipeSlug).toBe('dal');
  });
});

describe('the "at least" rule', () => {
  const a = foodEntryByGrams(day, butter, 100, id(), at);
  const noEnergy = foodEntryByGrams(
    day,
    { ndb: '99999', name: 'Mystery', per100g: per100({ fat: 1 }) },
    100,
    id(),
    at,
  );
  const partial: DiaryEntry = { ...a, id: id(), name: 'Stew', incomplete: ['kcal'] };

  it.each([
    ['all known', [a], 717, true, []],
    ['one without a value', [a, noEnergy], 717, false, ['Mystery']],
    ['one lower bound', [a, partial], 1434, false, ['Stew']],
    ['nothing logged', [], 0, true, []],
    ['only unknown', [noEnergy], 0, false, ['Mystery']],
  ] as const)('%s', (_label, entries, value, complete, missing) => {
    const t = diaryTotals(entries).kcal;
    expect(t.value).toBe(value);
    expect(t.complete).toBe(complete);
    expect(t.missingFrom).toEqual(missing);
    expect(formatTotal(t)).toBe(
      complete ? value.toLocaleString('en-US') : `at least ${value.toLocaleString('en-US')}`,
    );
  });

  it('percent of goal, over 100 % allowed, none without a goal', () => {
    expect(percentOfGoal(1500, 2000)).toBe(75);
    expect(percentOfGoal(2600, 2000)).toBe(130);
    expect(percentOfGoal(10, null)).toBeNull();
    expect(percentOfGoal(10, 0)).toBeNull();
  });
});

describe('amounts typed by the user', () => {
  it.each([
    ['150', 150],
    [' 1.5 ', 1.5],
    ['1,5', 1.5],
    ['.5', 0.5],
  ])('reads %j as %s', (text, value) =>
    expect(parseAmount(text, 5000, 'g')).toEqual({ ok: true, value }),
  );

  it.each([
    ['', 'Enter an amount.'],
    ['abc', 'Enter a number, like 150 or 1.5.'],
    ['1e3', 'Enter a number, like 150 or 1.5.'],
    ['12g', 'Enter a number, like 150 or 1.5.'],
    ['-5', 'Enter an amount greater than zero.'],
    ['0', 'Enter an amount greater than zero.'],
    ['5001', 'That is more than 5000 g. Enter at most 5000.'],
    ['Infinity', 'Enter a number, like 150 or 1.5.'],
  ])('refuses %j: %s', (text, message) =>
    expect(parseAmount(text, 5000, 'g')).toEqual({ ok: false, message }),
  );

  it('quick entry needs calories; macros are optional and unknown when left empty', () => {
    expect(quickEntry(day, { name: '', kcal: '', protein: '', fat: '', carbs: '' })).toMatchObject({
      ok: false,
      field: 'kcal',
    });
    expect(
      quickEntry(day, { name: 'x', kcal: '200', protein: '-1', fat: '', carbs: '' }),
    ).toMatchObject({ ok: false, field: 'protein' });
    const ok = quickEntry(day, {
      name: ' Cafe latte ',
      kcal: '190',
      protein: '10',
      fat: '',
      carbs: '',
    });
    if (!ok.ok) throw new Error('expected ok');
    const e = ok.entry(id(), at);
    expect(e.name).toBe('Cafe latte');
    expect(e.nutrients.kcal).toBe(190);
    expect(e.nutrients.protein).toBe(10);
    expect(e.nutrients.fat).toBeNull();
  });
});

describe('days', () => {
  it.each([
    ['2026-11-24', 1, '2026-11-25'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-03-01', -1, '2028-02-29'],
  ])('%s + %s = %s', (d, k, out) => expect(addDays(d, k)).toBe(out));

  it.each([
    ['1850-01-01', '2000-01-01'],
    ['2030-01-01', '2027-11-25'],
    ['nonsense', '2026-11-24'],
    ['2026-02-30', '2026-11-24'],
    ['2026-06-01', '2026-06-01'],
  ])('clamps %s to %s', (d, out) => expect(clampDiaryDate(d, '2026-11-24')).toBe(out));

  it('copies a meal to another day with new ids', () => {
    const e = foodEntryByGrams(day, butter, 10, id(), at);
    const [copy] = copyEntries([e], '2026-11-25', id, at, 'lunch');
    expect(copy).toMatchObject({ date: '2026-11-25', meal: 'lunch', name: e.name, grams: 10 });
    expect(copy?.id).not.toBe(e.id);
  });
});

describe('stored diaries', () => {
  it('ignores a diary that is not one, and drops unreadable entries', () => {
    expect(parseStoredDiary('garbage').state.entries).toEqual([]);
    expect(parseStoredDiary({ entries: 5 }).warnings).toHaveLength(1);
    const good = foodEntryByGrams(day, butter, 10, id(), at);
    const { state, warnings } = parseStoredDiary({
      entries: [good, { ...good, id: 'x' }, { ...good, id: id(), grams: -3 }],
    });
    expect(state.entries).toEqual([good]);
    expect(warnings).toEqual(['2 unreadable diary entries were ignored']);
  });

  it.each([
    ['far in the past', '1899-12-31', false],
    ['the first day the database keeps', '1900-01-01', true],
    ['the last day the database keeps', '2200-12-31', true],
    ['far in the future', '2201-01-01', false],
    ['year 9999', '9999-12-31', false],
  ])('a stored entry dated %s (%s) is kept: %s', (_what, date, kept) => {
    const good = foodEntryByGrams({ ...day, date }, butter, 10, id(), at);
    expect(parseStoredDiary({ entries: [good] }).state.entries).toHaveLength(kept ? 1 : 0);
  });
});

describe('Mifflin–St Jeor, against hand-worked values', () => {
  it.each([
    // 10×80 + 6.25×180 − 5×30 + 5 = 1780; × 1.2 = 2136
    ['male', 30, 180, 80, 'sedentary', 1780, 2136],
    // 10×60 + 6.25×165 − 5×25 − 161 = 1345.25; × 1.55 = 2085.14
    ['female', 25, 165, 60, 'moderate', 1345.25, 2085],
    // 10×95 + 6.25×175 − 5×50 + 5 = 1798.75; × 1.725 = 3102.84
    ['male', 50, 175, 95, 'active', 1798.75, 3103],
    // 10×52 + 6.25×158 − 5×70 − 161 = 996.5; × 1.375 = 1370.19
    ['female', 70, 158, 52, 'light', 996.5, 1370],
  ] as const)(
    '%s, %s y, %s cm, %s kg, %s: BMR %s, daily %s kcal',
    (sex, age, heightCm, weightKg, activity, bmr, daily) => {
      expect(mifflinStJeorBmr({ sex, age, heightCm, weightKg })).toBeCloseTo(bmr, 6);
      expect(dailyEnergy({ sex, age, heightCm, weightKg, activity })).toBe(daily);
    },
  );

  it('derives macros from the energy (20/30/50 %)', () => {
    const g = goalsFromBody({
      sex: 'male',
      age: 30,
      heightCm: 180,
      weightKg: 80,
      activity: 'sedentary',
    });
    expect(g).toMatchObject({
      kcal: 2136,
      protein: 107,
      fat: 71,
      carbs: 267,
      fibre: 30,
      calcium: 1300,
    });
  });

  it('refuses body facts outside its range', () => {
    expect(checkBodyFacts({ age: 10, heightCm: 170, weightKg: 70 })).toEqual({
      age: 'Age must be between 18 and 100 years.',
    });
    expect(checkBodyFacts({ age: 30, heightCm: Number.NaN, weightKg: 900 })).toEqual({
      heightCm: 'Height: enter a number.',
      weightKg: 'Weight must be between 35 and 300 kg.',
    });
  });
});

describe('CSV export', () => {
  it('writes entries, day totals with incomplete nutrients, and goals', () => {
    const a = foodEntryByGrams(day, butter, 10, '00000000-0000-4000-8000-00000000aaaa', at);
    const b = quickEntry(
      { ...day, meal: 'snack' },
      { name: 'Cookie, "homemade"', kcal: '120', protein: '', fat: '', carbs: '' },
    );
    if (!b.ok) throw new Error('expected ok');
    const other = foodEntryByGrams({ date: '2026-12-01', meal: 'lunch' }, butter, 5, id(), at);
    const csv = diaryCsv([b.entry(id(), at), a, other], '2026-11-24', '2026-11-30', null);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Meal,Item,Amount,Grams,Energy (kcal),Protein (g),Fat (g),Carbohydrate (g),Fibre (g),Sugars (g),Sodium (mg),Calcium (mg),Iron (mg),Magnesium (mg),Potassium (mg),Zinc (mg),Vitamin A (RAE) (µg),Vitamin C (mg),Vitamin D (µg),Vitamin B12 (µg),Folate (DFE) (µg),Incomplete',
    );
    expect(lines[1]).toBe(
      '2026-11-24,Breakfast,"Butter, salted",10 g,10,71.7,,8.111,,,,64.3,2.4,,,,,,,,,,',
    );
    expect(lines[2]).toBe(
      '2026-11-24,Snacks,"Cookie, ""homemade""",Quick entry,,120,,,,,,,,,,,,,,,,,',
    );
    // Totals are numbers; "Incomplete" names every nutrient whose total is "at least" (the quick
    // entry gives only energy, butter has no protein, carbs, … value in this test).
    expect(lines[3]).toBe(
      '2026-11-24,Total,,,,191.7,0,8.111,0,0,0,64.3,2.4,0,0,0,0,0,0,0,0,0,protein fat carbs fibre sugar sodium calcium iron magnesium potassium zinc vitaminA vitaminC vitaminD vitaminB12 folate',
    );
    expect(lines).toHaveLength(4);
  });

  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['-2+3', "'-2+3"],
    [-2, '-2'],
    [null, ''],
    ['a\nb', '"a\nb"'],
  ] as const)('cell %j → %s', (value, out) => expect(csvCell(value)).toBe(out));
});
